import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { can, hiddenFieldsOf, languagesOf, type Access } from '#contract/permissions';
import { type ResourceDeclaration, type SearchWeight, type FieldDeclaration } from '#contract/resource';
import { declaredResources } from '#contract/resources/index';
import type { ContentKind } from '../content/content-kind.js';
import { dailyQuoteKind } from '../content/daily-quotes/daily-quote-kind.js';
import { postKind } from '../content/posts/post-kind.js';
import { shortVideoKind } from '../content/short-videos/short-video-kind.js';
import { selectRows, type Db } from '../db/client.js';
import { SEARCH_DOCUMENT_SEPARATOR, searchedColumnsOf } from '../db/search-document.js';
import { columnOf, tableOf } from '../declared/declared-table.js';

/** Results per group when `limit` is left out, and at most. */
export const SEARCH_LIMIT = { default: 5, maximum: 20 } as const;
/** The longest search text taken. */
export const SEARCH_MAX_LENGTH = 200;

/** How much a match in a field counts, by its declared weight. */
const weights: Record<SearchWeight, number> = { A: 1, B: 0.4, C: 0.2 };
/** Words this long or longer are also matched by trigram similarity (a typo); shorter ones only by their letters. */
const TYPO_MIN_LENGTH = 4;
/** Whether a word may be a typo: long enough and without digits (a mobile number is typed exactly or in part). */
const isTypoCandidate = (word: string) => word.length >= TYPO_MIN_LENGTH && !/\d/.test(word);
/** A snippet's length in characters. */
const SNIPPET_LENGTH = 120;

/**
 * One searchable field of a source: its name in the declaration, its column, its weight and its part of the table's
 * search document (1-based, see server/src/db/search-document.ts).
 */
interface SearchedField {
  key: string;
  column: PgColumn;
  weight: SearchWeight;
  part: number;
}

/**
 * A searchable resource, from its declaration: the table, its searched fields, what a result is titled by, its
 * status, its time (for recency) and the app route that opens it.
 */
interface SearchSource {
  resource: string;
  table: PgTable & { id: PgColumn };
  /** The table's stored, normalised search document, which the trigram index is on. */
  document: PgColumn;
  fields: SearchedField[];
  title: PgColumn[];
  scope?: SQL;
  languageColumn?: PgColumn;
  status: (now: Date) => SQL;
  time: PgColumn;
  path: (row: { id: string; status: string | null }) => string;
}

export interface SearchItem {
  id: string;
  title: string;
  snippet: string;
  status: string | null;
  path: string;
}

export interface SearchGroup {
  resource: string;
  total: number;
  items: SearchItem[];
}

/** A content kind's state as the app shows it: Schedule is a Published item whose time is ahead, Rejected is Trash. */
const contentStates = { Pending: 'Pending', Published: 'Published', Schedule: 'Scheduled', Rejected: 'Trash' };

const contentSource = (kind: ContentKind): SearchSource | undefined => {
  const search = kind.search;
  if (!search) return undefined;
  const table = kind.store.table as unknown as PgTable & Record<string, PgColumn> & { id: PgColumn };
  const propertyOf = (field: string) => kind.fields.text?.[field] ?? field;
  const columnOfBody = (field: string) => table[propertyOf(field)];
  const parts = searchedColumnsOf(getTableName(table));
  const fields = Object.entries(search.fields).map(([key, weight]) => ({
    key,
    column: columnOfBody(key),
    weight,
    part: parts.indexOf(propertyOf(key)) + 1,
  }));
  const time = table[kind.fields.time.column];
  const stateOf = Object.fromEntries(Object.entries(contentStates).map(([state, shown]) => [shown, state])) as Record<
    string,
    keyof typeof search.paths
  >;
  return {
    resource: kind.name,
    table,
    document: table.searchDocument,
    fields,
    title: kind.screen.nameField ? [columnOfBody(kind.screen.nameField)] : [table.id],
    languageColumn: kind.fields.language ? table.languageId : undefined,
    status: (now) =>
      sql`case when ${table.status} = 'Published' and ${time} > ${now.toISOString()}::timestamptz then ${contentStates.Schedule} when ${table.status} = 'Published' then ${contentStates.Published} when ${table.status} = 'Pending' then ${contentStates.Pending} else ${contentStates.Rejected} end`,
    time,
    path: ({ id, status }) => search.paths[stateOf[status ?? 'Pending'] ?? 'Pending'].replace('{id}', id),
  };
};

/** A declared resource's status: its status field, or the first of its list's windows that holds ('Active', 'Expired'). */
const declaredStatus = (declaration: ResourceDeclaration, column: (key: string) => PgColumn) => {
  const statusKey = Object.keys(declaration.fields).find((key) => declaration.fields[key].type === 'status');
  if (statusKey) return () => sql`${column(statusKey)}::text`;
  const windows = Object.entries(declaration.api.list?.windows ?? {});
  if (windows.length === 0) return () => sql`null::text`;
  return (now: Date) => {
    const cases = windows.map(([view, window]) => {
      const field = declaration.fields[window.field];
      const moment =
        field.type === 'date' ? sql`${now.toISOString()}::timestamptz::date` : sql`${now.toISOString()}::timestamptz`;
      const holds =
        window.is === 'future' ? sql`${column(window.field)} >= ${moment}` : sql`${column(window.field)} < ${moment}`;
      return sql`when ${holds} then ${view.charAt(0).toUpperCase() + view.slice(1)}`;
    });
    return sql`case ${sql.join(cases, sql` `)} else null end`;
  };
};

