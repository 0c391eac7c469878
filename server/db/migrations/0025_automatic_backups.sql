CREATE TABLE "backup_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"run_date" date,
	"made_by" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"bytes" bigint,
	"verified" boolean,
	"error" text,
	CONSTRAINT "backup_files_name_unique" UNIQUE("name"),
	CONSTRAINT "backup_files_run_date_unique" UNIQUE("run_date")
);
--> statement-breakpoint
ALTER TABLE "backup_files" ADD CONSTRAINT "backup_files_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_files_started_idx" ON "backup_files" USING btree ("started_at");