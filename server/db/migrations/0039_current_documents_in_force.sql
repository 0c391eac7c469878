-- Renewals bought early (issue 32, decisions.md §Records): a compliance record may start up to 366 days ahead, and the
-- document in force on a day is the one whose start <= day <= end. current_documents keeps the latest record by
-- expiry of each kind (the renewal chain) once it has started; until then its row is the latest record that has
-- started (in force, or lapsed before a gap), with `next_record_id` naming the record bought early and `starts_on` its
-- start. So the expiry report and the badge read the document in force; the renewal of the old document is closed as
-- soon as the new one is saved; and on `starts_on` the renewal sweep rereads the row (refresh_started_documents()).
-- A record that has not started with no older one (a new vehicle's first policy) is the row itself, with `starts_on`.
-- No row needs rebuilding: until now no start could lie in the future, so every existing row has null in both columns.
ALTER TABLE "current_documents" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "current_documents" ADD COLUMN "next_record_id" integer;--> statement-breakpoint
CREATE INDEX "current_documents_starts_idx" ON "current_documents" USING btree ("starts_on") WHERE "current_documents"."starts_on" is not null;--> statement-breakpoint
-- The column of a vehicle document's start (none for a licence: its issue date is never in the future).
CREATE FUNCTION record_start_column(doc_type text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE doc_type WHEN 'insurance' THEN 'start_date' WHEN 'pucc' THEN 'valid_from' WHEN 'tax' THEN 'tax_from'
    WHEN 'fitness' THEN 'issue_date' WHEN 'permit' THEN 'issue_date' WHEN 'vltd' THEN 'issue_date' WHEN 'speed_governor' THEN 'issue_date' END
$$;--> statement-breakpoint
-- As 0036 made it, with the document in force: when the latest record (r) starts after today, the latest record that
-- has started (f) stands in for it. f is read only for the owners holding a record that starts after today (a range
-- of the owner's index in a trigger; one pass over the source in a rebuild, which stays as fast as before: 0.8-1.1 s
-- for the 276,085 insurances of 200,000 citizens, where a per-row lateral probe took 2.7-3.2 s).
CREATE OR REPLACE FUNCTION current_document_rows(doc_type text, source text, date_column text, owner_column text, owners text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  WITH args AS (
    SELECT record_start_column(doc_type) AS start_column,
           CASE WHEN owners IS NULL THEN '' ELSE format('AND %I = ANY (ARRAY(%s))', owner_column, owners) END AS owned)
  SELECT format(
    'SELECT %1$L, %11$s, c.id, %2$s, c.branch_id, %12$s, lower(c.name), %10$s, %13$s
       FROM (SELECT DISTINCT ON (%3$I) *, %4$I AS expiry FROM %5$I
              WHERE %4$I IS NOT NULL %6$s ORDER BY %3$I, %4$I DESC, id DESC) r
       %7$s
       JOIN citizens c ON c.id = %8$s
       %14$s
      %9$s',
    doc_type,
    CASE owner_column WHEN 'vehicle_id' THEN 'v.id' ELSE 'NULL::integer' END,
    owner_column, date_column, source, owned,
    CASE owner_column WHEN 'vehicle_id' THEN 'JOIN vehicles v ON v.id = r.vehicle_id' ELSE '' END,
    CASE owner_column WHEN 'vehicle_id' THEN 'v.citizen_id' ELSE 'r.citizen_id' END,
    CASE doc_type WHEN 'll' THEN
      'WHERE NOT EXISTS (SELECT 1 FROM driving_licences d WHERE d.citizen_id = r.citizen_id AND d.issue_date > r.issue_date)'
    ELSE '' END,
    CASE owner_column WHEN 'vehicle_id' THEN 'v.registration_no' ELSE 'NULL::text' END,
    CASE WHEN start_column IS NULL THEN 'r.id' ELSE 'coalesce(f.id, r.id)' END,
    CASE WHEN start_column IS NULL THEN 'r.expiry' ELSE 'coalesce(f.expiry, r.expiry)' END,
    CASE WHEN start_column IS NULL THEN 'NULL::date, NULL::integer'
      ELSE format('CASE WHEN r.%1$I > india_today() THEN r.%1$I END, CASE WHEN f.id IS NOT NULL THEN r.id END', start_column) END,
    CASE WHEN start_column IS NULL THEN '' ELSE format(
      'LEFT JOIN (SELECT DISTINCT ON (p.%4$I) p.%4$I AS owner, p.id, p.%1$I AS expiry FROM %2$I p
          WHERE p.%1$I IS NOT NULL AND p.%3$I <= india_today()
            AND p.%4$I = ANY (ARRAY(SELECT %4$I FROM %2$I WHERE %3$I > india_today() %5$s))
          ORDER BY p.%4$I, p.%1$I DESC, p.id DESC) f ON f.owner = r.%4$I AND r.%3$I > india_today()',
      date_column, source, start_column, owner_column, owned) END)
  FROM args
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_current_documents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_column text := TG_ARGV[3];
  touched text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I FROM new_rows', owner_column)
    WHEN 'DELETE' THEN format('SELECT %I FROM old_rows', owner_column)
    ELSE format('SELECT %1$I FROM old_rows UNION SELECT %1$I FROM new_rows', owner_column)
  END;
  kinds text[] := CASE TG_ARGV[0] WHEN 'dl' THEN ARRAY['dl', 'll'] ELSE ARRAY[TG_ARGV[0]] END;
  kind text;
BEGIN
  FOREACH kind IN ARRAY kinds LOOP
    EXECUTE format('DELETE FROM current_documents WHERE doc_type = %L AND %I = ANY (ARRAY(%s))', kind, owner_column, touched);
    EXECUTE 'INSERT INTO current_documents (doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date, owner_search, vehicle_no, starts_on, next_record_id) ' ||
      CASE kind
        WHEN 'll' THEN current_document_rows('ll', 'learner_licences', 'expiry_date', 'citizen_id', touched)
        ELSE current_document_rows(kind, TG_ARGV[1], TG_ARGV[2], owner_column, touched)
      END;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_current_documents() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE learner_licences, driving_licences, vehicles, insurances, puccs, fitnesses, permits, vltds, speed_governors, taxes, citizens IN SHARE MODE;
  TRUNCATE current_documents;
  EXECUTE 'INSERT INTO current_documents (doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date, owner_search, vehicle_no, starts_on, next_record_id) ' || concat_ws(' UNION ALL ',
    current_document_rows('ll', 'learner_licences', 'expiry_date', 'citizen_id', NULL),
    current_document_rows('dl', 'driving_licences', 'expiry_date', 'citizen_id', NULL),
    current_document_rows('insurance', 'insurances', 'end_date', 'vehicle_id', NULL),
    current_document_rows('pucc', 'puccs', 'valid_until', 'vehicle_id', NULL),
    current_document_rows('fitness', 'fitnesses', 'expiry_date', 'vehicle_id', NULL),
    current_document_rows('permit', 'permits', 'expiry_date', 'vehicle_id', NULL),
    current_document_rows('vltd', 'vltds', 'expiry_date', 'vehicle_id', NULL),
    current_document_rows('speed_governor', 'speed_governors', 'expiry_date', 'vehicle_id', NULL),
    current_document_rows('tax', 'taxes', 'tax_upto', 'vehicle_id', NULL));
END
$$;--> statement-breakpoint
-- The rows whose record bought early has started are reread, as a write of their owners' records would: a no-op
-- update of each owner's records fires the same statement triggers (current document, renewals, compliance).
-- Called by the renewal sweep (on start and every hour); answers how many rows it reread.
CREATE FUNCTION refresh_started_documents() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  source record;
  owners integer[];
  reread integer := 0;
BEGIN
  FOR source IN SELECT * FROM (VALUES ('insurance', 'insurances'), ('pucc', 'puccs'), ('fitness', 'fitnesses'), ('permit', 'permits'),
    ('vltd', 'vltds'), ('speed_governor', 'speed_governors'), ('tax', 'taxes')) AS s(kind, tbl)
  LOOP
    SELECT array_agg(vehicle_id) INTO owners FROM current_documents WHERE starts_on <= india_today() AND doc_type = source.kind;
    IF owners IS NOT NULL THEN
      EXECUTE format('UPDATE %I SET id = id WHERE vehicle_id = ANY ($1)', source.tbl) USING owners;
      reread := reread + cardinality(owners);
    END IF;
  END LOOP;
  RETURN reread;
END
$$;--> statement-breakpoint
-- The renewals as 0018 made them, with a record bought early: a document with a later record lined up gets no
-- renewal, its open renewal is renewed by that record at once, and it is not reopened while the record is lined up.
CREATE OR REPLACE FUNCTION follow_current_documents(owners integer[], kinds text[], owner_column text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO renewals (doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date)
     SELECT doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date FROM current_documents
      WHERE %I = ANY($1) AND doc_type = ANY($2) AND expiry_date <= india_today() + 30 AND next_record_id IS NULL
     ON CONFLICT (doc_type, record_id) DO NOTHING', owner_column) USING owners, kinds;
  EXECUTE format(
    'WITH followed AS (
       UPDATE renewals r SET expiry_date = c.expiry_date, status = coalesce(old.status_before_renewal, old.status),
              status_before_renewal = NULL, renewed_by_record_id = NULL,
              renewed_at = CASE WHEN old.renewed_by_record_id IS NULL THEN old.renewed_at END, updated_at = now()
         FROM current_documents c, renewals old
        WHERE c.%I = ANY($1) AND c.doc_type = ANY($2) AND r.doc_type = c.doc_type AND r.record_id = c.record_id AND old.id = r.id
          AND c.next_record_id IS NULL AND (r.expiry_date <> c.expiry_date OR r.renewed_by_record_id IS NOT NULL)
       RETURNING r.id, r.status, old.renewed_by_record_id AS renewed_by)
     INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after)
     SELECT NULL, ''update'', ''renewal'', id, jsonb_build_object(''status'', ''renewed'', ''renewed_by_record_id'', renewed_by),
            jsonb_build_object(''status'', status, ''renewed_by_record_id'', NULL)
       FROM followed WHERE renewed_by IS NOT NULL', owner_column) USING owners, kinds;
  EXECUTE format(
    'WITH renewed AS (
       UPDATE renewals r SET status = ''renewed'', status_before_renewal = r.status,
              renewed_by_record_id = CASE WHEN c.record_id = r.record_id THEN c.next_record_id ELSE c.record_id END,
              renewed_at = now(), updated_at = now()
         FROM current_documents c
        WHERE r.%1$I = ANY($1) AND r.doc_type = ANY($2) AND r.status IN (''due'', ''contacted'') AND c.%1$I = r.%1$I
          AND ((c.record_id <> r.record_id AND (c.doc_type = r.doc_type OR (r.doc_type = ''ll'' AND c.doc_type = ''dl''))
                AND NOT EXISTS (SELECT 1 FROM current_documents x WHERE x.doc_type = r.doc_type AND x.record_id = r.record_id))
            OR (c.doc_type = r.doc_type AND c.record_id = r.record_id AND c.next_record_id IS NOT NULL))
       RETURNING r.id, r.status_before_renewal, r.renewed_by_record_id)
     INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after)
     SELECT NULL, ''update'', ''renewal'', id, jsonb_build_object(''status'', status_before_renewal),
            jsonb_build_object(''status'', ''renewed'', ''renewed_by_record_id'', renewed_by_record_id)
       FROM renewed', owner_column) USING owners, kinds;
END
$$;--> statement-breakpoint
-- sweep_renewals() as 0034 made it, leaving out a document with a record bought early lined up after it.
CREATE OR REPLACE FUNCTION sweep_renewals(first_day date, last_day date) RETURNS integer LANGUAGE sql AS $$
  WITH added AS (
    INSERT INTO renewals (doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date)
    SELECT doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date FROM current_documents c
     WHERE expiry_date <= last_day AND (first_day IS NULL OR expiry_date >= first_day) AND next_record_id IS NULL
       AND NOT EXISTS (SELECT FROM renewals r WHERE r.doc_type = c.doc_type AND r.record_id = c.record_id)
     ORDER BY expiry_date, doc_type, record_id
    ON CONFLICT (doc_type, record_id) DO NOTHING RETURNING 1)
  SELECT count(*)::int FROM added
$$;--> statement-breakpoint
-- The day a required document stops covering the vehicle: -infinity while it has not started (nothing older in force),
-- never (infinity) while a record bought early follows it without a gap (the row is reread on its start), else its
-- expiry. lapses_on keeps its meaning (red before today, amber within 30 days), so the filters' plans stay as they were.
CREATE FUNCTION document_lapses_on(expiry_date date, starts_on date, next_record_id integer) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN next_record_id IS NULL AND starts_on IS NOT NULL THEN '-infinity'::date
              WHEN next_record_id IS NOT NULL AND starts_on <= expiry_date + 1 THEN 'infinity'::date
              ELSE expiry_date END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION vehicle_compliance_rows(vehicle_ids integer[])
RETURNS TABLE (vehicle_id integer, citizen_id integer, lapses_on date) LANGUAGE sql STABLE AS $$
  SELECT v.id, v.citizen_id,
    (SELECT CASE WHEN count(*) < cardinality(required.kinds) THEN '-infinity'::date
                 ELSE min(document_lapses_on(d.expiry_date, d.starts_on, d.next_record_id)) END
       FROM current_documents d WHERE d.vehicle_id = v.id AND d.doc_type = ANY (required.kinds))
  FROM vehicles v CROSS JOIN LATERAL required_documents(v.type) AS required(kinds)
  WHERE vehicle_ids IS NULL OR v.id = ANY (vehicle_ids)
$$;--> statement-breakpoint
-- As 0021 made it, with 'not_started' (red: a record bought early is the only one, and starts after today, its
-- `starts_on` in the reason) and an expired document's `starts_on` when a record bought early follows it; a document
-- followed without a gap is not 'expiring'.
CREATE OR REPLACE FUNCTION vehicle_compliance_json(vehicle integer, vehicle_type text, today date, expiring_until date)
RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'state', CASE WHEN bool_or(r.problem IN ('missing', 'expired', 'not_started')) THEN 'red' WHEN bool_or(r.problem = 'expiring') THEN 'amber' ELSE 'green' END,
    'reasons', coalesce(json_agg(json_strip_nulls(json_build_object('doc_type', r.doc_type, 'problem', r.problem, 'expiry_date', r.expiry_date,
      'starts_on', r.starts_on)) ORDER BY r.ord) FILTER (WHERE r.problem IS NOT NULL), '[]'))
  FROM (SELECT k.doc_type, k.ord, d.expiry_date, d.starts_on,
          CASE WHEN d.expiry_date IS NULL THEN 'missing'
               WHEN d.next_record_id IS NULL AND d.starts_on > today THEN 'not_started'
               WHEN d.expiry_date < today THEN 'expired'
               WHEN document_lapses_on(d.expiry_date, d.starts_on, d.next_record_id) = 'infinity' THEN NULL
               WHEN d.expiry_date <= expiring_until THEN 'expiring' END AS problem
        FROM unnest(required_documents(vehicle_type)) WITH ORDINALITY AS k(doc_type, ord)
        LEFT JOIN current_documents d ON d.vehicle_id = vehicle AND d.doc_type = k.doc_type) r
$$;
