CREATE TABLE "quick_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driving_licences" ADD COLUMN "source_message_id" integer;--> statement-breakpoint
ALTER TABLE "learner_licences" ADD COLUMN "source_message_id" integer;--> statement-breakpoint
ALTER TABLE "fitnesses" ADD COLUMN "source_message_id" integer;--> statement-breakpoint
ALTER TABLE "insurances" ADD COLUMN "source_message_id" integer;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "source_message_id" integer;--> statement-breakpoint
ALTER TABLE "puccs" ADD COLUMN "source_message_id" integer;--> statement-breakpoint
ALTER TABLE "speed_governors" ADD COLUMN "source_message_id" integer;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "source_message_id" integer;--> statement-breakpoint
ALTER TABLE "vltds" ADD COLUMN "source_message_id" integer;--> statement-breakpoint
ALTER TABLE "driving_licences" ADD CONSTRAINT "driving_licences_source_message_id_incoming_messages_id_fk" FOREIGN KEY ("source_message_id") REFERENCES "public"."incoming_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_licences" ADD CONSTRAINT "learner_licences_source_message_id_incoming_messages_id_fk" FOREIGN KEY ("source_message_id") REFERENCES "public"."incoming_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitnesses" ADD CONSTRAINT "fitnesses_source_message_id_incoming_messages_id_fk" FOREIGN KEY ("source_message_id") REFERENCES "public"."incoming_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurances" ADD CONSTRAINT "insurances_source_message_id_incoming_messages_id_fk" FOREIGN KEY ("source_message_id") REFERENCES "public"."incoming_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permits" ADD CONSTRAINT "permits_source_message_id_incoming_messages_id_fk" FOREIGN KEY ("source_message_id") REFERENCES "public"."incoming_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puccs" ADD CONSTRAINT "puccs_source_message_id_incoming_messages_id_fk" FOREIGN KEY ("source_message_id") REFERENCES "public"."incoming_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speed_governors" ADD CONSTRAINT "speed_governors_source_message_id_incoming_messages_id_fk" FOREIGN KEY ("source_message_id") REFERENCES "public"."incoming_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_source_message_id_incoming_messages_id_fk" FOREIGN KEY ("source_message_id") REFERENCES "public"."incoming_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vltds" ADD CONSTRAINT "vltds_source_message_id_incoming_messages_id_fk" FOREIGN KEY ("source_message_id") REFERENCES "public"."incoming_messages"("id") ON DELETE set null ON UPDATE no action;