import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ReferencesField, ResourceDeclaration, TallyField } from '#contract/resource';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import {
  columnOf,
  handWrittenTable,
  nameFieldOf,
  referencedDeclaration,
  tableOf,
  type DeclaredTable,
} from './declared-table.js';

/** A row of a declared table, by column property. */
export type DeclaredRow = Record<string, unknown> & { id: string; createdAt: Date; updatedAt: Date };

/** The reporter a row belongs to, for a declaration with a `reporter` field. */
export interface RowReporter {
  id: string;
  firstName: string;
  lastName: string;
  profilePicKey: string | null;
}

/** Where a record's rendered PDF stands (see RenderedPdfField): the pages shown, their PDF and the latest upload. */
export interface RenderedPdf {
  /** In page order; media keys. */
  pages: { pageNumber: number; imageKey: string; width: number; height: number }[];
  pdfKey: string | null;
  renderStatus: 'none' | 'pending' | 'rendering' | 'done' | 'failed';
  renderedPages: number;
  totalPages: number;
  renderError: string | null;
}

/** Each record's rendered PDF, by id: the `render` override's (one query per list, however many records). */
export type RenderStates = (db: Db, ids: string[]) => Promise<Map<string, RenderedPdf>>;

export interface DeclaredRecord {
  row: DeclaredRow;
  reporter?: RowReporter;
  /** By field: a named reference's `{ id, name }`, a rows field's rows, a rendered PDF's state (see `embed`). */
  embedded?: Record<string, unknown>;
}

export interface ListQuery {
  where?: SQL;
  /** Defaults to the declaration's `order` field, else newest first. */
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

const reporterColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicKey: users.profilePicKey,
};

/** The condition that keeps a declaration's rows: those of its `scope`, undefined when it has none. */
export const scopeOf = (declaration: ResourceDeclaration, column: (name: string) => PgColumn) =>
  and(
    ...Object.entries(declaration.scope ?? {}).map(([name, value]) =>
      typeof value === 'string' ? eq(column(name), value) : inArray(column(name), [...value]),
    ),
  );

/** Every query of one declared resource, kept to the rows of its `scope`. */
export class DeclaredRepository {
  readonly table: DeclaredTable;
  private readonly columns: Record<string, PgColumn>;
  private readonly reporterColumn?: PgColumn;

  constructor(
    private readonly db: Db,
    private readonly declaration: ResourceDeclaration,
    /** The `render` override's states, for a declaration with a `renderedPdf` field. */
    private readonly renderStates?: RenderStates,
  ) {
    this.table = tableOf(declaration);
    this.columns = this.table as unknown as Record<string, PgColumn>;
    const reporter = Object.entries(declaration.fields).find(([, field]) => field.type === 'reporter');
    if (reporter) this.reporterColumn = this.column(columnOf(...reporter));
  }

  /** The column of a field's property; a declaration naming a column its table lacks is a programming error. */
  column(property: string): PgColumn {
    const column = this.columns[property];
    if (!column) throw new Error(`${this.declaration.name}: the table has no column ${property}`);
    return column;
  }

  private scoped(where?: SQL) {
    return and(
      scopeOf(this.declaration, (column) => this.column(column)),
      where,
    );
  }

  private defaultOrder(): SQL[] {
    const ordered = Object.entries(this.declaration.fields).find(([, field]) => field.order);
    if (ordered) {
      const [key, field] = ordered;
      return [(field.order === 'desc' ? desc : asc)(this.column(columnOf(key, field)))];
    }
    return [desc(this.table.createdAt), desc(this.table.id)];
  }

  private select() {
    if (!this.reporterColumn) return this.db.select({ row: this.table }).from(this.table).$dynamic();
    return this.db
      .select({ row: this.table, reporter: reporterColumns })
      .from(this.table)
      .innerJoin(users, eq(users.id, this.reporterColumn))
      .$dynamic();
  }

  /** The scope's single values, which a create sets (a list of values leaves the column to its field). */
  private fixedScope() {
    return Object.fromEntries(
      Object.entries(this.declaration.scope ?? {}).filter(([, value]) => typeof value === 'string'),
    );
  }

  async list(query: ListQuery): Promise<DeclaredRecord[]> {
    let select = this.select()
      .where(this.scoped(query.where))
      .orderBy(...(query.orderBy ?? this.defaultOrder()));
    if (query.limit !== undefined) select = select.limit(query.limit);
    if (query.offset !== undefined) select = select.offset(query.offset);
    return this.embed((await select) as DeclaredRecord[]);
  }

  async count(where?: SQL) {
    const [{ total }] = await this.db.select({ total: count() }).from(this.table).where(this.scoped(where));
    return total;
  }

  /** With `lock`, the row stays locked until the surrounding transaction ends. */
  async findById(id: string, { lock = false } = {}): Promise<DeclaredRecord | undefined> {
    const query = this.select().where(this.scoped(eq(this.table.id, id)));
    const [record] = await (lock ? query.for('update', { of: this.table }) : query);
    return record && (await this.embed([record as DeclaredRecord]))[0];
  }

  async insert(values: Record<string, unknown>): Promise<DeclaredRecord> {
    const [row] = await this.db
      .insert(this.table)
      .values({ ...values, ...this.fixedScope() })
      .returning();
    return this.withReporter(row as DeclaredRow);
  }

  async update(id: string, patch: Record<string, unknown>): Promise<DeclaredRecord> {
    const [row] = await this.db
      .update(this.table)
      .set({ ...patch, updatedAt: new Date() })
      .where(this.scoped(eq(this.table.id, id)))
      .returning();
    return this.withReporter(row as DeclaredRow);
  }

