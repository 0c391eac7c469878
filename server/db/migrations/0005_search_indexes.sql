ALTER TABLE "vehicles" ADD COLUMN "application_no" text;--> statement-breakpoint
CREATE INDEX "driving_licences_dl_no_trgm" ON "driving_licences" USING gin (replace("dl_no", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "driving_licences_application_trgm" ON "driving_licences" USING gin (replace("application_no", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "learner_licences_ll_no_trgm" ON "learner_licences" USING gin (replace("ll_no", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "learner_licences_application_trgm" ON "learner_licences" USING gin (replace("application_no", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_registration_trgm" ON "vehicles" USING gin ("registration_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_chassis_trgm" ON "vehicles" USING gin ("chassis_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_engine_trgm" ON "vehicles" USING gin ("engine_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_application_trgm" ON "vehicles" USING gin (replace("application_no", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insurances_policy_trgm" ON "insurances" USING gin (replace("policy_number", '-', '') gin_trgm_ops);