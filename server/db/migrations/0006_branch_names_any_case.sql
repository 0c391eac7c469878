ALTER TABLE "branches" DROP CONSTRAINT "branches_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "branches_name_unique" ON "branches" USING btree (lower("name"));