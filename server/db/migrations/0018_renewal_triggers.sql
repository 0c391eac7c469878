-- The renewals follow the current documents in the writing transaction (issue 22, §Follow-up pipeline).
-- Today in India, whatever the server's zone: the day the renewal window is counted from.
CREATE FUNCTION india_today() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date
$$;--> statement-breakpoint
-- A renewal for every current document expiring from first_day (null: any day) to last_day that has none yet.
-- Safe on two instances at once: both walk current_documents_expiry_idx in the same order and skip what exists.
CREATE FUNCTION sweep_renewals(first_day date, last_day date) RETURNS integer LANGUAGE sql AS $$
  WITH added AS (
    INSERT INTO renewals (doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date)
    SELECT doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date FROM current_documents
     WHERE expiry_date <= last_day AND (first_day IS NULL OR expiry_date >= first_day)
     ORDER BY expiry_date, doc_type, record_id
    ON CONFLICT (doc_type, record_id) DO NOTHING RETURNING 1)
  SELECT count(*)::int FROM added
$$;--> statement-breakpoint
-- The renewals of these owners' documents of these kinds, once their current documents are known:
-- a document in the window (or expired) gets its renewal; a renewal whose document is current again takes its
-- expiry and, if a newer record had renewed it, its status from before; an open renewal whose document is no
-- longer current while a record of its kind is (an LL: or a DL) is renewed by that record. Automatic changes are
-- audited without an actor.
CREATE FUNCTION follow_current_documents(owners integer[], kinds text[], owner_column text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO renewals (doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date)
     SELECT doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date FROM current_documents
      WHERE %I = ANY($1) AND doc_type = ANY($2) AND expiry_date <= india_today() + 30
     ON CONFLICT (doc_type, record_id) DO NOTHING', owner_column) USING owners, kinds;
  EXECUTE format(
    'WITH followed AS (
       UPDATE renewals r SET expiry_date = c.expiry_date, status = coalesce(old.status_before_renewal, old.status),
              status_before_renewal = NULL, renewed_by_record_id = NULL,
              renewed_at = CASE WHEN old.renewed_by_record_id IS NULL THEN old.renewed_at END, updated_at = now()
         FROM current_documents c, renewals old
        WHERE c.%I = ANY($1) AND c.doc_type = ANY($2) AND r.doc_type = c.doc_type AND r.record_id = c.record_id AND old.id = r.id
          AND (r.expiry_date <> c.expiry_date OR r.renewed_by_record_id IS NOT NULL)
       RETURNING r.id, r.status, old.renewed_by_record_id AS renewed_by)
     INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after)
     SELECT NULL, ''update'', ''renewal'', id, jsonb_build_object(''status'', ''renewed'', ''renewed_by_record_id'', renewed_by),
            jsonb_build_object(''status'', status, ''renewed_by_record_id'', NULL)
       FROM followed WHERE renewed_by IS NOT NULL', owner_column) USING owners, kinds;
  EXECUTE format(
    'WITH renewed AS (
       UPDATE renewals r SET status = ''renewed'', status_before_renewal = r.status, renewed_by_record_id = c.record_id,
              renewed_at = now(), updated_at = now()
         FROM current_documents c
        WHERE r.%1$I = ANY($1) AND r.doc_type = ANY($2) AND r.status IN (''due'', ''contacted'')
          AND c.%1$I = r.%1$I AND c.record_id <> r.record_id AND (c.doc_type = r.doc_type OR (r.doc_type = ''ll'' AND c.doc_type = ''dl''))
          AND NOT EXISTS (SELECT 1 FROM current_documents x WHERE x.doc_type = r.doc_type AND x.record_id = r.record_id)
       RETURNING r.id, r.status_before_renewal, r.renewed_by_record_id)
     INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after)
     SELECT NULL, ''update'', ''renewal'', id, jsonb_build_object(''status'', status_before_renewal),
            jsonb_build_object(''status'', ''renewed'', ''renewed_by_record_id'', renewed_by_record_id)
       FROM renewed', owner_column) USING owners, kinds;
