import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { LiveEventsRepository, type LiveChange } from './live-events.repository.js';

/**
 * The one call a write makes to tell every open stream, on every process, what it changed. Call it with the
 * change's transaction: the event is stored (for replay) and announced with the change, or not at all. Its number
 * and the announcement come from the database at commit (migration 0009), so a statement that inserts into
 * live_events itself gets the same. `alongside` is another write of the change (an expression, as recordAudit's call
 * of its insert) to evaluate in the event's statement, saving its round trip.
 */
export const publishChange = async (tx: Db, change: LiveChange, alongside?: SQL) => {
  await new LiveEventsRepository(tx).insert(change, alongside);
};
