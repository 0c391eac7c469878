-- Counters for the renewals board's filters and the dashboard's requests chart (issue 22), so neither counts rows.
-- Renewals, all and per branch, each also per type: `<scope>:<status>` and `<scope>:day:<status>:<yyyy-mm-dd>` by
-- expiry day, where <scope> is `renewals`, `renewals:branch:<id>`, `renewals:type:<type>` or
-- `renewals:branch:<id>:type:<type>`. The board sums a scope's day counters over the days a due-within or overdue
-- filter keeps (one range of the primary key) instead of counting the open renewals.
CREATE FUNCTION renewal_scope_counters(scope text, status text, expiry_date date) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  VALUES (scope || ':' || status), (scope || ':day:' || status || ':' || to_char(expiry_date, 'YYYY-MM-DD'))
$$;--> statement-breakpoint
CREATE FUNCTION renewal_filter_counters(branch_id integer, doc_type text, status text, expiry_date date) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT counter FROM unnest(ARRAY['renewals', 'renewals:branch:' || branch_id, 'renewals:type:' || doc_type, 'renewals:branch:' || branch_id || ':type:' || doc_type]) AS scope,
    renewal_scope_counters(scope, status, expiry_date) AS counter
   WHERE scope IS NOT NULL
$$;--> statement-breakpoint
-- Service requests per day received (in India) and status: `service_requests:day:<yyyy-mm-dd>:<status>`.
CREATE FUNCTION service_request_day_counters(status request_status, created_at timestamptz) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  VALUES ('service_requests:' || status),
         ('service_requests:day:' || to_char((created_at AT TIME ZONE INTERVAL '+05:30')::date, 'YYYY-MM-DD') || ':' || status)
$$;--> statement-breakpoint
DROP TRIGGER renewals_count_insert ON renewals;--> statement-breakpoint
DROP TRIGGER renewals_count_update ON renewals;--> statement-breakpoint
DROP TRIGGER renewals_count_delete ON renewals;--> statement-breakpoint
DROP TRIGGER service_requests_count_insert ON service_requests;--> statement-breakpoint
DROP TRIGGER service_requests_count_update ON service_requests;--> statement-breakpoint
DROP TRIGGER service_requests_count_delete ON service_requests;--> statement-breakpoint
CREATE TRIGGER renewals_count_insert AFTER INSERT ON renewals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('renewal_filter_counters', 'branch_id, doc_type, status, expiry_date');--> statement-breakpoint
CREATE TRIGGER renewals_count_update AFTER UPDATE ON renewals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('renewal_filter_counters', 'branch_id, doc_type, status, expiry_date');--> statement-breakpoint
CREATE TRIGGER renewals_count_delete AFTER DELETE ON renewals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('renewal_filter_counters', 'branch_id, doc_type, status, expiry_date');--> statement-breakpoint
CREATE TRIGGER service_requests_count_insert AFTER INSERT ON service_requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('service_request_day_counters', 'status, created_at');--> statement-breakpoint
CREATE TRIGGER service_requests_count_update AFTER UPDATE ON service_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('service_request_day_counters', 'status, created_at');--> statement-breakpoint
CREATE TRIGGER service_requests_count_delete AFTER DELETE ON service_requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('service_request_day_counters', 'status, created_at');--> statement-breakpoint
-- recount_rows() as 0022_expiry_day_counters left it, with the new counters of renewals and service requests.
CREATE OR REPLACE FUNCTION recount_rows() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE citizens, users, service_requests, document_inquiries, current_documents, renewals IN SHARE MODE;
  DELETE FROM row_counts;
  INSERT INTO row_counts (counter, total)
    SELECT counter, count(*) FROM citizens, citizen_counters(branch_id, created_by) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM users, user_counters() AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM service_requests, service_request_day_counters(status, created_at) AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM document_inquiries, document_inquiry_counters(status) AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM current_documents, current_document_counters(branch_id, doc_type) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM renewals, renewal_filter_counters(branch_id, doc_type, status, expiry_date) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM current_documents, current_document_day_counters(branch_id, doc_type, expiry_date) AS counter WHERE counter IS NOT NULL GROUP BY counter;
$$;--> statement-breakpoint
DROP FUNCTION renewal_counters(integer, text);--> statement-breakpoint
DROP FUNCTION service_request_counters(request_status);--> statement-breakpoint
SELECT recount_rows();
