import { and, count, desc, eq, exists, gte, ilike, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { categories, deskAssignments, languages, users, type ContentStatus } from '../db/schema.js';
import { containsPattern } from '../lib/search.js';
import type { ContentKind, ContentMatch, ContentRow } from './content-kind.js';
import { reportedByColumns } from './content-references.repository.js';
import { contentViews, countView } from './content-views.js';

type Item = Record<string, unknown> & { id: string; status: ContentStatus };

/**
 * The items of one content kind in its table, joined with what their DTOs show: the category and language when the
 * kind has them, and the reporter.
 */
export class ContentRepository {
  private readonly table: ContentKind['store']['table'];
  private readonly time: PgColumn;
  readonly views: ReturnType<typeof contentViews>;

  constructor(
    private readonly kind: ContentKind,
    private readonly db: Db,
  ) {
    this.table = kind.store.table;
    this.time = (this.table as unknown as Record<string, PgColumn>)[kind.fields.time.column];
    const { status, createdAt, updatedAt, id } = this.table;
    this.views = contentViews({ status, time: this.time, createdAt, updatedAt, id });
  }

  private selectRows() {
    const { table, kind } = this;
    const query = this.db
      .select({
        item: table,
        ...(kind.fields.category && { category: { id: categories.id, name: categories.name } }),
        ...(kind.fields.language && { language: { id: languages.id, name: languages.name } }),
        reporter: reportedByColumns,
      })
      .from(table as PgTable)
      .$dynamic();
    if (kind.fields.category) query.innerJoin(categories, eq(categories.id, table.categoryId!));
    if (kind.fields.language) query.innerJoin(languages, eq(languages.id, table.languageId!));
    return query.innerJoin(users, eq(users.id, table.reporterId));
  }

  /** With `forUpdate` (inside a transaction) the row stays locked until the transaction ends. */
  async findById(id: string, { forUpdate = false } = {}) {
    const query = this.db
      .select()
      .from(this.table as PgTable)
      .where(eq(this.table.id, id));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row as Item | undefined;
  }

  /** Each item's name (the column of its kind's nameField) by id, which the audit entry of a change of many keeps. */
  async labelsOf(ids: readonly string[]): Promise<Record<string, string>> {
    const field = this.kind.screen.nameField;
    const key = field === undefined ? undefined : (this.kind.fields.text as Record<string, string>)[field];
    const column = key === undefined ? undefined : (this.table as unknown as Record<string, PgColumn>)[key];
    if (!column || ids.length === 0) return {};
    const rows = await this.db
      .select({ id: this.table.id, label: column })
      .from(this.table as PgTable)
      .where(inArray(this.table.id, [...ids]));
    return Object.fromEntries(rows.map((row) => [row.id, String(row.label)]));
  }

  async findRow(id: string) {
    const [row] = await this.selectRows().where(eq(this.table.id, id));
    return row as ContentRow | undefined;
  }

  /** The category and language filters, on the table or on its counts (same meaning, other columns). */
  private inGroups(match: ContentMatch, columns: { categoryId?: PgColumn; languageId?: PgColumn }) {
    const { categoryIds = [], languageIds = [], languageScope } = match;
    return and(
      categoryIds.length > 0 ? inArray(columns.categoryId!, categoryIds) : undefined,
      languageIds.length > 0 ? inArray(columns.languageId!, languageIds) : undefined,
      // An empty scope matches nothing.
      languageScope ? inArray(columns.languageId!, [...languageScope]) : undefined,
    );
  }

  /** The one reading of a list filter in SQL: a list and the actions by filter (posts' bulk status, export) use it. */
  matching(match: ContentMatch) {
    return and(
      this.views.condition(match.view, match.now),
      this.inGroups(match, this.table),
      match.search ? ilike(this.kind.store.search!, containsPattern(match.search)) : undefined,
      match.from ? gte(this.time, match.from) : undefined,
      match.to ? lt(this.time, match.to) : undefined,
      this.assignedTo(match.assigned),
    );
  }

  /** The review desk's filter (issue 44): an assignment of the item to the admin, or none at all. */
  private assignedTo(assigned: ContentMatch['assigned']) {
    if (!assigned) return undefined;
    const assignment = this.db
      .select({ one: sql`1` })
      .from(deskAssignments)
      .where(
        and(
          eq(deskAssignments.resource, this.kind.name),
          eq(deskAssignments.recordId, this.table.id),
          assigned === 'nobody' ? undefined : eq(deskAssignments.adminId, assigned.adminId),
        ),
      );
    return assigned === 'nobody' ? not(exists(assignment)) : exists(assignment);
  }

  /**
   * The columns a list may be sorted by, by the answer's field (the declaration's `list.sortable`): the time field,
   * createdAt, updatedAt or a text field.
   */
  sortColumns(): Record<string, PgColumn> {
    const { fields, list } = this.kind;
    const table = this.table as unknown as Record<string, PgColumn>;
    const columnOf = (field: string) =>
      field === fields.time.field
        ? this.time
        : field === 'createdAt' || field === 'updatedAt'
          ? table[field]
          : table[fields.text?.[field] ?? ''];
    return Object.fromEntries((list.sortable ?? []).map((field) => [field, columnOf(field)]));
  }

  /**
   * `orderBy`: the order the list's `sort` asked for, else the view's own. The page's ids are picked first, from the
   * table alone, and only those rows are joined: the ids come from an index-only scan of the order's index, so a deep
   * page (offset 15,000 in a language's Pending posts) skips its rows in the index instead of reading and sorting
   * every matching row (706 ms -> 37 ms cold at 1,000,000 posts; docs/performance.md).
   */
  async list(match: ContentMatch & { offset: number; limit: number; orderBy?: SQL[] }) {
    const where = this.matching(match);
    const order = match.orderBy ?? this.views.order(match.view);
    const pageIds = this.db
      .select({ id: this.table.id })
      .from(this.table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(match.limit)
      .offset(match.offset);
    const [rows, total] = await Promise.all([
      this.selectRows()
        .where(inArray(this.table.id, pageIds))
        .orderBy(...order),
      // A search, a time range or the desk's filter is counted live; whole statuses and groups come from the counts.
      match.search || match.from || match.to || match.assigned ? this.countWhere(where) : this.countByGroups(match),
    ]);
    return { rows: rows as ContentRow[], total };
  }

  private async countWhere(where: SQL | undefined) {
    const [{ total }] = await this.db
      .select({ total: count() })
      .from(this.table as PgTable)
      .where(where);
    return total;
  }

  /** Totals from the kind's counts table, per status (and category and language; see countView). */
  private countByGroups(match: ContentMatch) {
    const counts = this.kind.store.counts;
    return countView(
      match.view,
      async (status) => {
        const [{ total }] = await this.db
          .select({ total: sql<number>`coalesce(sum(${counts.total}), 0)`.mapWith(Number) })
          .from(counts.table)
          .where(and(eq(counts.status, status), this.inGroups(match, counts)));
        return total;
      },
      () => this.countWhere(and(this.views.condition('Schedule', match.now), this.inGroups(match, this.table))),
    );
  }

  /** A reporter's newest items in one status (the `<table>_reporter_status_idx` index). */
  async listByReporter(reporterId: string, status: ContentStatus, limit: number, languageScope?: readonly string[]) {
    const rows = await this.selectRows()
      .where(
        and(
          eq(this.table.reporterId, reporterId),
          eq(this.table.status, status),
          this.inGroups({ languageScope } as ContentMatch, this.table),
        ),
      )
      .orderBy(desc(this.time), desc(this.table.id))
      .limit(limit);
    return rows as ContentRow[];
  }

  async insert(values: Record<string, unknown>) {
    const [row] = await this.db
      .insert(this.table as PgTable)
      .values(values)
      .returning({ id: this.table.id });
    return row as { id: string };
  }

  /** Call inside a transaction: the batches only keep each statement's parameter count small. */
  /** The new items' ids, in the order given. */
  async insertMany(values: Record<string, unknown>[]) {
    const size = this.kind.store.insertBatch;
    const ids: string[] = [];
    for (let start = 0; start < values.length; start += size) {
      const inserted = await this.db
        .insert(this.table as PgTable)
        .values(values.slice(start, start + size))
        .returning({ id: this.table.id });
      ids.push(...inserted.map((row) => row.id as string));
    }
    return ids;
  }

  async update(id: string, patch: Record<string, unknown>) {
    await this.db
      .update(this.table as PgTable)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(this.table.id, id));
  }
}
