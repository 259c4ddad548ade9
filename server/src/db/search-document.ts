import { sql, type SQL } from 'drizzle-orm';
import { index, text, type ExtraConfigColumn, type PgColumn } from 'drizzle-orm/pg-core';
import { contentDeclarations } from '#contract/content/index';
import type { ContentDeclaration } from '#contract/content/content-declaration';
import type { FieldDeclaration, ResourceDeclaration } from '#contract/resource';
import { declaredResources } from '#contract/resources/index';

/**
 * Between two fields of a search document. search_normalize turns `|` into a space, so it never occurs inside a
 * field, and pg_trgm and LIKE on one word treat it as a word boundary.
 */
export const SEARCH_DOCUMENT_SEPARATOR = '|';

/** The generated column holding a table's search document. */
export const SEARCH_DOCUMENT_COLUMN = 'search_document';

/**
 * The column properties the top bar's search (issue 42) reads in a table, in the order its declarations name them:
 * every declaration stored in the table (reporters and admins share `users`) and the content kind of that name.
 * Each field's 1-based position is its part of the table's search document.
 */
export const searchedColumnsOf = (table: string): string[] => {
  const declared = (declaredResources as readonly ResourceDeclaration[])
    .filter((declaration) => (declaration.table ?? declaration.name) === table && declaration.search)
    .flatMap((declaration) =>
      Object.keys(declaration.search!.fields).map(
        (key) => (declaration.fields[key] as FieldDeclaration | undefined)?.column ?? key,
      ),
    );
  const content = (contentDeclarations as readonly ContentDeclaration[])
    .filter((declaration) => (declaration.table ?? declaration.name) === table && declaration.search)
    .flatMap((declaration) =>
      // Its text fields; a kind searched by its category's and reporter's names stores no document.
      Object.keys(declaration.search!.fields).flatMap((key) => declaration.fields.text?.[key] ?? []),
    );
  return [...new Set([...declared, ...content])];
};

/**
 * A table's search document, a generated column: each searched column (searchedColumnsOf) normalised as migration
 * 0016's search_normalize does, trimmed, joined by SEARCH_DOCUMENT_SEPARATOR. Stored with the row in the statement
 * that writes it, so a search's recheck and ranking read it instead of normalising every candidate again (≈ 20 µs
 * a field); its trigram index serves the search.
 */
export const searchDocument = (table: string, columns: () => object) =>
  text(SEARCH_DOCUMENT_COLUMN)
    .notNull()
    .generatedAlwaysAs((): SQL => {
      const all = columns() as Record<string, PgColumn | undefined>;
      const parts = searchedColumnsOf(table).map((key) => {
        const column = all[key];
        if (!column) throw new Error(`The search of "${table}" names "${key}", which is not one of its columns`);
        return sql`btrim(search_normalize(coalesce(${column}::text, '')))`;
      });
      return sql.join(parts, sql.raw(` || '${SEARCH_DOCUMENT_SEPARATOR}' || `));
    });

/** The trigram index a search's words and typos are found by, on a table's search document. */
export const searchDocumentIndex = (table: string, column: ExtraConfigColumn) =>
  index(`${table}_search_document_idx`).using('gin', column.op('gin_trgm_ops'));

/** How much of a search document the prefix index holds: the search text is at most 200 characters. */
export const SEARCH_PREFIX_LENGTH = 200;

/**
 * The indexes that let a search of a large table (100,000s of rows) rank a bounded set of candidates without
 * reading every match: its time descending, which the newest matches are walked in, and the beginning of its
 * search document (text_pattern_ops, for `like 'text%'`), which finds the records whose first field begins with
 * the search text, whatever their age.
 */
export const searchCandidateIndexes = (table: string, document: ExtraConfigColumn, time: ExtraConfigColumn) => [
  index(`${table}_search_time_idx`).on(time.desc().nullsLast()),
  index(`${table}_search_prefix_idx`).on(
    sql`left(${document}, ${sql.raw(String(SEARCH_PREFIX_LENGTH))}) text_pattern_ops`,
  ),
];
