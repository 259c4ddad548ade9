import { recordAudit } from '../audit/audit-recorder.js';
import { and, asc, count, eq, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { magazinePages, magazineRenders, magazines } from '../db/schema.js';

export type MagazineRender = typeof magazineRenders.$inferSelect;
export type NewMagazineRender = typeof magazineRenders.$inferInsert;
export type NewMagazinePage = typeof magazinePages.$inferInsert;

/** A render this process holds: its row as claimed, with the token that proves the claim is still ours. */
export type ClaimedRender = MagazineRender & { claimToken: string };

/** Lease ends are computed by the database's clock, which every replica shares. */
const leaseFromNow = (seconds: number) => sql`now() + ${seconds} * interval '1 second'`;
const leaseExpired = or(isNull(magazineRenders.leaseUntil), lt(magazineRenders.leaseUntil, sql`now()`));

const ours = (render: ClaimedRender) =>
  and(eq(magazineRenders.id, render.id), eq(magazineRenders.claimToken, render.claimToken));

/** The audit entry of a render's end, written by the server (no actor) in the transaction that ends it. */
const recordRender = async (db: Db, render: ClaimedRender, action: string, detail: Record<string, unknown>) => {
  const [record] = await db.select({ name: magazines.name }).from(magazines).where(eq(magazines.id, render.magazineId));
  await recordAudit(
    db,
    {},
    {
      action,
      resource: 'magazines',
      recordIds: [render.magazineId],
      detail: { renderId: render.id, ...detail },
      record,
    },
  );
};

/**
 * The render queue. Every API process claims work with one statement that locks the oldest claimable row and skips
 * rows other processes have locked (FOR UPDATE SKIP LOCKED), so replicas share the queue without taking the same
 * job; a claim is a lease that progress extends, and a lease that ran out (its process died) makes the job
 * claimable again.
 */
export class MagazineRendersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims the oldest job: a pending render, a render whose process stopped renewing its lease, or a failed or
   * discarded render whose files still have to be removed. A render claimed again resumes where it stopped.
   */
  async claim(claimToken: string, leaseSeconds: number): Promise<ClaimedRender | undefined> {
    const claimable = this.db
      .select({ id: magazineRenders.id })
      .from(magazineRenders)
      .where(
        or(
          eq(magazineRenders.status, 'pending'),
          and(eq(magazineRenders.status, 'rendering'), leaseExpired),
          and(
            inArray(magazineRenders.status, ['failed', 'discarded']),
            not(magazineRenders.filesRemoved),
            leaseExpired,
          ),
        ),
      )
      .orderBy(asc(magazineRenders.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await this.db
      .update(magazineRenders)
      .set({
        claimToken,
        leaseUntil: leaseFromNow(leaseSeconds),
        attempts: sql`${magazineRenders.attempts} + (case when ${magazineRenders.status} in ('pending', 'rendering') then 1 else 0 end)`,
        status: sql`case when ${magazineRenders.status} = 'pending' then 'rendering' else ${magazineRenders.status} end`,
        updatedAt: sql`now()`,
      })
      .where(inArray(magazineRenders.id, claimable))
      .returning();
    return claimed as ClaimedRender | undefined;
  }

  /** How many renders are waiting or running, in any process. */
  async unfinishedCount() {
    const [{ total }] = await this.db
      .select({ total: count() })
      .from(magazineRenders)
      .where(inArray(magazineRenders.status, ['pending', 'rendering']));
    return total;
  }

  /**
   * Records a stored page and renews the lease, in one transaction. False when the render is no longer ours to
   * continue: another process took it over, or a newer upload discarded it.
   */
  async recordPage(render: ClaimedRender, page: NewMagazinePage, leaseSeconds: number) {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(magazineRenders)
        .set({ renderedPages: page.pageNumber, leaseUntil: leaseFromNow(leaseSeconds), updatedAt: sql`now()` })
        .where(and(ours(render), eq(magazineRenders.status, 'rendering')))
        .returning({ id: magazineRenders.id });
      if (!updated) return false;
      await tx.insert(magazinePages).values(page).onConflictDoNothing();
      return true;
    });
  }

  /** Makes the render's pages the magazine's pages; the render they replace is discarded for clean-up. */
  async complete(render: ClaimedRender) {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: magazineRenders.status })
        .from(magazineRenders)
        .where(ours(render))
        .for('update');
      if (current?.status !== 'rendering') return false;
      await tx
        .update(magazineRenders)
        .set({ status: 'discarded', leaseUntil: null, updatedAt: sql`now()` })
        .where(and(eq(magazineRenders.magazineId, render.magazineId), eq(magazineRenders.status, 'done')));
      await tx
        .update(magazineRenders)
        .set({ status: 'done', claimToken: null, leaseUntil: null, error: null, updatedAt: sql`now()` })
        .where(ours(render));
      await recordRender(tx, render, 'renderFinished', { totalPages: render.totalPages });
      return true;
    });
  }

  /** Ends the render with a message; its pages stop counting at once and its files are left for clean-up. */
  async fail(render: ClaimedRender, error: string) {
    return this.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(magazineRenders)
        .set({ status: 'failed', error, renderedPages: 0, claimToken: null, leaseUntil: null, updatedAt: sql`now()` })
        .where(and(ours(render), eq(magazineRenders.status, 'rendering')))
        .returning({ id: magazineRenders.id });
      if (failed) {
        await tx.delete(magazinePages).where(eq(magazinePages.renderId, render.id));
        await recordRender(tx, render, 'renderFailed', { error });
      }
      return Boolean(failed);
    });
  }

  /** Hands a job back (shutdown, or a render discarded under us) so that any process can pick it up at once. */
  async release(render: ClaimedRender, { countAttempt = true } = {}) {
    await this.db
      .update(magazineRenders)
      .set({
        claimToken: null,
        leaseUntil: null,
        status: sql`case when ${magazineRenders.status} = 'rendering' then 'pending' else ${magazineRenders.status} end`,
        attempts: countAttempt ? magazineRenders.attempts : sql`greatest(${magazineRenders.attempts} - 1, 0)`,
        updatedAt: sql`now()`,
      })
      .where(ours(render));
  }

  /** After its files are gone: a discarded render disappears, a failed one stays to report its error. */
  async cleanedUp(render: ClaimedRender) {
    if (render.status === 'discarded') {
      await this.db.delete(magazineRenders).where(ours(render));
    } else {
      await this.db
        .update(magazineRenders)
        .set({ filesRemoved: true, claimToken: null, leaseUntil: null, updatedAt: sql`now()` })
        .where(ours(render));
    }
  }

  /**
   * A new upload replaces the magazine's previous upload: one still queued or rendering is discarded (a process
   * rendering it notices at its next page), and a failed one that was already cleaned up is forgotten. Runs in the
   * upload's transaction, after the magazine row is locked.
   */
  async supersede(magazineId: string) {
    await this.db
      .delete(magazineRenders)
      .where(
        and(
          eq(magazineRenders.magazineId, magazineId),
          eq(magazineRenders.status, 'failed'),
          eq(magazineRenders.filesRemoved, true),
        ),
      );
    await this.db
      .update(magazineRenders)
      .set({
        status: 'discarded',
        // A process that is rendering keeps its lease, so nobody removes files it may still be writing.
        leaseUntil: sql`case when ${magazineRenders.status} = 'rendering' then ${magazineRenders.leaseUntil} else null end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(magazineRenders.magazineId, magazineId),
          inArray(magazineRenders.status, ['pending', 'rendering', 'failed']),
        ),
      );
  }

  async insert(values: NewMagazineRender) {
    const [row] = await this.db.insert(magazineRenders).values(values).returning();
    return row;
  }
}
