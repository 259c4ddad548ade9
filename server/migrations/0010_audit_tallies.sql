CREATE TABLE "audit_tallies" (
	"resource" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_mobile" text NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "audit_tallies_resource_action_actor_id_actor_mobile_day_slot_pk" PRIMARY KEY("resource","action","actor_id","actor_mobile","day","slot")
);
--> statement-breakpoint
-- The audit_tallies keys an entry counts in: each combination of its resource, action and actor (by id, and by
-- mobile number) with '' ("any") in the place of each, an actor only by what the entry has (a failed sign-in has no
-- id, a server's own entry neither). A filter of the Activity list without recordId reads the rows of one key.
CREATE FUNCTION audit_tally_keys(entry_resource text, entry_action text, entry_actor_id uuid, entry_actor_mobile text)
RETURNS TABLE (resource text, action text, actor_id text, actor_mobile text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT * FROM (VALUES
    ('', '', '', ''), (entry_resource, '', '', ''), ('', entry_action, '', ''), (entry_resource, entry_action, '', ''),
    ('', '', entry_actor_id::text, ''), (entry_resource, '', entry_actor_id::text, ''),
    ('', entry_action, entry_actor_id::text, ''), (entry_resource, entry_action, entry_actor_id::text, ''),
    ('', '', '', nullif(entry_actor_mobile, '')), (entry_resource, '', '', nullif(entry_actor_mobile, '')),
    ('', entry_action, '', nullif(entry_actor_mobile, '')), (entry_resource, entry_action, '', nullif(entry_actor_mobile, ''))
  ) AS k (resource, action, actor_id, actor_mobile)
  WHERE k.actor_id IS NOT NULL AND k.actor_mobile IS NOT NULL
$$;
--> statement-breakpoint
-- Keep audit_tallies equal to audit_entries counted per key and day (UTC), in the statement that writes the entries
-- (recordAudit's insert, the retention purge's delete). An insert adds to the slot of its connection, so concurrent
-- writers rarely wait on one row; the key of every entry ('' everywhere) sorts first, so every writer of a slot locks
-- that row before any other and two writers queue there instead of each holding a row the other wants. A delete
-- replaces the rows of the entries' keys and days, in every slot, by one row (slot 0) holding what is left, none when
-- nothing is. Entries are not updated; an update is taken as a delete and an insert.
CREATE FUNCTION audit_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    WITH untallied AS (
      SELECT k.resource, k.action, k.actor_id, k.actor_mobile, (o.at AT TIME ZONE 'UTC')::date AS day, count(*) AS entries
      FROM old_rows o CROSS JOIN LATERAL audit_tally_keys(o.resource, o.action, o.actor_id, o.actor_mobile) k
      GROUP BY 1, 2, 3, 4, 5
    ),
    folded AS (
      DELETE FROM audit_tallies t USING untallied u
      WHERE (t.resource, t.action, t.actor_id, t.actor_mobile, t.day) = (u.resource, u.action, u.actor_id, u.actor_mobile, u.day)
      RETURNING t.*
    )
    INSERT INTO audit_tallies (resource, action, actor_id, actor_mobile, day, slot, entries)
    SELECT f.resource, f.action, f.actor_id, f.actor_mobile, f.day, 0, sum(f.entries) - u.entries
    FROM folded f JOIN untallied u USING (resource, action, actor_id, actor_mobile, day)
    GROUP BY f.resource, f.action, f.actor_id, f.actor_mobile, f.day, u.entries
    HAVING sum(f.entries) <> u.entries;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO audit_tallies (resource, action, actor_id, actor_mobile, day, slot, entries)
    SELECT k.resource, k.action, k.actor_id, k.actor_mobile, (n.at AT TIME ZONE 'UTC')::date, pg_backend_pid() % 16, count(*)
    FROM new_rows n CROSS JOIN LATERAL audit_tally_keys(n.resource, n.action, n.actor_id, n.actor_mobile) k
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (resource, action, actor_id, actor_mobile, day, slot) DO UPDATE SET entries = audit_tallies.entries + excluded.entries;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The one insert of an entry (recordAudit's): the actor's name and mobile number are copied from users, so the entry
-- outlives the account (the number given is a failed sign-in's, who has no account). A function, so that PL/pgSQL
-- keeps its plan: the same insert written into recordAudit's statement was planned on every write.
CREATE FUNCTION audit_entry_insert(
  entry_actor_id uuid, entry_mobile text, entry_address text, entry_action text, entry_resource text,
  entry_record_ids text[], entry_changes jsonb, entry_detail jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_entries (actor_id, actor_name, actor_mobile, address, action, resource, record_ids, changes, detail)
  SELECT entry_actor_id, trim(u.first_name || ' ' || u.last_name), coalesce(u.mobile_number, entry_mobile), entry_address,
         entry_action, entry_resource, entry_record_ids, entry_changes, entry_detail
  FROM (SELECT 1) AS one LEFT JOIN users u ON u.id = entry_actor_id;
END $$;
--> statement-breakpoint
-- The entries written so far.
INSERT INTO audit_tallies (resource, action, actor_id, actor_mobile, day, slot, entries)
SELECT k.resource, k.action, k.actor_id, k.actor_mobile, (e.at AT TIME ZONE 'UTC')::date, 0, count(*)
FROM audit_entries e CROSS JOIN LATERAL audit_tally_keys(e.resource, e.action, e.actor_id, e.actor_mobile) k
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER audit_entries_tallies_insert AFTER INSERT ON audit_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER audit_entries_tallies_update AFTER UPDATE ON audit_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_tallies_apply();
--> statement-breakpoint
CREATE TRIGGER audit_entries_tallies_delete AFTER DELETE ON audit_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_tallies_apply();
--> statement-breakpoint
CREATE INDEX "audit_entries_actor_mobile_at_idx" ON "audit_entries" USING btree ("actor_mobile","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
DROP TABLE "audit_counts" CASCADE;
