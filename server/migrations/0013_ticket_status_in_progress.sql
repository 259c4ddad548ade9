-- A ticket's status as spec section 3 writes it: `in progress`, with its space, where `inProgress` was stored.
ALTER TABLE "reporter_tickets" ALTER COLUMN "status" SET DEFAULT 'in progress';--> statement-breakpoint
UPDATE "reporter_tickets" SET "status" = 'in progress' WHERE "status" = 'inProgress';--> statement-breakpoint
-- The tickets' history too, so that a revert puts back a status the tickets still have.
UPDATE "audit_entries" SET "changes" = (
	SELECT jsonb_agg(
		CASE WHEN "change"->>'field' = 'reporterTicketStatus' THEN "change"
			|| CASE WHEN "change"->>'before' = 'inProgress' THEN '{"before":"in progress"}'::jsonb ELSE '{}'::jsonb END
			|| CASE WHEN "change"->>'after' = 'inProgress' THEN '{"after":"in progress"}'::jsonb ELSE '{}'::jsonb END
		ELSE "change" END ORDER BY "position")
	FROM jsonb_array_elements("audit_entries"."changes") WITH ORDINALITY AS "changed"("change", "position")
)
WHERE "resource" = 'reporterTickets' AND jsonb_typeof("changes") = 'array' AND jsonb_array_length("changes") > 0;
