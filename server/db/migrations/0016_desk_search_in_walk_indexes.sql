DROP INDEX "document_inquiries_created_idx";--> statement-breakpoint
DROP INDEX "document_inquiries_status_idx";--> statement-breakpoint
DROP INDEX "service_requests_created_idx";--> statement-breakpoint
DROP INDEX "service_requests_status_idx";--> statement-breakpoint
ALTER TABLE "service_requests" drop column "search_text";--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (left(lower(contact_name || E'\n' || regexp_replace(coalesce(query, ''), '[\s.-]', '', 'g')), 600)) STORED;--> statement-breakpoint
-- The column's trigram index went with it: built again on the new column.
CREATE INDEX "service_requests_search_trgm" ON "service_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_inquiries_created_idx" ON "document_inquiries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");--> statement-breakpoint
CREATE INDEX "document_inquiries_status_idx" ON "document_inquiries" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");