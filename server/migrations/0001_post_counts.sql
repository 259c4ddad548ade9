-- Keeps post_counts equal to the posts grouped by status, category and language. Statement-level triggers with
-- transition tables write one aggregated upsert per statement (an import of thousands of rows touches each group
-- once); an update writes only the groups whose totals it changes, so editing a title writes nothing here. The
-- ORDER BY takes the counter rows' locks in one order, so concurrent writers cannot deadlock on them.
CREATE FUNCTION post_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_counts (status, category_id, language_id, total)
    SELECT status, category_id, language_id, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (status, category_id, language_id) DO UPDATE SET total = post_counts.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO post_counts (status, category_id, language_id, total)
    SELECT status, category_id, language_id, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (status, category_id, language_id) DO UPDATE SET total = post_counts.total + excluded.total;
  ELSE
    INSERT INTO post_counts (status, category_id, language_id, total)
    SELECT status, category_id, language_id, sum(delta)
    FROM (
      SELECT status, category_id, language_id, -1 AS delta FROM old_rows
      UNION ALL
      SELECT status, category_id, language_id, 1 FROM new_rows
    ) changes
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (status, category_id, language_id) DO UPDATE SET total = post_counts.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_counts_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply();
--> statement-breakpoint
CREATE TRIGGER posts_counts_update AFTER UPDATE ON posts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply();
--> statement-breakpoint
CREATE TRIGGER posts_counts_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION post_counts_apply();
--> statement-breakpoint
INSERT INTO post_counts (status, category_id, language_id, total)
SELECT status, category_id, language_id, count(*) FROM posts GROUP BY 1, 2, 3;
