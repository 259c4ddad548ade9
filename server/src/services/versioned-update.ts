import type { Db } from '../db/client.js';
import { staleSave, versionOf } from '../lib/versions.js';
import { isUuid } from '../lib/validate.js';
import { lockAtVersion, type VersionedTable } from '../repositories/versions.js';

interface VersionedRequest {
  params: { id: string };
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * An update call that refuses a stale save. Without a version (body `updatedAt` or `If-Match`) it is `update` on the
 * app's database, as before. With one, the row is locked and compared in a transaction that `update` then runs in,
 * so of two saves made from the same version exactly one wins; the other gets 409 with `current` (the record as its
 * GET answers it). An unknown id is left to `update`, which answers its 404.
 */
export const versionedUpdate = async <T>(
  db: Db,
  request: VersionedRequest,
  options: {
    table: VersionedTable;
    current: (db: Db) => Promise<unknown>;
    update: (db: Db) => Promise<T>;
  },
): Promise<T> => {
  const version = versionOf(request);
  const { id } = request.params;
  if (!version || !isUuid(id)) return options.update(db);
  return db.transaction(async (tx) => {
    if ((await lockAtVersion(tx, options.table, id, version)) === 'stale') throw staleSave(await options.current(tx));
    return options.update(tx);
  });
};
