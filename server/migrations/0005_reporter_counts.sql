CREATE TABLE "reporter_counts" (
	"status" text NOT NULL,
	"role" text NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "reporter_counts_status_role_pk" PRIMARY KEY("status","role")
);
--> statement-breakpoint
-- Keep reporter_counts equal to users grouped by status and role, the way 0001_post_counts keeps post_counts: one
-- aggregated upsert per statement, only groups whose totals change, locks taken in one order.
CREATE FUNCTION reporter_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO reporter_counts (status, role, total)
    SELECT status, role, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, role) DO UPDATE SET total = reporter_counts.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO reporter_counts (status, role, total)
    SELECT status, role, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, role) DO UPDATE SET total = reporter_counts.total + excluded.total;
  ELSE
    INSERT INTO reporter_counts (status, role, total)
    SELECT status, role, sum(delta)
    FROM (SELECT status, role, -1 AS delta FROM old_rows UNION ALL SELECT status, role, 1 FROM new_rows) changes
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (status, role) DO UPDATE SET total = reporter_counts.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reporter_counts_apply();
--> statement-breakpoint
CREATE TRIGGER users_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reporter_counts_apply();
--> statement-breakpoint
CREATE TRIGGER users_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reporter_counts_apply();
--> statement-breakpoint
INSERT INTO reporter_counts (status, role, total)
SELECT status, role, count(*) FROM users GROUP BY 1, 2;
