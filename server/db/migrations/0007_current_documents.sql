CREATE TABLE "current_documents" (
	"doc_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"citizen_id" integer NOT NULL,
	"vehicle_id" integer,
	"branch_id" integer,
	"expiry_date" date NOT NULL,
	CONSTRAINT "current_documents_doc_type_record_id_pk" PRIMARY KEY("doc_type","record_id")
);
--> statement-breakpoint
CREATE INDEX "current_documents_expiry_idx" ON "current_documents" USING btree ("expiry_date","doc_type","record_id");--> statement-breakpoint
CREATE INDEX "current_documents_branch_idx" ON "current_documents" USING btree ("branch_id","expiry_date","doc_type","record_id");--> statement-breakpoint
CREATE INDEX "current_documents_type_idx" ON "current_documents" USING btree ("doc_type","expiry_date","record_id");--> statement-breakpoint
CREATE INDEX "current_documents_citizen_idx" ON "current_documents" USING btree ("citizen_id","doc_type");--> statement-breakpoint
CREATE UNIQUE INDEX "current_documents_vehicle_idx" ON "current_documents" USING btree ("vehicle_id","doc_type");--> statement-breakpoint
-- The current document of each kind, kept in the writing transaction (decisions.md §Expiries).
-- TG_ARGV of refresh_current_documents: doc_type, source table, date column, owner column (vehicle_id or citizen_id).
-- A statement trigger rereads the current row of every owner the statement touched: the latest non-null
-- expiry (then the highest id); an LL only while its citizen holds no DL issued after it.
CREATE FUNCTION current_document_rows(doc_type text, source text, date_column text, owner_column text, owners text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'SELECT %1$L, r.id, c.id, %2$s, c.branch_id, r.expiry
       FROM (SELECT DISTINCT ON (%3$I) *, %4$I AS expiry FROM %5$I
              WHERE %4$I IS NOT NULL %6$s ORDER BY %3$I, %4$I DESC, id DESC) r
       %7$s
       JOIN citizens c ON c.id = %8$s
      %9$s',
    doc_type,
    CASE owner_column WHEN 'vehicle_id' THEN 'v.id' ELSE 'NULL::integer' END,
    owner_column, date_column, source,
    CASE WHEN owners IS NULL THEN '' ELSE format('AND %I IN (%s)', owner_column, owners) END,
    CASE owner_column WHEN 'vehicle_id' THEN 'JOIN vehicles v ON v.id = r.vehicle_id' ELSE '' END,
    CASE owner_column WHEN 'vehicle_id' THEN 'v.citizen_id' ELSE 'r.citizen_id' END,
    CASE doc_type WHEN 'll' THEN
      'WHERE NOT EXISTS (SELECT 1 FROM driving_licences d WHERE d.citizen_id = r.citizen_id AND d.issue_date > r.issue_date)'
    ELSE '' END)
$$;--> statement-breakpoint
CREATE FUNCTION refresh_current_documents() RETURNS trigger LANGUAGE plpgsql AS $$
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
    EXECUTE format('DELETE FROM current_documents WHERE doc_type = %L AND %I IN (%s)', kind, owner_column, touched);
    EXECUTE 'INSERT INTO current_documents (doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date) ' ||
      CASE kind
        WHEN 'll' THEN current_document_rows('ll', 'learner_licences', 'expiry_date', 'citizen_id', touched)
        ELSE current_document_rows(kind, TG_ARGV[1], TG_ARGV[2], owner_column, touched)
      END;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every current document of every kind from the sources, after a bulk load that skipped the triggers.
