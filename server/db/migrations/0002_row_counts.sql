-- Exact counters in row_counts, kept by statement-level triggers in the writing transaction.
-- Each counted table has a function naming the counters one of its rows belongs to; the trigger adds
-- the net change of a statement per counter (one upsert per counter, in counter order, so concurrent
-- writers queue on the same rows in the same order and never deadlock).
CREATE FUNCTION citizen_counters(branch_id integer, created_by integer) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  VALUES ('citizens'), ('citizens:branch:' || branch_id), ('citizens:creator:' || created_by)
$$;--> statement-breakpoint
CREATE FUNCTION user_counters() RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  VALUES ('users')
$$;--> statement-breakpoint
CREATE FUNCTION service_request_counters(status request_status) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  VALUES ('service_requests:' || status)
$$;--> statement-breakpoint
-- TG_ARGV[0]: the counters function of the table; TG_ARGV[1]: the columns it takes ('' for none).
CREATE FUNCTION count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  columns text := TG_ARGV[1];
  selected text := CASE WHEN columns = '' THEN '' ELSE ', ' || columns END;
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT 1 AS delta%s FROM new_rows', selected)
    WHEN 'DELETE' THEN format('SELECT -1 AS delta%s FROM old_rows', selected)
    ELSE format('SELECT -1 AS delta%1$s FROM old_rows UNION ALL SELECT 1%1$s FROM new_rows', selected)
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO row_counts AS c (counter, total)
       SELECT counter, sum(delta) FROM (%s) changed, %I(%s) AS counter
        WHERE counter IS NOT NULL GROUP BY counter HAVING sum(delta) <> 0 ORDER BY counter
     ON CONFLICT (counter) DO UPDATE SET total = c.total + excluded.total',
    changes, TG_ARGV[0], columns);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- TG_ARGV[0]: the table's counter name, which its other counters extend with ':'.
CREATE FUNCTION count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE counter = TG_ARGV[0] OR counter LIKE TG_ARGV[0] || ':%';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER citizens_count_insert AFTER INSERT ON citizens REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('citizen_counters', 'branch_id, created_by');--> statement-breakpoint
CREATE TRIGGER citizens_count_update AFTER UPDATE ON citizens REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('citizen_counters', 'branch_id, created_by');--> statement-breakpoint
CREATE TRIGGER citizens_count_delete AFTER DELETE ON citizens REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('citizen_counters', 'branch_id, created_by');--> statement-breakpoint
CREATE TRIGGER citizens_count_truncate AFTER TRUNCATE ON citizens
  FOR EACH STATEMENT EXECUTE FUNCTION count_truncate('citizens');--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('user_counters', '');--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('user_counters', '');--> statement-breakpoint
CREATE TRIGGER users_count_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION count_truncate('users');--> statement-breakpoint
CREATE TRIGGER service_requests_count_insert AFTER INSERT ON service_requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('service_request_counters', 'status');--> statement-breakpoint
CREATE TRIGGER service_requests_count_update AFTER UPDATE ON service_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('service_request_counters', 'status');--> statement-breakpoint
CREATE TRIGGER service_requests_count_delete AFTER DELETE ON service_requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('service_request_counters', 'status');--> statement-breakpoint
CREATE TRIGGER service_requests_count_truncate AFTER TRUNCATE ON service_requests
  FOR EACH STATEMENT EXECUTE FUNCTION count_truncate('service_requests');--> statement-breakpoint
-- Rebuilds every counter from the rows (after a bulk load that skipped triggers, or to check them).
CREATE FUNCTION recount_rows() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE citizens, users, service_requests IN SHARE MODE;
  DELETE FROM row_counts;
  INSERT INTO row_counts (counter, total)
    SELECT counter, count(*) FROM citizens, citizen_counters(branch_id, created_by) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM users, user_counters() AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM service_requests, service_request_counters(status) AS counter GROUP BY counter;
$$;--> statement-breakpoint
SELECT recount_rows();