const declaredSource = (declaration: ResourceDeclaration): SearchSource | undefined => {
  const search = declaration.search;
  if (!search) return undefined;
  const table = tableOf(declaration) as ReturnType<typeof tableOf> & Record<string, PgColumn>;
  const propertyOf = (key: string) => columnOf(key, declaration.fields[key] as FieldDeclaration);
  const column = (key: string) => table[propertyOf(key)];
  const parts = searchedColumnsOf(getTableName(table));
  const scope = Object.entries(declaration.scope ?? {}).map(([name, value]) =>
    typeof value === 'string' ? eq(table[name], value) : inArray(table[name], [...value]),
  );
  // Its name fields, else its first searched field (a novel's title, a ticket's description).
  const titleFields = search.title ??
    (declaration.screen?.recordName as readonly string[] | undefined) ?? [Object.keys(search.fields)[0]];
  const path = search.path ?? `${declaration.screen?.path ?? '/'}?show={id}`;
  return {
    resource: declaration.name,
    table,
    document: table.searchDocument,
    fields: Object.entries(search.fields).map(([key, weight]) => ({
      key,
      column: column(key),
      weight,
      part: parts.indexOf(propertyOf(key)) + 1,
    })),
    title: titleFields.map(column),
    scope: scope.length > 0 ? and(...scope) : undefined,
    status: declaredStatus(declaration, column),
    time: table.createdAt,
    path: ({ id }) => path.replace('{id}', encodeURIComponent(id)),
  };
};

/** Every searchable resource, in the order the results are grouped: the content kinds, then the declarations'. */
export const searchSources: readonly SearchSource[] = [
  ...[postKind, shortVideoKind, dailyQuoteKind].map(contentSource),
  ...declaredResources.map((declaration) => declaredSource(declaration as ResourceDeclaration)),
].filter((source) => source !== undefined);

/** The names `resources=` may list. */
export const searchableResources = searchSources.map((source) => source.resource);

/** A field's normalised text: its part of the stored search document. */
const partOf = (source: SearchSource, field: SearchedField) =>
  sql`split_part(${source.document}, ${SEARCH_DOCUMENT_SEPARATOR}, ${sql.raw(String(field.part))})`;

/** The words of a search text (normalised by the database, which drops what normalises to nothing). */
const wordsOf = (text: string) => text.split(/\s+/).filter((word) => word.length > 0);

