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
-- The tallies of the entries written so far, with the keys tallyKeysOf (server/src/audit/audit-tallies.ts) gives an
-- entry: each combination of its resource, action and actor (by id, by mobile number) with '' for "any".
INSERT INTO "audit_tallies" ("resource", "action", "actor_id", "actor_mobile", "day", "slot", "entries")
SELECT keys.resource, keys.action, keys.actor_id, keys.actor_mobile, (e.at AT TIME ZONE 'UTC')::date, 0, count(*)
FROM "audit_entries" e CROSS JOIN LATERAL (
  SELECT * FROM (VALUES
    ('', '', '', ''), (e.resource, '', '', ''), ('', e.action, '', ''), (e.resource, e.action, '', ''),
    ('', '', e.actor_id::text, ''), (e.resource, '', e.actor_id::text, ''),
    ('', e.action, e.actor_id::text, ''), (e.resource, e.action, e.actor_id::text, ''),
    ('', '', '', nullif(e.actor_mobile, '')), (e.resource, '', '', nullif(e.actor_mobile, '')),
    ('', e.action, '', nullif(e.actor_mobile, '')), (e.resource, e.action, '', nullif(e.actor_mobile, ''))
  ) AS k (resource, action, actor_id, actor_mobile)
  WHERE actor_id IS NOT NULL AND actor_mobile IS NOT NULL
) AS keys
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
DROP TABLE "audit_counts" CASCADE;
