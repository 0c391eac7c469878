-- A search for a full name ('kamal sahu': two common words, some 2,300 of a million citizens) read the trigram lists
-- of both words and checked thousands of rows (24 ms), or walked 57,000 of the newest (11 ms). citizen_names holds
-- each distinct name, relation's name and father's name once: the few values containing the term are found there,
-- then the newest citizens holding each value, from the name indexes below, as short walks.
CREATE TABLE "citizen_names" (
	"value" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION citizen_name_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO citizen_names (value)
    SELECT DISTINCT v.value FROM new_rows c, LATERAL (VALUES (lower(c.name)), (lower(c.relation_name)), (lower(c.father_name))) AS v(value)
     WHERE v.value IS NOT NULL
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER citizens_names_insert AFTER INSERT ON citizens REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION citizen_name_values();--> statement-breakpoint
CREATE TRIGGER citizens_names_update AFTER UPDATE ON citizens REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION citizen_name_values();--> statement-breakpoint
-- Every value the citizens hold, after a bulk load that skipped the triggers.
CREATE FUNCTION rebuild_citizen_names() RETURNS void LANGUAGE sql AS $$
  INSERT INTO citizen_names (value)
    SELECT lower(name) FROM citizens
    UNION SELECT lower(relation_name) FROM citizens WHERE relation_name IS NOT NULL
    UNION SELECT lower(father_name) FROM citizens WHERE father_name IS NOT NULL
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
SELECT rebuild_citizen_names();--> statement-breakpoint
CREATE INDEX "citizen_names_trgm" ON "citizen_names" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "citizens_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "citizens_name_prefix_idx" ON "citizens" USING btree (lower("name") text_pattern_ops,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"branch_id","created_by");--> statement-breakpoint
CREATE INDEX "citizens_relation_name_idx" ON "citizens" USING btree (lower("relation_name"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"branch_id","created_by");--> statement-breakpoint
CREATE INDEX "citizens_father_name_idx" ON "citizens" USING btree (lower("father_name"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"branch_id","created_by");
