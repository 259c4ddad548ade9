import { changesBetween, recordAudit, type AuditActor } from '../audit/audit-recorder.js';
import type { Revertable } from '../audit/audited-resources.js';
import type { Db } from '../db/client.js';
import { staleSave, versionOf } from '../lib/versions.js';
import { isUuid } from '../lib/validate.js';
import { RetiredMediaRepository } from '../media/retired-media.repository.js';
import { lockAtVersion, type VersionedTable } from '../lib/version-lock.js';

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
  /** The audit entry's resource name, the caller it is recorded for, and what else it says (a secret was changed). */
  audit: { resource: string; actor: AuditActor; detail?: Record<string, unknown> };
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
      record: asRecord(after),
      detail: options.audit.detail,
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

/** The columns an upload sets, by the record's field: its files (keys, answered as URLs) and values derived from them. */
export interface UploadColumns {
  files: Record<string, string>;
  values?: Record<string, string>;
}

/**
 * A revert of an upload, by `saveAtVersion`: the record pointed at the files `restored.files` names again (null:
 * none), with the values derived from them. The files the record held are retired, as an upload's are, and the ones
 * it points at again are taken off that list.
 */
export const restoreUploadAtVersion = <T>(
  db: Db,
  id: string,
  version: Date,
  { files, values }: Pick<Revertable, 'files' | 'values'>,
  target: {
    table: VersionedTable;
    columns: UploadColumns;
    current: (db: Db) => Promise<T>;
    /**
     * The row locked, by column: it exists, as `current` has read it in the same transaction (after locking it when
     * there is a version). Throws when the record may not change (a rejected post).
     */
    lock: (db: Db) => Promise<Record<string, unknown> | undefined>;
    update: (db: Db, patch: Record<string, unknown>) => Promise<unknown>;
    audit: { resource: string; actor: AuditActor };
  },
) => {
  const columnsOf = (given: Record<string, unknown>, columns: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(given).map(([field, value]) => [columns[field], value]));
  return saveAtVersion(db, id, version, {
    table: target.table,
    current: target.current,
    update: async (tx) => {
      const previous = await target.lock(tx);
      const patch = columnsOf(files, target.columns.files);
      await target.update(tx, { ...patch, ...columnsOf(values, target.columns.values) });
      await new RetiredMediaRepository(tx).exchange(
        Object.values(files),
        Object.keys(patch).map((column) => previous?.[column]),
      );
      return target.current(tx);
    },
    audit: target.audit,
  });
};
