-- The compliance rows of the touched vehicles are planned for each statement with its own array (EXECUTE … USING):
-- PL/pgSQL's cached generic plan kept `vehicle_ids IS NULL OR v.id = ANY (vehicle_ids)` as a scan of every vehicle
-- comparing each with the whole array, so a 20,000-row import statement cost more the more vehicles there were
-- (3 s at 100,000 vehicles). Planned with the array known, it reads the touched vehicles by their key.
CREATE OR REPLACE FUNCTION refresh_vehicle_compliance() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  -- Writers of one vehicle's records take turns here, so each reads the others' committed documents (READ COMMITTED
  -- takes a new snapshot per statement) and none inserts a row another has just inserted.
  PERFORM 1 FROM vehicles WHERE id = ANY (touched) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM vehicle_compliance WHERE vehicle_id = ANY (touched);
  EXECUTE 'INSERT INTO vehicle_compliance SELECT * FROM vehicle_compliance_rows($1)' USING touched;
  RETURN NULL;
END
$$;
