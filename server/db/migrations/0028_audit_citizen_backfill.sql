-- The citizen of each audit entry written before audit_log.citizen_id existed: a citizen's own entries, then its
-- licences' and vehicles' (their citizen_id), then its records' (their vehicle's citizen, from the vehicle or, for a
-- vehicle deleted since, from its audit image).
UPDATE "audit_log" SET "citizen_id" = "entity_id" WHERE "entity" = 'citizen';--> statement-breakpoint
UPDATE "audit_log" SET "citizen_id" = (coalesce("before", "after") ->> 'citizen_id')::int
  WHERE "entity" IN ('learner_licence', 'driving_licence', 'vehicle');--> statement-breakpoint
UPDATE "audit_log" a SET "citizen_id" = coalesce(
    (SELECT v."citizen_id" FROM "vehicles" v WHERE v."id" = (coalesce(a."before", a."after") ->> 'vehicle_id')::int),
    (SELECT (coalesce(va."before", va."after") ->> 'citizen_id')::int FROM "audit_log" va
      WHERE va."entity" = 'vehicle' AND va."entity_id" = (coalesce(a."before", a."after") ->> 'vehicle_id')::int LIMIT 1))
  WHERE a."entity" IN ('tax', 'insurance', 'pucc', 'fitness', 'permit', 'vltd', 'speed_governor');
