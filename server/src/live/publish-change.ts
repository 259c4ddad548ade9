import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { LiveEventsRepository, type LiveChange } from './live-events.repository.js';

/**
 * Hubs of this process that read new events themselves (on PGlite, which has no other process to notify): a
 * publish wakes them. Their read waits for the publishing transaction to end, as PGlite runs one transaction at a
 * time, so they see the event once it is committed and never a rolled-back one.
 */
const wakers = new Set<() => void>();

export const onPublished = (wake: () => void) => {
  wakers.add(wake);
  return () => wakers.delete(wake);
};

/**
 * The one call a write makes to tell every open stream, on every process, what it changed. Call it with the
 * change's transaction: the event is stored (for replay) and announced with the change, or not at all. `alongside`
 * is another write of the change (an expression, as recordAudit's call of its insert) to evaluate in the event's
 * statement, saving its round trip.
 */
export const publishChange = async (tx: Db, change: LiveChange, alongside?: SQL) => {
  const id = await new LiveEventsRepository(tx).insert(change, alongside);
  for (const wake of wakers) wake();
  return id;
};