END
$$;--> statement-breakpoint
-- TG_ARGV of sync_renewals: the table's doc_type, its owner column. Runs after the table's *_current_* trigger
-- (triggers fire in name order), so current_documents already holds the statement's outcome. A deleted record
-- takes its renewal (and the renewal's notes) along.
CREATE FUNCTION sync_renewals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_column text := TG_ARGV[1];
  owners integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM renewals WHERE doc_type = TG_ARGV[0] AND record_id IN (SELECT id FROM old_rows);
  END IF;
  EXECUTE CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT array_agg(DISTINCT %I) FROM new_rows', owner_column)
    WHEN 'DELETE' THEN format('SELECT array_agg(DISTINCT %I) FROM old_rows', owner_column)
    ELSE format('SELECT array_agg(DISTINCT o) FROM (SELECT %1$I AS o FROM old_rows UNION SELECT %1$I FROM new_rows) t', owner_column)
  END INTO owners;
  IF owners IS NOT NULL THEN
    PERFORM follow_current_documents(owners, CASE TG_ARGV[0] WHEN 'dl' THEN ARRAY['dl', 'll'] ELSE ARRAY[TG_ARGV[0]] END, owner_column);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  source record;
BEGIN
  FOR source IN SELECT * FROM (VALUES
    ('ll', 'learner_licences', 'citizen_id'), ('dl', 'driving_licences', 'citizen_id'), ('insurance', 'insurances', 'vehicle_id'),
    ('pucc', 'puccs', 'vehicle_id'), ('fitness', 'fitnesses', 'vehicle_id'), ('permit', 'permits', 'vehicle_id'),
    ('vltd', 'vltds', 'vehicle_id'), ('speed_governor', 'speed_governors', 'vehicle_id'), ('tax', 'taxes', 'vehicle_id')) AS s(kind, tbl, owner_column)
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_renewals_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sync_renewals(%2$L, %3$L)', source.tbl, source.kind, source.owner_column);
    EXECUTE format('CREATE TRIGGER %1$s_renewals_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sync_renewals(%2$L, %3$L)', source.tbl, source.kind, source.owner_column);
    EXECUTE format('CREATE TRIGGER %1$s_renewals_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sync_renewals(%2$L, %3$L)', source.tbl, source.kind, source.owner_column);
  END LOOP;
END
$$;--> statement-breakpoint
-- A vehicle moved to another citizen, or a citizen to another branch, carries its current documents along, and
-- (TG_ARGV[0] 'renewals') its renewals.
CREATE OR REPLACE FUNCTION move_current_documents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target text := coalesce(TG_ARGV[0], 'current_documents');
BEGIN
  IF TG_TABLE_NAME = 'vehicles' THEN
    EXECUTE format('UPDATE %I d SET citizen_id = c.id, branch_id = c.branch_id
      FROM new_rows v JOIN citizens c ON c.id = v.citizen_id
     WHERE d.vehicle_id = v.id AND d.citizen_id <> c.id', target);
  ELSE
    EXECUTE format('UPDATE %I d SET branch_id = c.branch_id
      FROM new_rows c WHERE d.citizen_id = c.id AND d.branch_id IS DISTINCT FROM c.branch_id', target);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vehicles_renewals_move AFTER UPDATE ON vehicles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION move_current_documents('renewals');--> statement-breakpoint
CREATE TRIGGER citizens_renewals_move AFTER UPDATE ON citizens REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION move_current_documents('renewals');--> statement-breakpoint
-- The board's counters: per status, and per branch and status.
CREATE FUNCTION renewal_counters(branch_id integer, status text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  VALUES ('renewals:' || status), ('renewals:branch:' || branch_id || ':' || status)
$$;--> statement-breakpoint
CREATE TRIGGER renewals_count_insert AFTER INSERT ON renewals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('renewal_counters', 'branch_id, status');--> statement-breakpoint
CREATE TRIGGER renewals_count_update AFTER UPDATE ON renewals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('renewal_counters', 'branch_id, status');--> statement-breakpoint
CREATE TRIGGER renewals_count_delete AFTER DELETE ON renewals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('renewal_counters', 'branch_id, status');--> statement-breakpoint
CREATE TRIGGER renewals_count_truncate AFTER TRUNCATE ON renewals
  FOR EACH STATEMENT EXECUTE FUNCTION count_truncate('renewals');--> statement-breakpoint
CREATE OR REPLACE FUNCTION recount_rows() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE citizens, users, service_requests, document_inquiries, current_documents, renewals IN SHARE MODE;
  DELETE FROM row_counts;
  INSERT INTO row_counts (counter, total)
    SELECT counter, count(*) FROM citizens, citizen_counters(branch_id, created_by) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM users, user_counters() AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM service_requests, service_request_counters(status) AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM document_inquiries, document_inquiry_counters(status) AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM current_documents, current_document_counters(branch_id, doc_type) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM renewals, renewal_counters(branch_id, status) AS counter WHERE counter IS NOT NULL GROUP BY counter;
$$;--> statement-breakpoint
-- Every document already in the window or expired.
SELECT sweep_renewals(NULL, india_today() + 30);
