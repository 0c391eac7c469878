-- Counters of current documents per expiry day and type, all and per branch, for the dashboard's chart of the
-- documents expiring in the next 12 weeks (issue 22): `current_documents:day:<yyyy-mm-dd>:type:<doc type>` and
-- `current_documents:branch:<id>:day:<yyyy-mm-dd>:type:<doc type>`. A week of a state's documents is some 70,000
-- rows: the chart reads at most 84 × 9 counters (twice for a branch) instead of counting them.
CREATE FUNCTION current_document_day_counters(branch_id integer, doc_type text, expiry_date date) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  VALUES ('current_documents:day:' || to_char(expiry_date, 'YYYY-MM-DD') || ':type:' || doc_type),
         ('current_documents:branch:' || branch_id || ':day:' || to_char(expiry_date, 'YYYY-MM-DD') || ':type:' || doc_type)
$$;--> statement-breakpoint
CREATE TRIGGER current_documents_day_count_insert AFTER INSERT ON current_documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('current_document_day_counters', 'branch_id, doc_type, expiry_date');--> statement-breakpoint
CREATE TRIGGER current_documents_day_count_update AFTER UPDATE ON current_documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('current_document_day_counters', 'branch_id, doc_type, expiry_date');--> statement-breakpoint
CREATE TRIGGER current_documents_day_count_delete AFTER DELETE ON current_documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('current_document_day_counters', 'branch_id, doc_type, expiry_date');--> statement-breakpoint
-- recount_rows() as 0018_renewal_triggers left it, plus the day counters (TRUNCATE's count_truncate('current_documents') clears them too).
CREATE OR REPLACE FUNCTION recount_rows() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE citizens, users, service_requests, document_inquiries, current_documents, renewals IN SHARE MODE;
  DELETE FROM row_counts;
  INSERT INTO row_counts (counter, total)
    SELECT counter, count(*) FROM citizens, citizen_counters(branch_id, created_by) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM users, user_counters() AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM service_requests, service_request_counters(status) AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM document_inquiries, document_inquiry_counters(status) AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM current_documents, current_document_counters(branch_id, doc_type) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM renewals, renewal_counters(branch_id, status) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM current_documents, current_document_day_counters(branch_id, doc_type, expiry_date) AS counter WHERE counter IS NOT NULL GROUP BY counter;
$$;--> statement-breakpoint
SELECT recount_rows();
