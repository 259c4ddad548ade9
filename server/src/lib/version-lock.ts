import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** A table the update calls version by its `updated_at`. */
export type VersionedTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * The row is at `version`: compared at millisecond precision, since the DTOs' ISO strings have milliseconds and the
 * column microseconds.
 */
export const atVersion = (column: PgColumn, version: Date) =>
  sql<boolean>`date_trunc('milliseconds', ${column}) = date_trunc('milliseconds', ${version.toISOString()}::timestamptz)`;

/**
 * Call inside a transaction: locks the row until the transaction ends, so no other save slips between this check
 * and the write it guards. 'missing' when there is no such row.
 */
export const lockAtVersion = async (db: Db, table: VersionedTable, id: string, version: Date) => {
  const [row] = await db
    .select({ current: atVersion(table.updatedAt, version) })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) return 'missing' as const;
  return row.current ? ('current' as const) : ('stale' as const);
};
