CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"audit_entry_id" uuid NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_attempts_delivery_attempt_key" ON "webhook_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_key" ON "webhook_deliveries" USING btree ("audit_entry_id","event","webhook_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
-- hand-written:
-- The webhook events an audit entry is (issue 44): a create; a status change, also published or rejected by the status
-- it set (a create straight to Published is published too); the desk's assign and note; a backup's end. Nothing of the
-- webhooks themselves, whose entries would tell their own addresses.
CREATE FUNCTION webhook_events_of(entry_action text, entry_resource text, entry_changes jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN entry_resource = 'webhooks' THEN ARRAY[]::text[] ELSE array_remove(ARRAY[
    CASE WHEN entry_action = 'create' THEN 'created' END,
    CASE WHEN entry_action IN ('status', 'bulkStatus') THEN 'statusChanged' END,
    CASE WHEN entry_action IN ('create', 'status', 'bulkStatus') AND EXISTS (
      SELECT 1 FROM jsonb_array_elements(entry_changes) AS change WHERE change->>'after' = 'Published') THEN 'published' END,
    CASE WHEN entry_action IN ('status', 'bulkStatus') AND EXISTS (
      SELECT 1 FROM jsonb_array_elements(entry_changes) AS change WHERE change->>'after' = 'Rejected') THEN 'rejected' END,
    CASE WHEN entry_action = 'assign' THEN 'assigned' END,
    CASE WHEN entry_action = 'note' THEN 'noteAdded' END,
    CASE WHEN entry_action = 'backup' THEN 'backupFinished' END,
    CASE WHEN entry_action = 'backupFailed' THEN 'backupFailed' END
  ], NULL) END
$$;
--> statement-breakpoint
-- The outbox: one delivery per event and hook that wants it, with the body it will be POSTed with, inserted by the
-- statement that writes the entries, so it commits with the change or not at all, whichever process wrote it; the
-- unique key (entry, event, hook) keeps it to one row. A restore (triggers off) queues nothing.
CREATE FUNCTION webhook_deliveries_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (webhook_id, audit_entry_id, event, body)
  SELECT hook.id, entry.id, event.name, jsonb_build_object(
      'event', event.name,
      'resource', entry.resource,
      'ids', to_jsonb(entry.record_ids),
      'actor', CASE WHEN entry.actor_id IS NULL THEN NULL
               ELSE jsonb_build_object('adminID', entry.actor_id, 'name', entry.actor_name) END,
      'at', to_char(entry.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
  FROM new_rows AS entry
  CROSS JOIN LATERAL unnest(webhook_events_of(entry.action, entry.resource, entry.changes)) AS event(name)
  JOIN webhooks AS hook ON hook.events ? event.name
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_webhooks AFTER INSERT ON audit_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION webhook_deliveries_enqueue();
