import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { can, hiddenFieldsOf, languagesOf, type Access } from '#contract/permissions';
import type { FieldDeclaration, ResourceDeclaration, RowsField, SearchWeight } from '#contract/resource';
import { declaredResources } from '#contract/resources/index';
import { reporters } from '#contract/resources/reporters';
import type { ContentKind } from '../content/content-kind.js';
import { dailyQuoteKind } from '../content/daily-quotes/daily-quote-kind.js';
import { postKind } from '../content/posts/post-kind.js';
import { shortVideoKind } from '../content/short-videos/short-video-kind.js';
import { driverOf, selectRows, type Db } from '../db/client.js';
import { SEARCH_DOCUMENT_SEPARATOR, SEARCH_PREFIX_LENGTH, searchedColumnsOf } from '../db/search-document.js';
import { columnOf, handWrittenTable, tableOf } from '../declared/declared-table.js';

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
 * One searchable field of a source: its name in the declaration (what a role may hide), its value, its weight and its
 * part of the source's search document (1-based, see server/src/db/search-document.ts).
 */
interface SearchedField {
  key: string;
  value: SQL;
  weight: SearchWeight;
  part: number;
}

/**
 * A searchable resource, from its declaration: the table, its searched fields, what a result is titled by, its
 * status, its time (for recency) and the app route that opens it.
 */