CREATE FUNCTION rebuild_current_documents() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE learner_licences, driving_licences, vehicles, insurances, puccs, fitnesses, permits, vltds, speed_governors, taxes, citizens IN SHARE MODE;
  TRUNCATE current_documents;
  EXECUTE 'INSERT INTO current_documents (doc_type, record_id, citizen_id, vehicle_id, branch_id, expiry_date) ' || concat_ws(' UNION ALL ',
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
DO $$
DECLARE
  source record;
BEGIN
  FOR source IN SELECT * FROM (VALUES
    ('ll', 'learner_licences', 'expiry_date', 'citizen_id'), ('dl', 'driving_licences', 'expiry_date', 'citizen_id'),
    ('insurance', 'insurances', 'end_date', 'vehicle_id'), ('pucc', 'puccs', 'valid_until', 'vehicle_id'),
    ('fitness', 'fitnesses', 'expiry_date', 'vehicle_id'), ('permit', 'permits', 'expiry_date', 'vehicle_id'),
    ('vltd', 'vltds', 'expiry_date', 'vehicle_id'), ('speed_governor', 'speed_governors', 'expiry_date', 'vehicle_id'),
    ('tax', 'taxes', 'tax_upto', 'vehicle_id')) AS s(kind, tbl, date_column, owner_column)
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_current_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION refresh_current_documents(%2$L, %1$L, %3$L, %4$L)', source.tbl, source.kind, source.date_column, source.owner_column);
    EXECUTE format('CREATE TRIGGER %1$s_current_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION refresh_current_documents(%2$L, %1$L, %3$L, %4$L)', source.tbl, source.kind, source.date_column, source.owner_column);
    EXECUTE format('CREATE TRIGGER %1$s_current_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION refresh_current_documents(%2$L, %1$L, %3$L, %4$L)', source.tbl, source.kind, source.date_column, source.owner_column);
  END LOOP;
END
$$;--> statement-breakpoint
-- A vehicle moved to another citizen, or a citizen to another branch, carries its documents along.
CREATE FUNCTION move_current_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'vehicles' THEN
    UPDATE current_documents d SET citizen_id = c.id, branch_id = c.branch_id
      FROM new_rows v JOIN citizens c ON c.id = v.citizen_id
     WHERE d.vehicle_id = v.id AND d.citizen_id <> c.id;
  ELSE
    UPDATE current_documents d SET branch_id = c.branch_id
      FROM new_rows c WHERE d.citizen_id = c.id AND d.branch_id IS DISTINCT FROM c.branch_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER vehicles_current_move AFTER UPDATE ON vehicles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION move_current_documents();--> statement-breakpoint
CREATE TRIGGER citizens_current_move AFTER UPDATE ON citizens REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION move_current_documents();--> statement-breakpoint
-- Counters of the report's unfiltered totals: all, per type, per branch, per branch and type.
CREATE FUNCTION current_document_counters(branch_id integer, doc_type text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  VALUES ('current_documents'), ('current_documents:type:' || doc_type),
         ('current_documents:branch:' || branch_id), ('current_documents:branch:' || branch_id || ':type:' || doc_type)
$$;--> statement-breakpoint
CREATE TRIGGER current_documents_count_insert AFTER INSERT ON current_documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('current_document_counters', 'branch_id, doc_type');--> statement-breakpoint
CREATE TRIGGER current_documents_count_update AFTER UPDATE ON current_documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('current_document_counters', 'branch_id, doc_type');--> statement-breakpoint
CREATE TRIGGER current_documents_count_delete AFTER DELETE ON current_documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows('current_document_counters', 'branch_id, doc_type');--> statement-breakpoint
CREATE TRIGGER current_documents_count_truncate AFTER TRUNCATE ON current_documents
  FOR EACH STATEMENT EXECUTE FUNCTION count_truncate('current_documents');--> statement-breakpoint
CREATE OR REPLACE FUNCTION recount_rows() RETURNS void LANGUAGE sql AS $$
  LOCK TABLE citizens, users, service_requests, current_documents IN SHARE MODE;
  DELETE FROM row_counts;
  INSERT INTO row_counts (counter, total)
    SELECT counter, count(*) FROM citizens, citizen_counters(branch_id, created_by) AS counter WHERE counter IS NOT NULL GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM users, user_counters() AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM service_requests, service_request_counters(status) AS counter GROUP BY counter
    UNION ALL SELECT counter, count(*) FROM current_documents, current_document_counters(branch_id, doc_type) AS counter WHERE counter IS NOT NULL GROUP BY counter;
$$;--> statement-breakpoint
SELECT rebuild_current_documents();
