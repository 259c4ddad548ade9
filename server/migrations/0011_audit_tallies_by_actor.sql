-- An entry counted in 12 rows (each combination of resource, action and actor with '' for any), which cost the update
-- path 0.25 ms of its 4; now it counts in at most 8: the four of its resource and action without an actor, and for its
-- actor's id and for its mobile number two each: one for any resource and action, and one of its resource and action.
-- A filter of an actor and a resource or an action sums that actor's rows of the resource or action, at most one per
-- resource and action a day; the key now leads with the actor.
TRUNCATE "audit_tallies";
--> statement-breakpoint
ALTER TABLE "audit_tallies" DROP CONSTRAINT "audit_tallies_resource_action_actor_id_actor_mobile_day_slot_pk";
--> statement-breakpoint
ALTER TABLE "audit_tallies" ADD CONSTRAINT "audit_tallies_actor_id_actor_mobile_resource_action_day_slot_pk" PRIMARY KEY("actor_id","actor_mobile","resource","action","day","slot");
--> statement-breakpoint
-- The audit_tallies keys an entry counts in (the triggers of migration 0010 use it for inserts and deletes): its
-- resource and action with '' in the place of either and no actor, then its actor's id with neither and with both, and
-- the same for its mobile number, each only when the entry has it (a failed sign-in has no id, a server's own entry
-- neither).
CREATE OR REPLACE FUNCTION audit_tally_keys(entry_resource text, entry_action text, entry_actor_id uuid, entry_actor_mobile text)
RETURNS TABLE (resource text, action text, actor_id text, actor_mobile text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT * FROM (VALUES
    ('', '', '', ''), (entry_resource, '', '', ''), ('', entry_action, '', ''), (entry_resource, entry_action, '', ''),
    ('', '', entry_actor_id::text, ''), (entry_resource, entry_action, entry_actor_id::text, ''),
    ('', '', '', nullif(entry_actor_mobile, '')), (entry_resource, entry_action, '', nullif(entry_actor_mobile, ''))
  ) AS k (resource, action, actor_id, actor_mobile)
  WHERE k.actor_id IS NOT NULL AND k.actor_mobile IS NOT NULL
$$;
--> statement-breakpoint
-- The entries written so far, counted again by the new keys.
INSERT INTO audit_tallies (resource, action, actor_id, actor_mobile, day, slot, entries)
SELECT k.resource, k.action, k.actor_id, k.actor_mobile, (e.at AT TIME ZONE 'UTC')::date, 0, count(*)
FROM audit_entries e CROSS JOIN LATERAL audit_tally_keys(e.resource, e.action, e.actor_id, e.actor_mobile) k
GROUP BY 1, 2, 3, 4, 5;
