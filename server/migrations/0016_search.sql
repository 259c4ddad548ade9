-- The top bar's search (issue 42) reads the tables themselves, so a write is found by the next search. Text is
-- compared after search_normalize: Unicode NFD, then without Latin combining accents and Arabic-script harakat (an
-- alef with hamza or madda becomes a bare alef, ۃ/ۂ a heh, ؤ a waw), the remaining Arabic-script letter variants
-- folded (ٱ → ا; ى ي → ی; ك → ک; ہ ة → ه), back to NFC (so a Devanagari letter with nukta compares equal whichever
-- form it was typed in), lower case, and punctuation (also । ، ؛ ؟ ۔) as spaces. IMMUTABLE, so the trigram indexes
-- below are built on it and the searches of server/src/search use them; the same on PGlite and PostgreSQL.
CREATE FUNCTION search_normalize(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate(normalize(translate(regexp_replace(normalize(value, NFD), '[̀-ͯؐ-ًؚ-ٰٟـۖ-ۭ]', '', 'g'), 'ٱىيكہةۂۃ', 'اییکهههه'), NFC), '!"#$%&''()*+,-./:;<=>?@[\]^_`{|}~।॥،؛؟۔‘’“”–—…', '                                             '))
$$;
--> statement-breakpoint
-- Each on the document server/src/search matches: the declared searchable fields in their declared order, joined by
-- spaces and normalised (the tables that can grow large; the others are read whole in well under a millisecond).
CREATE INDEX "posts_search_trgm_idx" ON "posts" USING gin (search_normalize(coalesce("title"::text, '') || ' ' || coalesce("location"::text, '') || ' ' || coalesce("description"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_reporters_search_trgm_idx" ON "users" USING gin (search_normalize(coalesce("first_name"::text, '') || ' ' || coalesce("last_name"::text, '') || ' ' || coalesce("middle_name"::text, '') || ' ' || coalesce("mobile_number"::text, '') || ' ' || coalesce("email"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin (search_normalize(coalesce("job_title"::text, '') || ' ' || coalesce("role"::text, '') || ' ' || coalesce("department"::text, '') || ' ' || coalesce("industry_type"::text, '') || ' ' || coalesce("location"::text, '') || ' ' || coalesce("description"::text, '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "novels_search_trgm_idx" ON "novels" USING gin (search_normalize(coalesce("title"::text, '')) gin_trgm_ops);
