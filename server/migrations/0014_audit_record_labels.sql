-- What each record was called when its entry was written (issue 39), so that Activity and History still name a record
-- deleted or renamed since. Entries written before have none: they read with the record's id, as before.
ALTER TABLE "audit_entries" ADD COLUMN "record_labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
DROP FUNCTION audit_entry_insert(uuid, text, text, text, text, text[], jsonb, jsonb);--> statement-breakpoint
CREATE FUNCTION audit_entry_insert(
  entry_actor_id uuid, entry_mobile text, entry_address text, entry_action text, entry_resource text,
  entry_record_ids text[], entry_changes jsonb, entry_detail jsonb, entry_record_labels jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_entries (actor_id, actor_name, actor_mobile, address, action, resource, record_ids, changes, detail,
                             record_labels)
  SELECT entry_actor_id, trim(u.first_name || ' ' || u.last_name), coalesce(u.mobile_number, entry_mobile), entry_address,
         entry_action, entry_resource, entry_record_ids, entry_changes, entry_detail, entry_record_labels
  FROM (SELECT 1) AS one LEFT JOIN users u ON u.id = entry_actor_id;
END $$;