  /** Raises an integer column by one; answers the new value, undefined when there is no such row. */
  async increment(id: string, property: string) {
    const column = this.column(property);
    const [row] = await this.db
      .update(this.table)
      .set({ [property]: sql`${column} + 1` })
      .where(this.scoped(eq(this.table.id, id)))
      .returning({ value: column });
    return row ? Number(row.value) : undefined;
  }

  async delete(id: string) {
    await this.db.delete(this.table).where(this.scoped(eq(this.table.id, id)));
  }

  /** The join table's columns of a references field: the record's id and the referenced record's. */
  private joinColumns(field: ReferencesField) {
    const columns = handWrittenTable(field.table) as unknown as Record<string, PgColumn>;
    return { parent: columns[field.parent], target: columns[field.target] };
  }

  /** Makes the record hold exactly these records of a references field (its join table's rows). */
  async setReferences(id: string, field: ReferencesField, ids: readonly string[]) {
    const table = handWrittenTable(field.table);
    const { parent, target } = this.joinColumns(field);
    await this.db.delete(table).where(and(eq(parent, id), ids.length > 0 ? notInArray(target, [...ids]) : undefined));
    if (ids.length > 0)
      await this.db
        .insert(table)
        .values(ids.map((held) => ({ [field.parent]: id, [field.target]: held })))
        .onConflictDoNothing();
  }

  private async withReporter(row: DeclaredRow): Promise<DeclaredRecord> {
    if (!this.reporterColumn) return (await this.embed([{ row }]))[0];
    return (await this.findById(row.id))!;
  }

  /**
   * Each tally's count per record (by field key, then record id): the tallies of one table and parent in one
   * statement, each a filtered count (a reporter's published and rejected posts: one round trip, not two).
   */
  private async tallies(ids: string[]) {
    const groups = new Map<string, [string, TallyField][]>();
    for (const [key, field] of Object.entries(this.declaration.fields)) {
      if (field.type !== 'tally') continue;
      const group = `${field.table} ${field.parent}`;
      groups.set(group, [...(groups.get(group) ?? []), [key, field]]);
    }
    const counts = new Map<string, Map<string, number>>();
    for (const group of groups.values()) {
      const table = handWrittenTable(group[0][1].table);
      const columns = table as unknown as Record<string, PgColumn>;
      const parent = columns[group[0][1].parent];
      const filtered = Object.fromEntries(
        group.map(([key, field]) => {
          const holds = and(...Object.entries(field.where).map(([column, value]) => eq(columns[column], value)));
          return [key, sql<number>`count(*) filter (where ${holds ?? sql`true`})`.mapWith(Number)];
        }),
      );
      const rows = (await this.db
        .select({ parent, ...filtered })
        .from(table)
        .where(inArray(parent, ids))
        .groupBy(parent)) as Record<string, unknown>[];
      for (const [key] of group)
        counts.set(key, new Map(rows.map((row) => [row.parent as string, row[key] as number])));
    }
    return counts;
  }

  /**
   * What the records' answers carry from other tables: each named reference's `{ [its id]: id, [its first field]:
   * name }`, each rows field's rows in order, each tally's count, each references field's ids and a rendered PDF's
   * state, one query per such field however many records.
   */
  private async embed(records: DeclaredRecord[]): Promise<DeclaredRecord[]> {
    if (records.length === 0) return records;
    let tallies: Map<string, Map<string, number>> | undefined;
    for (const [key, field] of Object.entries(this.declaration.fields)) {
      if (field.type === 'renderedPdf') {
        if (!this.renderStates) throw new Error(`${this.declaration.name}: ${key} is read without its render override`);
        const states = await this.renderStates(
          this.db,
          records.map((record) => record.row.id),
        );
        for (const record of records) (record.embedded ??= {})[key] = states.get(record.row.id);
      } else if (field.type === 'rows') {
        const table = handWrittenTable(field.table);
        const columns = table as unknown as Record<string, PgColumn>;
        const rows = (await this.db
          .select()
          .from(table)
          .where(
            inArray(
              columns[field.parent],
              records.map((record) => record.row.id),
            ),
          )
          .orderBy(asc(columns[field.by]))) as Record<string, unknown>[];
        for (const record of records)
          (record.embedded ??= {})[key] = rows.filter((row) => row[field.parent] === record.row.id);
      } else if (field.type === 'tally') {
        tallies ??= await this.tallies(records.map((record) => record.row.id));
        for (const record of records) (record.embedded ??= {})[key] = tallies.get(key)?.get(record.row.id) ?? 0;
      } else if (field.type === 'references') {
        const { parent, target } = this.joinColumns(field);
        const held = await this.db
          .select({ parent, target })
          .from(handWrittenTable(field.table))
          .where(
            inArray(
              parent,
              records.map((record) => record.row.id),
            ),
          )
          .orderBy(asc(target));
        for (const record of records)
          (record.embedded ??= {})[key] = held.filter((row) => row.parent === record.row.id).map((row) => row.target);
      } else if (field.type === 'reference' && field.named) {
        const target = referencedDeclaration(field.to);
        const [nameKey, nameField] = nameFieldOf(target);
        const ids = [...new Set(records.map((record) => record.row[columnOf(key, field)]).filter(Boolean))] as string[];
        const named =
          ids.length === 0
            ? []
            : await new DeclaredRepository(this.db, target).list({ where: inArray(tableOf(target).id, ids) });
        for (const record of records) {
          const found = named.find(({ row }) => row.id === record.row[columnOf(key, field)]);
          (record.embedded ??= {})[key] = found && {
            [target.id]: found.row.id,
            [nameKey]: found.row[columnOf(nameKey, nameField)],
          };
        }
      }
    }
    return records;
  }
}
