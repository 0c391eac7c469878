DROP INDEX "document_inquiries_status_idx";--> statement-breakpoint
DROP INDEX "service_requests_status_idx";--> statement-breakpoint
DROP INDEX "service_requests_user_idx";--> statement-breakpoint
CREATE INDEX "document_inquiries_created_idx" ON "document_inquiries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "document_inquiries_status_idx" ON "document_inquiries" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_requests_user_idx" ON "service_requests" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Exact counters of document inquiries per status (row_counts, as 0002_row_counts does for service requests):
-- the staff list's total is the sum of the counters of the statuses it shows.
CREATE FUNCTION document_inquiry_counters(status inquiry_status) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  VALUES ('document_inquiries:' || status)
$$;--> statement-breakpoint
CREATE TRIGGER document_inquiries_count_insert AFTER INSERT ON document_inquiries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('document_inquiry_counters', 'status');--> statement-breakpoint
CREATE TRIGGER document_inquiries_count_update AFTER UPDATE ON document_inquiries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('document_inquiry_counters', 'status');--> statement-breakpoint
CREATE TRIGGER document_inquiries_count_delete AFTER DELETE ON document_inquiries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('document_inquiry_counters', 'status');--> statement-breakpoint
CREATE TRIGGER document_inquiries_count_truncate AFTER TRUNCATE ON document_inquiries
  FOR EACH STATEMENT EXECUTE FUNCTION count_truncate('document_inquiries');--> statement-breakpoint
CREATE OR REPLACE FUNCTION recount_rows() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE citizens, users, service_requests, document_inquiries IN SHARE MODE;
  DELETE FROM row_counts;
  INSERT INTO row_counts (counter, total)
    SELECT counter, count(*) FROM citizens, citizen_counters(branch_id, created_by) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM users, user_counters() AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM service_requests, service_request_counters(status) AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM document_inquiries, document_inquiry_counters(status) AS counter GROUP BY counter;
$$;--> statement-breakpoint
SELECT recount_rows();
