CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"wa_id" text NOT NULL,
	"mobile" text,
	"profile_name" text,
	"assignee_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_incoming_at" timestamp with time zone,
	"last_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incoming_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"conversation_id" integer NOT NULL,
	"wa_id" text NOT NULL,
	"profile_name" text,
	"sent_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"text" text,
	"media_id" text,
	"media_mime" text,
	"media_filename" text,
	"file_path" text,
	"media_error" text,
	"context_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "template_name" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_messages" ADD CONSTRAINT "incoming_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_wa_id_idx" ON "conversations" USING btree ("wa_id");--> statement-breakpoint
CREATE INDEX "conversations_mobile_idx" ON "conversations" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "conversations_activity_idx" ON "conversations" USING btree ("last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_unread_idx" ON "conversations" USING btree ("last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "conversations"."unread_count" > 0;--> statement-breakpoint
CREATE INDEX "conversations_assignee_idx" ON "conversations" USING btree ("assignee_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_messages_provider_idx" ON "incoming_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "incoming_messages_conversation_idx" ON "incoming_messages" USING btree ("conversation_id","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "incoming_messages_text_idx" ON "incoming_messages" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);