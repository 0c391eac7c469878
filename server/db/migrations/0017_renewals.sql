CREATE TABLE "renewal_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"renewal_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"citizen_id" integer NOT NULL,
	"vehicle_id" integer,
	"branch_id" integer,
	"expiry_date" date NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"assignee_id" integer,
	"lost_reason" text,
	"earned" numeric(12, 2),
	"renewed_by_record_id" integer,
	"status_before_renewal" text,
	"renewed_at" timestamp with time zone,
	"notes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renewal_notes" ADD CONSTRAINT "renewal_notes_renewal_id_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."renewals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_notes" ADD CONSTRAINT "renewal_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_notes_renewal_idx" ON "renewal_notes" USING btree ("renewal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_document_idx" ON "renewals" USING btree ("doc_type","record_id");--> statement-breakpoint
CREATE INDEX "renewals_status_idx" ON "renewals" USING btree ("status","expiry_date","id");--> statement-breakpoint
CREATE INDEX "renewals_branch_idx" ON "renewals" USING btree ("branch_id","status","expiry_date","id");--> statement-breakpoint
CREATE INDEX "renewals_assignee_idx" ON "renewals" USING btree ("assignee_id","status","expiry_date","id");--> statement-breakpoint
CREATE INDEX "renewals_type_idx" ON "renewals" USING btree ("doc_type","status","expiry_date","id");--> statement-breakpoint
CREATE INDEX "renewals_vehicle_idx" ON "renewals" USING btree ("vehicle_id","doc_type");--> statement-breakpoint
CREATE INDEX "renewals_citizen_idx" ON "renewals" USING btree ("citizen_id","doc_type");--> statement-breakpoint
CREATE INDEX "renewals_renewed_idx" ON "renewals" USING btree ("renewed_at");