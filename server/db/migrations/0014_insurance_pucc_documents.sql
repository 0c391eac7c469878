ALTER TABLE "insurances" ADD COLUMN "file_path" text;--> statement-breakpoint
ALTER TABLE "puccs" ADD COLUMN "file_path" text;