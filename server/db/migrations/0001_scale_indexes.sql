CREATE TABLE "row_counts" (
	"counter" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "citizens_name_trgm";--> statement-breakpoint
DROP INDEX "citizens_relation_name_trgm";--> statement-breakpoint
DROP INDEX "citizens_father_name_trgm";--> statement-breakpoint
DROP INDEX "citizens_email_trgm";--> statement-breakpoint
DROP INDEX "citizens_created_idx";--> statement-breakpoint
DROP INDEX "citizens_branch_created_idx";--> statement-breakpoint
DROP INDEX "citizens_created_by_idx";--> statement-breakpoint
DROP INDEX "driving_licences_citizen_idx";--> statement-breakpoint
DROP INDEX "learner_licences_citizen_idx";--> statement-breakpoint
DROP INDEX "vehicles_citizen_idx";--> statement-breakpoint
DROP INDEX "fitnesses_vehicle_idx";--> statement-breakpoint
DROP INDEX "insurances_vehicle_idx";--> statement-breakpoint
DROP INDEX "permits_vehicle_idx";--> statement-breakpoint
DROP INDEX "puccs_vehicle_idx";--> statement-breakpoint
DROP INDEX "speed_governors_vehicle_idx";--> statement-breakpoint
DROP INDEX "taxes_vehicle_idx";--> statement-breakpoint
DROP INDEX "vltds_vehicle_idx";--> statement-breakpoint
DROP INDEX "document_inquiries_status_idx";--> statement-breakpoint
DROP INDEX "service_requests_status_idx";--> statement-breakpoint
DROP INDEX "service_requests_user_idx";--> statement-breakpoint
ALTER TABLE "citizens" ADD COLUMN "search_text" text GENERATED ALWAYS AS (left(lower(name || E'\n' || coalesce(relation_name, '') || E'\n' || coalesce(father_name, '') || E'\n' || coalesce(email, '')), 800)) STORED;--> statement-breakpoint
CREATE INDEX "citizens_search_trgm" ON "citizens" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "citizens_created_idx" ON "citizens" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");--> statement-breakpoint
CREATE INDEX "citizens_branch_created_idx" ON "citizens" USING btree ("branch_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");--> statement-breakpoint
CREATE INDEX "citizens_created_by_idx" ON "citizens" USING btree ("created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");--> statement-breakpoint
CREATE INDEX "driving_licences_citizen_idx" ON "driving_licences" USING btree ("citizen_id","issue_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "learner_licences_citizen_idx" ON "learner_licences" USING btree ("citizen_id","issue_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vehicles_citizen_idx" ON "vehicles" USING btree ("citizen_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fitnesses_vehicle_idx" ON "fitnesses" USING btree ("vehicle_id","expiry_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "insurances_vehicle_idx" ON "insurances" USING btree ("vehicle_id","end_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "permits_vehicle_idx" ON "permits" USING btree ("vehicle_id","expiry_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "puccs_vehicle_idx" ON "puccs" USING btree ("vehicle_id","valid_until" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "speed_governors_vehicle_idx" ON "speed_governors" USING btree ("vehicle_id","expiry_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "taxes_vehicle_idx" ON "taxes" USING btree ("vehicle_id","tax_upto" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vltds_vehicle_idx" ON "vltds" USING btree ("vehicle_id","expiry_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "document_inquiries_status_idx" ON "document_inquiries" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_requests_user_idx" ON "service_requests" USING btree ("user_id","created_at" DESC NULLS FIRST);