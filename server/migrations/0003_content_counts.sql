CREATE TABLE "daily_quote_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_counts" (
	"status" text NOT NULL,
	"category_id" uuid NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "short_counts_status_category_id_pk" PRIMARY KEY("status","category_id")
);
--> statement-breakpoint
-- Keep short_counts and daily_quote_counts equal to the rows grouped by status (and category), the way
-- 0001_post_counts keeps post_counts: one aggregated upsert per statement, only groups whose totals change, locks
-- taken in one order.
CREATE FUNCTION short_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO short_counts (status, category_id, total)
    SELECT status, category_id, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, category_id) DO UPDATE SET total = short_counts.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO short_counts (status, category_id, total)
    SELECT status, category_id, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, category_id) DO UPDATE SET total = short_counts.total + excluded.total;
  ELSE
    INSERT INTO short_counts (status, category_id, total)
    SELECT status, category_id, sum(delta)
    FROM (SELECT status, category_id, -1 AS delta FROM old_rows UNION ALL SELECT status, category_id, 1 FROM new_rows) changes
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (status, category_id) DO UPDATE SET total = short_counts.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION daily_quote_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_quote_counts (status, total)
    SELECT status, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET total = daily_quote_counts.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO daily_quote_counts (status, total)
    SELECT status, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET total = daily_quote_counts.total + excluded.total;
  ELSE
    INSERT INTO daily_quote_counts (status, total)
    SELECT status, sum(delta)
    FROM (SELECT status, -1 AS delta FROM old_rows UNION ALL SELECT status, 1 FROM new_rows) changes
    GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1
    ON CONFLICT (status) DO UPDATE SET total = daily_quote_counts.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shorts_counts_insert AFTER INSERT ON shorts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION short_counts_apply();
--> statement-breakpoint
CREATE TRIGGER shorts_counts_update AFTER UPDATE ON shorts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION short_counts_apply();
--> statement-breakpoint
CREATE TRIGGER shorts_counts_delete AFTER DELETE ON shorts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION short_counts_apply();
--> statement-breakpoint
CREATE TRIGGER daily_quotes_counts_insert AFTER INSERT ON daily_quotes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_quote_counts_apply();
--> statement-breakpoint
CREATE TRIGGER daily_quotes_counts_update AFTER UPDATE ON daily_quotes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_quote_counts_apply();
--> statement-breakpoint
CREATE TRIGGER daily_quotes_counts_delete AFTER DELETE ON daily_quotes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_quote_counts_apply();
--> statement-breakpoint
INSERT INTO short_counts (status, category_id, total)
SELECT status, category_id, count(*) FROM shorts GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO daily_quote_counts (status, total)
SELECT status, count(*) FROM daily_quotes GROUP BY 1;
