CREATE TABLE "reminder_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"window" smallint NOT NULL,
	"run_date" date NOT NULL,
	"citizen_id" integer NOT NULL,
	"branch_id" integer,
	"message_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"run_date" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "citizens" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "citizens" ADD COLUMN "reminders_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "reminder_documents" ADD CONSTRAINT "reminder_documents_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_documents_window_idx" ON "reminder_documents" USING btree ("doc_type","record_id","expiry_date","window");--> statement-breakpoint
CREATE INDEX "reminder_documents_run_idx" ON "reminder_documents" USING btree ("run_date","branch_id","message_id");--> statement-breakpoint
CREATE INDEX "reminder_documents_message_idx" ON "reminder_documents" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "reminder_documents_citizen_idx" ON "reminder_documents" USING btree ("citizen_id","message_id");