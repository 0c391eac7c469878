CREATE TABLE "database_backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"made_by" integer,
	"started_at" timestamp with time zone NOT NULL,
	"seconds" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_inquiries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (left(lower(name || E'\n' || coalesce(vehicle_no, '')), 800)) STORED;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (left(lower(contact_name || E'\n' || regexp_replace(coalesce(query, ''), '[\s.-]', '', 'g')), 2000)) STORED;--> statement-breakpoint
ALTER TABLE "database_backups" ADD CONSTRAINT "database_backups_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "database_backups_started_idx" ON "database_backups" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_inquiries_search_trgm" ON "document_inquiries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_inquiries_phone_idx" ON "document_inquiries" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "service_requests_search_trgm" ON "service_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_requests_phone_idx" ON "service_requests" USING btree ("contact_phone");