-- Each server instance keeps the sessions it has read for a few seconds (server/lib/accounts/session-cache.ts) and
-- LISTENs on 'sessions' for what makes one stale: a token deleted (signed out, revoked, purged) or its idle clock
-- turned back, a user's name, contact, role, branch, password or temporary password changed, a table emptied.
-- The payload is the users' ids, comma-separated, or '*' (every session).
CREATE FUNCTION notify_sessions_of_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text;
BEGIN
  SELECT string_agg(DISTINCT user_id::text, ',') INTO ids FROM changed_tokens;
  IF ids IS NOT NULL THEN PERFORM pg_notify('sessions', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row trigger's user: the column named by its argument (users.id, api_tokens.user_id).
CREATE FUNCTION notify_sessions_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_all_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER api_tokens_deleted AFTER DELETE ON api_tokens
  REFERENCING OLD TABLE AS changed_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_of_tokens();
--> statement-breakpoint
CREATE TRIGGER api_tokens_changed AFTER UPDATE ON api_tokens FOR EACH ROW
  WHEN (NEW.last_used_at < OLD.last_used_at OR NEW.user_id <> OLD.user_id OR NEW.token_hash <> OLD.token_hash)
  EXECUTE FUNCTION notify_sessions_of_row('user_id');
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.name, OLD.email, OLD.phone, OLD.role, OLD.branch_id, OLD.must_change_password, OLD.password_hash)
    IS DISTINCT FROM (NEW.name, NEW.email, NEW.phone, NEW.role, NEW.branch_id, NEW.must_change_password, NEW.password_hash))
  EXECUTE FUNCTION notify_sessions_of_row('id');
--> statement-breakpoint
CREATE TRIGGER api_tokens_emptied AFTER TRUNCATE ON api_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_all_sessions();
--> statement-breakpoint
CREATE TRIGGER users_emptied AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_all_sessions();