/** A line of the text around the first of the words it contains (compared without case or accents). */
export const snippetOf = (text: string, words: readonly string[]) => {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const folded = plain
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const foldedWords = words.map((word) =>
    word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
  );
  const at = Math.max(0, Math.min(...foldedWords.map((word) => folded.indexOf(word)).filter((i) => i >= 0), Infinity));
  const found = Number.isFinite(at) ? at : 0;
  const start = Math.max(0, found - SNIPPET_LENGTH / 4);
  const cut = plain.slice(start, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${cut}${start + SNIPPET_LENGTH < plain.length ? '…' : ''}`;
};

/** The searched fields of a source the admin sees: none when the admin may not list it. */
const visibleFields = (access: Access, source: SearchSource) => {
  if (!can(access, source.resource, 'list')) return [];
  const hidden = hiddenFieldsOf(access, source.resource);
  return source.fields.filter((field) => !hidden.has(field.key));
};

/** One group's search: its source, the fields the admin sees, the text and its words, how many items, the time. */
interface GroupQuery {
  source: SearchSource;
  fields: SearchedField[];
  access: Access;
  text: string;
  words: readonly string[];
  limit: number;
  now: Date;
}

/** How many of a group's newest matches are ranked (besides those whose name begins with the search text). */
const CANDIDATES = 200;
/** A group's `total` counts at most this many matches; a word most records hold is not counted to its end. */
export const TOTAL_CAP = 1000;

/**
 * One group's query: its records holding every word, the best ranked, with their count (at most TOTAL_CAP). The
 * words are matched in the stored search document, which the trigram index serves. Only a bounded set of candidates
 * is ranked, reading each one's parts of the document: the CANDIDATES newest matches and as many whose first field
 * begins with the search text (the exact and prefix hits, whatever their age).
 */
const queryOf = ({ source, fields, access, text, words, limit, now }: GroupQuery) => {
  const word = (value: string) => sql`btrim(search_normalize(${value}))`;
  // The document the index is on; when the role hides a searched field, its visible fields too, to recheck.
  const hidesSome = fields.length < searchedColumnsOf(getTableName(source.table)).length;
  const visible = hidesSome
    ? sql`concat_ws(' ', ${sql.join(
        fields.map((field) => partOf(source, field)),
        sql`, `,
      )})`
    : sql`${source.document}`;
  const languages = source.languageColumn && languagesOf(access, source.resource);
  const within = [source.scope, languages ? inArray(source.languageColumn!, [...languages]) : undefined];
  const contains = (value: string, text: SQL) => sql`${text} like '%' || ${word(value)} || '%'`;
  // A word is taken as a typo only when no record holds it as typed (worked out once, before the scan), so a
  // word many records hold never pays for the similarity of every record that does not.
  const holds = (value: string, text: SQL) =>
    isTypoCandidate(value)
      ? sql`(${contains(value, text)} or (not exists (select from ${source.table} where ${and(...within, contains(value, visible))}) and ${word(value)} <% ${text}))`
      : contains(value, text);
  const matches = words.flatMap((value) =>
    hidesSome ? [holds(value, sql`${source.document}`), holds(value, visible)] : [holds(value, visible)],
  );
  const whole = sql`btrim(search_normalize(${text}))`;
  // Per field and word: a word's beginning 2, inside a word 1; a word some other field holds 0; else (a typo) its
  // similarity, which is only worked out for the few records a word is not spelt out in.
  const score = sql.join(
    fields.map((field) => {
      const part = partOf(source, field);
      const perWord = words.map(
        (value) =>
          sql`case when ' ' || ${part} like '% ' || ${word(value)} || '%' then 2 when ${part} like '%' || ${word(value)} || '%' then 1 when ${visible} like '%' || ${word(value)} || '%' then 0 else word_similarity(${word(value)}, ${part}) end`,
      );
      return sql`${weights[field.weight]} * ((case when ${part} = ${whole} then 3 else 0 end) + ${sql.join(perWord, sql` + `)})`;
    }),
    sql` + `,
  );
  const where = and(...within, ...matches);
  const { table, time } = source;
  return sql`with candidates as (
        (select ${table.id} from ${table} where ${where} order by ${time} desc nulls last, ${table.id} limit ${CANDIDATES})
        union
        (select ${table.id} from ${table} where ${and(where, sql`${source.document} like ${whole} || '%'`)} limit ${CANDIDATES})
      )
      select ${table.id}::text as id,
          ${sql.join(
            source.title.map((column) => sql`coalesce(${column}::text, '')`),
            sql` || ' ' || `,
          )} as title,
          ${sql.join(
            fields.map((field, i) => sql`${field.column}::text as ${sql.identifier(`f${i}`)}`),
            sql`, `,
          )},
          ${source.status(now)} as status,
          (select count(*) from (select from ${table} where ${where} limit ${TOTAL_CAP}) as matched) as total
        from ${table}
        where ${table.id} in (select id from candidates)
        order by ${score} desc, ${time} desc nulls last, ${table.id}
        limit ${limit}`;
};

/**
 * The top bar's search (issue 42): each source's records whose normalised text holds every word of the query (its
 * letters anywhere, or a word within trigram similarity for a typo), ranked by the weight of the fields that match,
 * how exactly (the whole field, a word's beginning, inside a word, similar), then by recency. Reads the tables
 * themselves, so a write is found by the next search.
 */
export class SearchService {
  constructor(private readonly db: Db) {}

  async search(access: Access, text: string, limit: number, resources?: readonly string[], now = new Date()) {
    const groups: SearchGroup[] = [];
    for (const source of searchSources) {
      if (resources && !resources.includes(source.resource)) continue;
      const fields = visibleFields(access, source);
      if (fields.length === 0) continue;
      const group = await this.searchSource({ source, fields, access, text, words: wordsOf(text), limit, now });
      if (group.total > 0) groups.push(group);
    }
    return groups;
  }

  /** The plan of one group's query, as EXPLAIN ANALYZE prints it (`npm run bench:search`). */
  async explain(access: Access, text: string, resource: string, limit: number, now = new Date()) {
    const source = searchSources.find((candidate) => candidate.resource === resource)!;
    const fields = visibleFields(access, source);
    const query = queryOf({ source, fields, access, text, words: wordsOf(text), limit, now });
    const plan = await selectRows<Record<string, string>>(this.db, sql`explain analyze ${query}`);
    return plan.map((row) => Object.values(row)[0]).join('\n');
  }

  private async searchSource(group: GroupQuery): Promise<SearchGroup> {
    const { source, fields, words } = group;
    const rows = await selectRows<Record<string, unknown> & { id: string; status: string | null; total: number }>(
      this.db,
      queryOf(group),
    );
    return {
      resource: source.resource,
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((row) => {
        const texts = fields.map((_, i) => String(row[`f${i}`] ?? ''));
        const folded = words.map((value) => value.toLowerCase());
        // The first field (the name) unless another field holds a word the name does not: that one gives context.
        const holds = (value: string) => folded.some((w) => value.toLowerCase().includes(w));
        const best = holds(texts[0]) ? texts[0] : (texts.find(holds) ?? texts[0]);
        return {
          id: row.id,
          title: String(row.title).trim(),
          snippet: snippetOf(best ?? '', words),
          status: row.status,
          path: source.path(row),
        };
      }),
    };
  }
}
