-- Roadworthiness (common/compliance.ts). The documents a vehicle must hold: insurance and PUCC, and for a transport
-- type (TRANSPORT_VEHICLE_TYPES) fitness, permit, VLTd and speed governor too. server/test/lib/citizens/compliance.test.ts
-- checks this list against common's.
CREATE FUNCTION required_documents(vehicle_type text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN vehicle_type IN ('LGV', 'MGV', 'TRANS(HGV)')
    THEN ARRAY['insurance', 'pucc', 'fitness', 'permit', 'vltd', 'speed_governor']
    ELSE ARRAY['insurance', 'pucc'] END
$$;--> statement-breakpoint
-- Each vehicle's row of vehicle_compliance (all of them when vehicle_ids is null): the earliest expiry of its required
-- current documents, -infinity when one is missing.
CREATE FUNCTION vehicle_compliance_rows(vehicle_ids integer[])
RETURNS TABLE (vehicle_id integer, citizen_id integer, lapses_on date) LANGUAGE sql STABLE AS $$
  SELECT v.id, v.citizen_id,
    (SELECT CASE WHEN count(*) < cardinality(required.kinds) THEN '-infinity'::date ELSE min(d.expiry_date) END
       FROM current_documents d WHERE d.vehicle_id = v.id AND d.doc_type = ANY (required.kinds))
  FROM vehicles v CROSS JOIN LATERAL required_documents(v.type) AS required(kinds)
  WHERE vehicle_ids IS NULL OR v.id = ANY (vehicle_ids)
$$;--> statement-breakpoint
-- A statement on vehicles or current_documents rereads the rows of every vehicle it touched.
CREATE FUNCTION refresh_vehicle_compliance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id_column text := CASE TG_TABLE_NAME WHEN 'vehicles' THEN 'id' ELSE 'vehicle_id' END;
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(%I) FROM new_rows', id_column) INTO touched;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(%I) FROM old_rows', id_column) INTO touched;
  ELSE
    EXECUTE format('SELECT array_agg(%1$I) FROM (SELECT %1$I FROM old_rows UNION SELECT %1$I FROM new_rows) t', id_column) INTO touched;
  END IF;
  -- Writers of one vehicle's records take turns here, so each reads the others' committed documents (READ COMMITTED
  -- takes a new snapshot per statement) and none inserts a row another has just inserted.
  PERFORM 1 FROM vehicles WHERE id = ANY (touched) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM vehicle_compliance WHERE vehicle_id = ANY (touched);
  INSERT INTO vehicle_compliance SELECT * FROM vehicle_compliance_rows(touched) WHERE touched IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['vehicles', 'current_documents'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_compliance_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION refresh_vehicle_compliance()', source);
    EXECUTE format('CREATE TRIGGER %1$s_compliance_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION refresh_vehicle_compliance()', source);
    EXECUTE format('CREATE TRIGGER %1$s_compliance_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION refresh_vehicle_compliance()', source);
  END LOOP;
END
$$;--> statement-breakpoint
-- Every vehicle's row, after a bulk load that skipped the triggers (after rebuild_current_documents()).
CREATE FUNCTION rebuild_vehicle_compliance() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE vehicles, current_documents IN SHARE MODE;
  TRUNCATE vehicle_compliance;
  INSERT INTO vehicle_compliance SELECT * FROM vehicle_compliance_rows(NULL);
END
$$;--> statement-breakpoint
-- A vehicle's compliance as the API answers it on `today`: red when a required document is missing or has expired,
-- amber when one expires by `expiring_until`, else green; the reasons in the order of required_documents.
CREATE FUNCTION vehicle_compliance_json(vehicle integer, vehicle_type text, today date, expiring_until date)
RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'state', CASE WHEN bool_or(r.problem IN ('missing', 'expired')) THEN 'red' WHEN bool_or(r.problem = 'expiring') THEN 'amber' ELSE 'green' END,
    'reasons', coalesce(json_agg(json_strip_nulls(json_build_object('doc_type', r.doc_type, 'problem', r.problem, 'expiry_date', r.expiry_date))
      ORDER BY r.ord) FILTER (WHERE r.problem IS NOT NULL), '[]'))
  FROM (SELECT k.doc_type, k.ord, d.expiry_date,
          CASE WHEN d.expiry_date IS NULL THEN 'missing' WHEN d.expiry_date < today THEN 'expired'
               WHEN d.expiry_date <= expiring_until THEN 'expiring' END AS problem
        FROM unnest(required_documents(vehicle_type)) WITH ORDINALITY AS k(doc_type, ord)
        LEFT JOIN current_documents d ON d.vehicle_id = vehicle AND d.doc_type = k.doc_type) r
$$;--> statement-breakpoint
SELECT rebuild_vehicle_compliance();
