-- The documents each vehicle class needs (issue 32): common/compliance.ts VEHICLE_REQUIRED_DOCUMENTS, with the rules
-- it relies on; server/test/routes/vehicles/compliance.test.ts keeps this list equal to it. An E-Rikshaw/E-Cart needs
-- insurance and fitness (no PUCC, permit, VLTd or speed governor), an agriculture trailer insurance only.
CREATE OR REPLACE FUNCTION required_documents(vehicle_type text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN vehicle_type IN ('LGV', 'MGV', 'TRANS(HGV)') THEN ARRAY['insurance', 'pucc', 'fitness', 'permit', 'vltd', 'speed_governor']
    WHEN vehicle_type = 'E-Rikshaw/E-Cart' THEN ARRAY['insurance', 'fitness']
    WHEN vehicle_type = 'Agriculture Trailer' THEN ARRAY['insurance']
    ELSE ARRAY['insurance', 'pucc'] END
$$;--> statement-breakpoint
-- The compliance rows of the vehicles of the classes whose list changed (one scan of vehicles, at upgrade only).
DO $$
DECLARE
  changed integer[] := ARRAY(SELECT id FROM vehicles WHERE type IN ('E-Rikshaw/E-Cart', 'Agriculture Trailer'));
BEGIN
  DELETE FROM vehicle_compliance WHERE vehicle_id = ANY (changed);
  INSERT INTO vehicle_compliance SELECT * FROM vehicle_compliance_rows(changed);
END
$$;
