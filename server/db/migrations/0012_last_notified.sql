ALTER TABLE "driving_licences" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learner_licences" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fitnesses" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insurances" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "permits" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "puccs" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "speed_governors" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vltds" ADD COLUMN "notified_at" timestamp with time zone;