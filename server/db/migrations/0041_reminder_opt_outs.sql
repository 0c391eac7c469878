-- A STOP reply to the reminders opts out the mobile, not only the citizens it had then: a citizen created later with
-- that mobile, or given it, is opted out too until the number replies START (README §Reminders).
CREATE TABLE "reminder_opt_outs" (
	"mobile" text PRIMARY KEY NOT NULL,
	"reply" text NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION citizen_reminder_opt_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM reminder_opt_outs WHERE mobile = NEW.mobile) THEN
    NEW.reminders_opt_out := true;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER citizens_reminder_opt_out BEFORE INSERT OR UPDATE OF mobile, reminders_opt_out ON citizens
  FOR EACH ROW EXECUTE FUNCTION citizen_reminder_opt_out();
