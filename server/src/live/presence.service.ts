import type { Db } from '../db/client.js';
import { badRequest } from '../lib/http-errors.js';
import { publishChange } from './publish-change.js';
import { PresenceRepository, type PresenceKey } from './presence.repository.js';

/** A dialog refreshes its presence every 20 seconds; one not refreshed for a minute has gone. */
export const PRESENCE_TTL_MS = 60_000;
const BAD_KEY = 'resource and id name the record whose dialog is open';

/** The resource named in presence events: their ids are `<resource>/<id>` of the record viewed. */
export const PRESENCE_RESOURCE = 'presence';

export const presenceKey = (resource: unknown, id: unknown): PresenceKey => {
  if (typeof resource !== 'string' || !/^[\w-]{1,40}$/.test(resource)) throw badRequest(BAD_KEY);
  if (typeof id !== 'string' || !/^[\w-]{1,100}$/.test(id)) throw badRequest(BAD_KEY);
  return { resource, recordId: id };
};

/** Who else has a record's dialog open (issue 30), announced on the event stream as they come and go. */
export class PresenceService {
  constructor(
    private readonly db: Db,
    private readonly adminId: string,
  ) {}

  private async viewers(db: Db, key: PresenceKey) {
    const rows = await new PresenceRepository(db).others(this.adminId, key, new Date(Date.now() - PRESENCE_TTL_MS));
    return rows.map((row) => ({ adminID: row.adminID, name: `${row.firstName} ${row.lastName}` }));
  }

  list(key: PresenceKey) {
    return this.viewers(this.db, key);
  }

  async open(key: PresenceKey) {
    return this.db.transaction(async (tx) => {
      const repository = new PresenceRepository(tx);
      await repository.prune(new Date(Date.now() - PRESENCE_TTL_MS));
      if (await repository.touch(this.adminId, key)) await this.announce(tx, key, 'open');
      return this.viewers(tx, key);
    });
  }

  async close(key: PresenceKey) {
    await this.db.transaction(async (tx) => {
      if (await new PresenceRepository(tx).leave(this.adminId, key)) await this.announce(tx, key, 'close');
    });
  }

  private announce(tx: Db, key: PresenceKey, action: 'open' | 'close') {
    return publishChange(tx, {
      resource: PRESENCE_RESOURCE,
      ids: [`${key.resource}/${key.recordId}`],
      action,
      actorId: this.adminId,
    });
  }
}
