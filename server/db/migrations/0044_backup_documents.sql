ALTER TABLE "backup_files" ADD COLUMN "documents" integer;--> statement-breakpoint
ALTER TABLE "backup_files" ADD COLUMN "document_bytes" bigint;
