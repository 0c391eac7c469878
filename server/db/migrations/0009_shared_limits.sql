CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unknown_login_attempts" (
	"identifier" text PRIMARY KEY NOT NULL,
	"failed_logins" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"tried_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_idx" ON "rate_limit_hits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "unknown_login_attempts_tried_idx" ON "unknown_login_attempts" USING btree ("tried_at");