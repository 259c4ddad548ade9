CREATE TABLE "daily_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_runs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
CREATE TABLE "desk_assignments" (
	"resource" text NOT NULL,
	"record_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_assignments_resource_record_id_pk" PRIMARY KEY("resource","record_id")
);
--> statement-breakpoint
CREATE TABLE "desk_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource" text NOT NULL,
	"record_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"resource" text,
	"record_id" text,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "desk_assignments" ADD CONSTRAINT "desk_assignments_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_assignments" ADD CONSTRAINT "desk_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_notes" ADD CONSTRAINT "desk_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_assignments_admin_idx" ON "desk_assignments" USING btree ("admin_id","resource");--> statement-breakpoint
CREATE INDEX "desk_assignments_record_idx" ON "desk_assignments" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "desk_notes_record_idx" ON "desk_notes" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_admin_at_idx" ON "notifications" USING btree ("admin_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_at_idx" ON "notifications" USING btree ("at");--> statement-breakpoint
-- hand-written:
-- Notifications that follow from an audit entry (issue 44), written by the entry's insert, so in the transaction of
-- the change whoever wrote it (any service, any process): a status change of a record notifies the admins who
-- assigned it or wrote a note on it, a failed backup every active admin; never the actor. Each notified admin's
-- stream hears of it through a live event of resource `notifications` naming them (events.routes.ts).
CREATE FUNCTION desk_notify_from_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  notified uuid[];
BEGIN
  IF NEW.action = 'backupFailed' THEN
    WITH inserted AS (
      INSERT INTO notifications (admin_id, kind, text)
      SELECT u.id, 'backupFailed', 'A backup failed: ' || coalesce(NEW.detail->>'error', 'see Settings → Backups')
        FROM users u
       WHERE u.role = 'Admin' AND u.status = 'Active' AND u.id IS DISTINCT FROM NEW.actor_id
      RETURNING admin_id
    )
    SELECT array_agg(DISTINCT admin_id) INTO notified FROM inserted;
  ELSIF NEW.action NOT IN ('assign', 'note', 'noteEdit', 'noteDelete', 'refused')
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(NEW.changes) c WHERE c->>'field' ~* 'status$') THEN
    WITH watchers AS (
      SELECT a.resource, a.record_id, a.assigned_by AS admin_id
        FROM desk_assignments a
       WHERE a.record_id::text = ANY (NEW.record_ids) AND a.assigned_by IS NOT NULL
      UNION
      SELECT n.resource, n.record_id, n.author_id
        FROM desk_notes n
       WHERE n.record_id::text = ANY (NEW.record_ids)
    ), inserted AS (
      INSERT INTO notifications (admin_id, kind, resource, record_id, text)
      SELECT w.admin_id, 'statusChanged', w.resource, w.record_id::text,
             coalesce(NEW.actor_name, 'Someone') || ' changed the status of '
               || coalesce('"' || (NEW.record_labels->>(w.record_id::text)) || '"', 'a record you follow')
               || coalesce(' to ' || (SELECT c->>'after' FROM jsonb_array_elements(NEW.changes) c
                                       WHERE c->>'field' ~* 'status$' LIMIT 1), '')
        FROM watchers w
        JOIN users u ON u.id = w.admin_id AND u.status = 'Active'
       WHERE w.admin_id IS DISTINCT FROM NEW.actor_id
      RETURNING admin_id
    )
    SELECT array_agg(DISTINCT admin_id) INTO notified FROM inserted;
  END IF;
  IF notified IS NOT NULL THEN
    INSERT INTO live_events (resource, ids, action, actor_id)
    VALUES ('notifications', to_jsonb(notified), 'create', NEW.actor_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_desk_notify AFTER INSERT ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION desk_notify_from_audit();