interface SearchSource {
  resource: string;
  /** The resource whose `list` permission and hidden fields decide what the admin finds (a chapter's: novels). */
  permission: string;
  table: PgTable;
  /** A record's id, as text. */
  id: SQL;
  /**
   * The normalised search document: the table's stored one, which the trigram index is on, or for a kind with no
   * text of its own the stored documents of the records it names, read per row.
   */
  document: SQL;
  /** How many parts the document has (more than the fields when the table also holds another declaration's). */
  parts: number;
  fields: SearchedField[];
  title: SQL[];
  scope?: SQL;
  languageColumn?: PgColumn;
  status: (now: Date) => SQL;
  time: PgColumn;
  /** The id of the record `path` opens (a chapter opens its novel). */
  opens: SQL;
  path: (row: { opens: string; status: string | null }) => string;
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

/** Text as the stored search documents hold it (migration 0016's search_normalize, trimmed). */
const normalised = (text: SQL) => sql`btrim(search_normalize(${text}))`;
/** Parts of a search document as one text, its parts joined by the separator (in brackets: `<%` binds as `||`). */
const documentOf = (parts: SQL[]) => sql`(${sql.join(parts, sql.raw(` || '${SEARCH_DOCUMENT_SEPARATOR}' || `))})`;
/** The stored search document of a table as a column (the property schema.ts and declared-table.ts give it). */
const storedDocument = (table: PgTable) => sql`${(table as unknown as { searchDocument: PgColumn }).searchDocument}`;

/**
 * The reporter a content item names, as reporters are named: their name fields as written (shown), and the same
 * parts of their stored search document (searched).
 */
const reporterName = (reporterId: PgColumn) => {
  const users = tableOf(reporters as ResourceDeclaration) as unknown as PgTable & Record<string, PgColumn>;
  const parts = searchedColumnsOf(getTableName(users));
  const properties = (reporters.screen.recordName as readonly string[]).map((key) =>
    columnOf(key, reporters.fields[key as keyof typeof reporters.fields] as FieldDeclaration),
  );
  const of = (names: SQL[]) =>
    sql`(select concat_ws(' ', ${sql.join(names, sql`, `)}) from ${users} where ${users.id} = ${reporterId})`;
  return {
    value: of(properties.map((property) => sql`${users[property]}`)),
    normalised: of(
      properties.map(
        (property) =>
          sql`nullif(split_part(${storedDocument(users)}, ${SEARCH_DOCUMENT_SEPARATOR}, ${sql.raw(String(parts.indexOf(property) + 1))}), '')`,
      ),
    ),
  };
};

/** The category a content item names: its name (shown) and its stored search document (searched). */
const categoryName = (categoryId: PgColumn) => {
  const categories = handWrittenTable('categories') as PgTable & Record<string, PgColumn>;
  const of = (column: SQL) => sql`(select ${column} from ${categories} where ${categories.id} = ${categoryId})`;
  return { value: of(sql`${categories.name}`), normalised: of(storedDocument(categories)) };
};

const contentSource = (kind: ContentKind): SearchSource | undefined => {
  const search = kind.search;
  if (!search) return undefined;
  const table = kind.store.table as unknown as PgTable & Record<string, PgColumn> & { id: PgColumn };
  const text = kind.fields.text ?? {};
  // A text field is read from the stored document; a kind with none reads its category's and reporter's names.
  const stored = Object.keys(search.fields).some((key) => key in text);
  const parts = stored ? searchedColumnsOf(getTableName(table)) : Object.keys(search.fields);
  const named = (key: string) =>
    key === kind.fields.reporter
      ? reporterName(table.reporterId)
      : key === kind.fields.category?.field
        ? categoryName(table.categoryId)
        : undefined;
  const fields = Object.entries(search.fields).map(([key, weight]) => ({
    key,
    value: key in text ? sql`${table[text[key]]}::text` : (named(key)?.value ?? sql`null`),
    weight,
    part: parts.indexOf(text[key] ?? key) + 1,
  }));
  const document = stored
    ? storedDocument(table)
    : documentOf(Object.keys(search.fields).map((key) => sql`coalesce(${named(key)?.normalised}, '')`));
  const time = table[kind.fields.time.column];
  const stateOf = Object.fromEntries(Object.entries(contentStates).map(([state, shown]) => [shown, state])) as Record<
    string,
    keyof typeof search.paths
  >;
  return {
    resource: kind.name,
    permission: kind.name,
    table,
    id: sql`${table.id}::text`,
    opens: sql`${table.id}::text`,
    document,
    parts: parts.length,
    fields,
    title: kind.screen.nameField ? [sql`${table[text[kind.screen.nameField]]}`] : fields.map((field) => field.value),
    languageColumn: kind.fields.language ? table.languageId : undefined,
    status: (now) =>
      sql`case when ${table.status} = 'Published' and ${time} > ${now.toISOString()}::timestamptz then ${contentStates.Schedule} when ${table.status} = 'Published' then ${contentStates.Published} when ${table.status} = 'Pending' then ${contentStates.Pending} else ${contentStates.Rejected} end`,
    time,
    path: ({ opens, status }) => search.paths[stateOf[status ?? 'Pending'] ?? 'Pending'].replace('{id}', opens),
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
    permission: declaration.name,
    table,
    id: sql`${table.id}::text`,
    opens: sql`${table.id}::text`,
    document: storedDocument(table),
    parts: parts.length,
    fields: Object.entries(search.fields).map(([key, weight]) => ({
      key,
      value: sql`${column(key)}::text`,
      weight,
      part: parts.indexOf(propertyOf(key)) + 1,
    })),
    title: titleFields.map((key) => sql`${column(key)}`),
    scope: scope.length > 0 ? and(...scope) : undefined,
    status: declaredStatus(declaration, column),
    time: table.createdAt,
    path: ({ opens }) => path.replace('{id}', encodeURIComponent(opens)),
  };
};

/**
 * The rows of a declaration's `rows` field searched as their own group (a novel's chapters): a row is found by its
 * declared columns, normalised per row (a record has few rows), and opens its record where its declaration's search
 * does. A role that hides the rows field finds none.
 */
const rowSources = (declaration: ResourceDeclaration): SearchSource[] =>
  Object.entries(declaration.search?.rows ?? {}).map(([key, rows]) => {
    const field = declaration.fields[key] as RowsField;
    const table = handWrittenTable(field.table) as PgTable & Record<string, PgColumn>;
    const fields = Object.entries(rows.fields).map(([name, weight], i) => ({
      key,
      value: sql`${table[field.columns[name].column]}::text`,
      weight,
      part: i + 1,
    }));
    const path = declaration.search?.path ?? `${declaration.screen?.path ?? '/'}?show={id}`;
    return {
      resource: rows.resource,
      permission: declaration.name,
      table,
      id: sql`${table[field.parent]}::text || '/' || ${table[field.by]}::text`,
      opens: sql`${table[field.parent]}::text`,
      document: documentOf(fields.map((searched) => normalised(sql`coalesce(${searched.value}, '')`))),
      parts: fields.length,
      fields,
      title: fields.map((searched) => searched.value),
      status: () => sql`null::text`,
      time: table.createdAt,
      path: ({ opens }) => path.replace('{id}', encodeURIComponent(opens)),
    };
  });

/** Every searchable resource, in the order the results are grouped: the content kinds, then the declarations'. */
export const searchSources: readonly SearchSource[] = [
  ...[postKind, shortVideoKind, dailyQuoteKind].map(contentSource),
  ...(declaredResources as readonly ResourceDeclaration[]).flatMap((declaration) => [
    declaredSource(declaration),
    ...rowSources(declaration),
  ]),
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
  if (!can(access, source.permission, 'list')) return [];
  const hidden = hiddenFieldsOf(access, source.permission);
  return source.fields.filter((field) => !hidden.has(field.key));
};

/** One group's search: its source, the fields the admin sees, the text and its words, how many items, the time. */
interface GroupQuery {
  source: SearchSource;
  fields: SearchedField[];
  access: Access;
  /** The search text and its words as typed (for the snippets). */
  text: string;
  words: readonly string[];
  /** The same normalised as the stored documents are, worked out once per search (see SearchService.normalise). */
  normal: { text: string; words: readonly string[] };
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
 * is ranked, reading each one's parts of the document: the CANDIDATES newest matches (a large table walks its time
 * index until it has them) and as many whose first field begins with the search text (the exact and prefix hits,
 * whatever their age; a large table's prefix index), see server/src/db/search-document.ts searchCandidateIndexes.
 */
const queryOf = ({ source, fields, access, words, normal, limit, now }: GroupQuery) => {
  const { table, id, time } = source;
  // Each word as typed (whether it may be a typo) and normalised (what is matched).
  const terms = words.map((typed, i) => ({ typed, normal: normal.words[i] }));
  type Term = (typeof terms)[number];
  const word = (term: Term) => sql`${term.normal}::text`;
  // The document the index is on; when the role hides a searched field, its visible fields too, to recheck.
  const hidesSome = fields.length < source.parts;
  const visible = hidesSome
    ? sql`concat_ws(' ', ${sql.join(
        fields.map((field) => partOf(source, field)),
        sql`, `,
      )})`
    : sql`${source.document}`;
  const languages = source.languageColumn && languagesOf(access, source.resource);
  const within = [source.scope, languages ? inArray(source.languageColumn!, [...languages]) : undefined];
  const contains = (value: Term, text: SQL) => sql`${text} like '%' || ${word(value)} || '%'`;
  // A word is taken as a typo only when no record holds it as typed (worked out once, before the scan), so a
  // word many records hold never pays for the similarity of every record that does not.
  const holds = (value: Term, text: SQL) =>
    isTypoCandidate(value.typed)
      ? sql`(${contains(value, text)} or (not exists (select from ${table} where ${and(...within, contains(value, visible))}) and ${word(value)} <% ${text}))`
      : contains(value, text);
  const matches = terms.flatMap((value) =>
    hidesSome ? [holds(value, sql`${source.document}`), holds(value, visible)] : [holds(value, visible)],
  );
  const whole = sql`${normal.text}::text`;
  // Per field and word: a word's beginning 2, inside a word 1; a word some other field holds 0; else (a typo) its
  // similarity, which is only worked out for the few records a word is not spelt out in.
  const score = sql.join(
    fields.map((field) => {
      const part = partOf(source, field);
      const perWord = terms.map(
        (value) =>
          sql`case when ' ' || ${part} like '% ' || ${word(value)} || '%' then 2 when ${part} like '%' || ${word(value)} || '%' then 1 when ${visible} like '%' || ${word(value)} || '%' then 0 else word_similarity(${word(value)}, ${part}) end`,
      );
      return sql`${weights[field.weight]} * ((case when ${part} = ${whole} then 3 else 0 end) + ${sql.join(perWord, sql` + `)})`;
    }),
    sql` + `,
  );
  const where = and(...within, ...matches);
  // The records whose document (its first field) begins with the text, as a large table's prefix index holds it.
  const begins = sql`left(${source.document}, ${sql.raw(String(SEARCH_PREFIX_LENGTH))}) like ${whole} || '%'`;
  // A candidate is its row's physical address (ctid), which reads it back directly whatever the table's key.
  return sql`with candidates as (
        (select ctid as row from ${table} where ${where} order by ${time} desc nulls last limit ${CANDIDATES})
        union
        (select ctid as row from ${table} where ${and(where, begins)} limit ${CANDIDATES})
      )
      select ${id} as id, ${source.opens} as opens,
          ${sql.join(
            source.title.map((title) => sql`coalesce(${title}::text, '')`),
            sql` || ' ' || `,
          )} as title,
          ${sql.join(
            fields.map((field, i) => sql`${field.value} as ${sql.identifier(`f${i}`)}`),
            sql`, `,
          )},
          ${source.status(now)} as status,
          (select count(*) from (select from ${table} where ${where} limit ${TOTAL_CAP}) as matched) as total,
          row_number() over (order by ${score} desc, ${time} desc nulls last, ${id}) as place
        from ${table}
        where ctid = any(array(select row from candidates))
        order by place
        limit ${limit}`;
};

/** A row of a group's query. */
type GroupRow = Record<string, unknown> & { id: string; opens: string; status: string | null; total: number };

/** A group as the call answers it, from its query's rows. */
const groupOf = ({ source, fields, words }: GroupQuery, rows: readonly GroupRow[]): SearchGroup => ({
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
});

/**
 * The top bar's search (issue 42): each source's records whose normalised text holds every word of the query (its
 * letters anywhere, or a word within trigram similarity for a typo), ranked by the weight of the fields that match,
 * how exactly (the whole field, a word's beginning, inside a word, similar), then by recency. Reads the tables
 * themselves, so a write is found by the next search.
 */
export class SearchService {
  constructor(private readonly db: Db) {}

  async search(access: Access, text: string, limit: number, resources?: readonly string[], now = new Date()) {
    const searched = searchSources
      .filter((source) => !resources || resources.includes(source.resource))
      .map((source) => ({ source, fields: visibleFields(access, source) }))
      .filter(({ fields }) => fields.length > 0);
    if (searched.length === 0) return [];
    const words = wordsOf(text);
    const normal = await this.normalise(text, words);
    const queries = searched.map(({ source, fields }) => ({ source, fields, access, text, words, normal, limit, now }));
    const groups =
      driverOf(this.db) === 'pglite'
        ? await this.inOneStatement(queries)
        : // On PostgreSQL each group on its own connection of the pool, at once.
          await Promise.all(
            queries.map(async (group) => groupOf(group, await selectRows<GroupRow>(this.db, queryOf(group)))),
          );
    return groups.filter((group) => group.total > 0);
  }

  /**
   * Every group in one statement, each its rows as a JSON array in a column of its own (by their place): one
   * round trip and one planning instead of one per group. For PGlite, which runs statements one after another
   * anyway; on PostgreSQL it would give up running the groups at once (measured slower, docs/performance.md).
   */
  private async inOneStatement(queries: readonly GroupQuery[]) {
    const [row] = await selectRows<Record<string, GroupRow[] | null>>(
      this.db,
      sql`select ${sql.join(
        queries.map(
          (group, i) =>
            sql`(select json_agg(g order by g.place) from (${queryOf(group)}) as g) as ${sql.identifier(`g${i}`)}`,
        ),
        sql`, `,
      )}`,
    );
    return queries.map((group, i) => groupOf(group, row[`g${i}`] ?? []));
  }

  /** The plan of one group's query, as EXPLAIN ANALYZE prints it (`npm run bench:search`). */
  async explain(access: Access, text: string, resource: string, limit: number, now = new Date()) {
    const source = searchSources.find((candidate) => candidate.resource === resource)!;
    const fields = visibleFields(access, source);
    const words = wordsOf(text);
    const normal = await this.normalise(text, words);
    const query = queryOf({ source, fields, access, text, words, normal, limit, now });
    const plan = await selectRows<Record<string, string>>(this.db, sql`explain analyze ${query}`);
    return plan.map((row) => Object.values(row)[0]).join('\n');
  }

  /**
   * The search text and its words normalised as the stored documents are (search_normalize), in one statement before
   * the groups: each group's query then holds them as plain values instead of the normalising expression in each of
   * their many uses, which the planner evaluated again for each one.
   */
  private async normalise(text: string, words: readonly string[]) {
    const [row] = await selectRows<Record<string, string>>(
      this.db,
      sql`select ${sql.join(
        [text, ...words].map((value, i) => sql`btrim(search_normalize(${value}::text)) as ${sql.identifier(`n${i}`)}`),
        sql`, `,
      )}`,
    );
    return { text: row.n0, words: words.map((_, i) => row[`n${i + 1}`]) };
  }
}
