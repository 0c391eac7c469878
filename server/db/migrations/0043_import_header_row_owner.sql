-- Issue 32, registers as offices keep them: the header row may lie below a title (imports.header_row); one row per
-- vehicle, a row whose owner (same mobile and name) an earlier row of the file has points at it (import_rows.owner_row)
-- and its vehicle goes to that owner, counted in imports.added.
ALTER TABLE "import_rows" ADD COLUMN "owner_row" integer;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "header_row" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "added" integer DEFAULT 0 NOT NULL;
