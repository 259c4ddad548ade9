import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '#contract/resource';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { columnOf, tableOf, type DeclaredTable } from './declared-table.js';

/** A row of a declared table, by column property. */
export type DeclaredRow = Record<string, unknown> & { id: string; createdAt: Date; updatedAt: Date };

/** The reporter a row belongs to, for a declaration with a `reporter` field. */
export interface RowReporter {
  id: string;
  firstName: string;
  lastName: string;
  profilePicKey: string | null;
}

export interface DeclaredRecord {
  row: DeclaredRow;
  reporter?: RowReporter;
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

/** Every query of one declared resource, kept to the rows of its `scope`. */
export class DeclaredRepository {
  readonly table: DeclaredTable;
  private readonly columns: Record<string, PgColumn>;
  private readonly reporterColumn?: PgColumn;

  constructor(
    private readonly db: Db,
    private readonly declaration: ResourceDeclaration,
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
    const scope = Object.entries(this.declaration.scope ?? {}).map(([column, value]) => eq(this.column(column), value));
    return and(...scope, where);
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

  async list(query: ListQuery): Promise<DeclaredRecord[]> {
    let select = this.select()
      .where(this.scoped(query.where))
      .orderBy(...(query.orderBy ?? this.defaultOrder()));
    if (query.limit !== undefined) select = select.limit(query.limit);
    if (query.offset !== undefined) select = select.offset(query.offset);
    return (await select) as DeclaredRecord[];
  }

  async count(where?: SQL) {
    const [{ total }] = await this.db.select({ total: count() }).from(this.table).where(this.scoped(where));
    return total;
  }

  /** With `lock`, the row stays locked until the surrounding transaction ends. */
  async findById(id: string, { lock = false } = {}): Promise<DeclaredRecord | undefined> {
    const query = this.select().where(this.scoped(eq(this.table.id, id)));
    const [record] = await (lock ? query.for('update', { of: this.table }) : query);
    return record as DeclaredRecord | undefined;
  }

  async insert(values: Record<string, unknown>): Promise<DeclaredRecord> {
    const [row] = await this.db
      .insert(this.table)
      .values({ ...values, ...this.declaration.scope })
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

  private async withReporter(row: DeclaredRow): Promise<DeclaredRecord> {
    if (!this.reporterColumn) return { row };
    return (await this.findById(row.id))!;
  }
}
