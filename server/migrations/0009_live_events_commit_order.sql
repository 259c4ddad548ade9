-- Live events are numbered in commit order (issue 30), so that a stream resuming after event N (Last-Event-ID)
-- misses none that commit later with a smaller insert id. The number is given by a constraint trigger deferred to
-- the commit, under a transaction-level advisory lock held until the commit has ended: a transaction numbers its
-- events only after every earlier-numbered one is visible, so whoever sees event N sees every event before N
-- (numbers of transactions that fail after numbering are gaps, never shown). Only that moment is serialised.
ALTER TABLE "live_events" ADD COLUMN "position" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_position_idx" ON "live_events" USING btree ("position");--> statement-breakpoint
-- Owned by the column, so a restore's sequence reset continues it after the restored rows.
CREATE SEQUENCE "live_events_position_seq" OWNED BY "live_events"."position";
--> statement-breakpoint
-- Events stored before keep their id as their number, and numbers go on after every id already handed out, so a
-- stream that resumes from an old id gets the new events.
UPDATE "live_events" SET "position" = "id";
--> statement-breakpoint
SELECT setval('live_events_position_seq', last_value, is_called) FROM live_events_id_seq;
--> statement-breakpoint
-- The payload 'events' only wakes each process's hub (identical ones of one transaction arrive once); the hub
-- reads the events after the last it delivered. 7312845311 is this lock's key, used nowhere else.
CREATE FUNCTION live_events_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7312845311);
  UPDATE live_events SET position = nextval('live_events_position_seq') WHERE id = NEW.id;
  PERFORM pg_notify('live_events', 'events');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_events_number AFTER INSERT ON live_events DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION live_events_number();
--> statement-breakpoint
-- A session that ends (Sign Out, sessions ended from My account or by a password change, a deactivated or deleted
-- admin) is announced on the same channel, so every process ends the event streams of that session at once.
CREATE FUNCTION sessions_announce_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', 'session-ended ' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION sessions_announce_end();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND OLD.expires_at > now()) EXECUTE FUNCTION sessions_announce_end();
