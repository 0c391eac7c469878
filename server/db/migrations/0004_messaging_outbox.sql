ALTER TYPE "public"."message_status" ADD VALUE 'sending' BEFORE 'sent';--> statement-breakpoint
ALTER TYPE "public"."message_status" ADD VALUE 'delivered' BEFORE 'failed';--> statement-breakpoint
ALTER TYPE "public"."message_status" ADD VALUE 'read' BEFORE 'failed';--> statement-breakpoint
DROP INDEX "messages_citizen_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "template_params" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_provider_idx" ON "messages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "messages_citizen_idx" ON "messages" USING btree ("citizen_id","id");