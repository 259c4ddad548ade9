import type { Db } from '../db/client.js';
import { staleSave, versionOf } from '../lib/versions.js';
import { isUuid } from '../lib/validate.js';
import { lockAtVersion, type VersionedTable } from '../repositories/versions.js';

interface VersionedRequest {
  params: { id: string };
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
}

interface VersionedSave<T> {
  table: VersionedTable;
  current: (db: Db) => Promise<unknown>;
  update: (db: Db) => Promise<T>;
}

/**
 * A save that refuses a stale copy, for a service to run in its own transaction. Without a version it is `update`
 * on `db`. With one, the row is locked and compared in a transaction that `update` then runs in, so of two saves
 * made from the same version exactly one wins; the other gets 409 with `current` (the record as its GET answers
 * it). An unknown id is left to `update`, which answers its 404.
 */
export const saveAtVersion = async <T>(
  db: Db,
  id: string,
  version: Date | undefined,
  options: VersionedSave<T>,
): Promise<T> => {
  if (!version || !isUuid(id)) return options.update(db);
  return db.transaction(async (tx) => {
    if ((await lockAtVersion(tx, options.table, id, version)) === 'stale') throw staleSave(await options.current(tx));
    return options.update(tx);
  });
};

/**
 * An update call that refuses a stale save: `saveAtVersion` with the version the call was made from (body
 * `updatedAt` or `If-Match`).
 */
export const versionedUpdate = async <T>(db: Db, request: VersionedRequest, options: VersionedSave<T>): Promise<T> =>
  saveAtVersion(db, request.params.id, versionOf(request), options);
