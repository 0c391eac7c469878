CREATE TABLE "vehicle_compliance" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"citizen_id" integer NOT NULL,
	"lapses_on" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vehicle_compliance_citizen_idx" ON "vehicle_compliance" USING btree ("citizen_id","lapses_on");