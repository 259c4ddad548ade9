import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { publishChange } from '../live/publish-change.js';
import type { AuditChange } from '../db/schema.js';
import { recordLabelOf } from './record-labels.js';

/** Who made a change: the signed-in caller, or for a failed sign-in only the mobile number tried. */
export interface AuditActor {
  userId?: string | null;
  address?: string | null;
  /** Only when there is no user to copy it from (a failed sign-in). */
  mobileNumber?: string;
  /** Set while an entry is being reverted: the update it makes is recorded as a revert of that entry. */
  revertOf?: string;
}

export interface AuditEntryInput {
  action: string;
  resource: string;
  recordIds: readonly string[];
  changes?: readonly AuditChange[];
  detail?: Record<string, unknown>;
  /**
   * The record as its API answers it after the change (before it, for a delete), whose name (recordLabelOf) the
   * entry keeps; without it, the name its changes give, if any.
   */
  record?: Record<string, unknown>;
  /** Each record's name by id, where the caller read them itself (a change of many records). */
  labels?: Record<string, string>;
}

/** The names the entry keeps by record id, so that it still names a record deleted or renamed since. */
const labelsOf = (entry: AuditEntryInput): Record<string, string> => {
  if (entry.labels) return entry.labels;
  if (entry.recordIds.length !== 1) return {};
  const changed = Object.fromEntries(
    (entry.changes ?? []).map((change) => [change.field, change.after ?? change.before]),
  );
  const label = recordLabelOf(entry.resource, entry.record ?? changed);
  return label ? { [entry.recordIds[0]]: label } : {};
};

/** The statement that inserts an entry: audit_entry_insert (migration 0010, see recordAudit). */
const entryInsert = (actor: AuditActor, entry: AuditEntryInput & { action: string }) =>
  sql`audit_entry_insert(
        ${actor.userId ?? null}::uuid,
        ${actor.mobileNumber ?? null},
        ${actor.address ?? null},
        ${entry.action},
        ${entry.resource},
        ${`{${entry.recordIds.map((id) => `"${id.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[],
        ${JSON.stringify(entry.changes ?? [])}::jsonb,
        ${entry.detail === undefined ? null : JSON.stringify(entry.detail)}::jsonb,
        ${JSON.stringify(labelsOf(entry))}::jsonb
      )`;

/**
 * The one place an audit entry is written. Call it with the change's transaction, so the entry commits with the
 * change or not at all. One statement inserts the entry (audit_entry_insert, migration 0010: it copies the actor's
 * name and mobile number from users, and its trigger adds the entry to audit_tallies; migration 0014 added the
 * records' names) and publishes the change as a
 * live event (issue 30): one round trip for both.
 */
export const recordAudit = async (db: Db, actor: AuditActor, entry: AuditEntryInput) => {
  const userId = actor.userId ?? null;
  // A revert is an update, or the create that puts a deleted record back.
  const reverting = actor.revertOf !== undefined && (entry.action === 'update' || entry.action === 'create');
  const action = reverting ? 'revert' : entry.action;
  const detail = reverting ? { ...entry.detail, revertOf: actor.revertOf } : entry.detail;
  await publishChange(
    db,
    { resource: entry.resource, ids: entry.recordIds, action, actorId: userId },
    entryInsert(actor, { ...entry, action, detail }),
  );
};

/**
 * An entry of something that changed nothing (a refused call, issue 40): no live event, since no list has anything
 * to refresh. One statement.
 */
export const recordAttempt = async (db: Db, actor: AuditActor, entry: AuditEntryInput) => {
  await db.execute(sql`select ${entryInsert(actor, entry)}`);
};

/**
 * A bulk change's before-value from each record's (by id): the one they all had, so a change of one record can be
 * reverted; null when they differed or are not known (a change by filter).
 */
export const sharedBefore = (before: Record<string, unknown> | undefined) => {
  const values = new Set(Object.values(before ?? {}));
  return values.size === 1 ? [...values][0] : null;
};

/** JSON with object keys sorted: jsonb stores keys in its own order, so a value read back compares equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/** Whether two API values are the same, whatever the order of their keys. */
export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Fields that only move with every save, not changes anyone made. */
const UNTRACKED = new Set(['updatedAt']);

/**
 * The changed fields between two records as their API answers them (before `{}` for a create, after `{}` for a
 * delete): each field whose value differs, with both values whole.
 */
export const changesBetween = (before: Record<string, unknown>, after: Record<string, unknown>): AuditChange[] => {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => !UNTRACKED.has(field) && !sameValue(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
};
