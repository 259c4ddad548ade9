import { changesBetween, recordAudit, type AuditActor } from '../audit/audit-recorder.js';
import type { Db } from '../db/client.js';
import { staleSave, versionOf } from '../lib/versions.js';
import { isUuid } from '../lib/validate.js';
import { lockAtVersion, type VersionedTable } from '../repositories/versions.js';

interface VersionedRequest {
  params: { id: string };
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
}

interface VersionedSave<T, S> {
  table: VersionedTable;
  /** Reads the record in the save's transaction; `update` is given what it read, so it need not read it again. */
  current: (db: Db) => Promise<S>;
  /**
   * What `current` read, as GET answers the record before the save: the 409's current record, and the audit entry's
   * before-values (asked for after `update`, which may have read what it needs). By default what `current` answers.
   */
  view?: (db: Db, stored: S) => Promise<unknown>;
  /** The save; it answers the record as GET would, which gives the audit entry its after-values. */
  update: (db: Db, stored: S) => Promise<T>;
  /** The audit entry's resource name and the caller it is recorded for. */
  audit: { resource: string; actor: AuditActor };
}

const asRecord = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/**
 * A save that refuses a stale copy, for a service to run in its own transaction, and records it in the audit log in
 * that transaction. With a version, the row is locked and compared first, so of two saves made from the same version
 * exactly one wins; the other gets 409 with `current` (the record as its GET answers it). An unknown id is left to
 * `current`, which answers its 404.
 */
export const saveAtVersion = async <T, S>(
  db: Db,
  id: string,
  version: Date | undefined,
  options: VersionedSave<T, S>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const view = options.view ?? (async (_db: Db, stored: S) => stored);
    if (version && isUuid(id) && (await lockAtVersion(tx, options.table, id, version)) === 'stale')
      throw staleSave(await view(tx, await options.current(tx)));
    const stored = await options.current(tx);
    const after = await options.update(tx, stored);
    await recordAudit(tx, options.audit.actor, {
      action: 'update',
      resource: options.audit.resource,
      recordIds: [id],
      changes: changesBetween(asRecord(await view(tx, stored)), asRecord(after)),
    });
    return after;
  });

/**
 * An update call that refuses a stale save: `saveAtVersion` with the version the call was made from (body
 * `updatedAt` or `If-Match`).
 */
export const versionedUpdate = async <T, S>(
  db: Db,
  request: VersionedRequest,
  options: VersionedSave<T, S>,
): Promise<T> => saveAtVersion(db, request.params.id, versionOf(request), options);
