import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client.js';
import { webhookAttempts, webhookDeliveries, webhooks } from '../db/schema.js';
import type { AttemptOutcome } from './webhook-sender.js';

/** A delivery this process claimed, with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  claimToken: string;
  event: string;
  body: string;
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
}

/** When the next attempt is due after a failed one, or undefined when the delivery gives up. */
export interface RetryPlan {
  /** Waits after the 1st, 2nd, ... failed attempt; the last one repeats. */
  backoffSeconds: readonly number[];
  /** No attempt is scheduled later than this long after the event. */
  retryForSeconds: number;
}

/** Lease ends and due times are computed by the database's clock, which every process shares. */
const secondsFromNow = (seconds: number) => sql`now() + ${seconds} * interval '1 second'`;

/**
 * The webhooks' outbox (rows inserted by migration 0019's trigger on the audit log) and its delivery log. Processes
 * share it as they share the magazine render queue: one statement claims due rows, skipping rows another process
 * has locked (FOR UPDATE SKIP LOCKED), and marks them with a token and a lease; only the holder of the token
 * records the attempt, and a lease that ran out (its process died mid-send) makes the row due again.
 */
export class WebhookDeliveriesRepository {
  constructor(private readonly db: Db) {}

  /** Claims up to `limit` due deliveries for `leaseSeconds`. */
  async claim(claimToken: string, limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
    const due = this.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAt, sql`now()`),
          or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(webhookDeliveries)
      .set({ claimToken, leaseUntil: secondsFromNow(leaseSeconds) })
      .where(inArray(webhookDeliveries.id, due))
      .returning({ id: webhookDeliveries.id });
    if (claimed.length === 0) return [];
    return this.db
      .select({
        id: webhookDeliveries.id,
        claimToken: sql<string>`${webhookDeliveries.claimToken}`,
        event: webhookDeliveries.event,
        body: webhookDeliveries.body,
        attempts: webhookDeliveries.attempts,
        createdAt: webhookDeliveries.createdAt,
        url: webhooks.url,
        secret: webhooks.secret,
      })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(
        and(
          inArray(
            webhookDeliveries.id,
            claimed.map((row) => row.id),
          ),
          eq(webhookDeliveries.claimToken, claimToken),
        ),
      );
  }

  /**
   * Records an attempt of a delivery still ours, and what follows: delivered on a 2xx answer, else the next attempt
   * by the backoff, or failed once that would fall beyond the retry window. False when the claim was lost.
   */
  async recordAttempt(delivery: ClaimedDelivery, outcome: AttemptOutcome, plan: RetryPlan) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ attempts: webhookDeliveries.attempts, createdAt: webhookDeliveries.createdAt })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.claimToken, delivery.claimToken)))
        .for('update');
      if (!row) return false;
      const attempt = row.attempts + 1;
      await tx.insert(webhookAttempts).values({
        deliveryId: delivery.id,
        attempt,
        statusCode: outcome.statusCode,
        error: outcome.error,
        durationMs: outcome.durationMs,
      });
      const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      const wait = plan.backoffSeconds[Math.min(attempt, plan.backoffSeconds.length) - 1] ?? 0;
      const [{ retries }] = await selectRows<{ retries: boolean }>(
        tx,
        sql`select now() + ${wait} * interval '1 second' <= ${row.createdAt.toISOString()}::timestamptz + ${plan.retryForSeconds} * interval '1 second' as retries`,
      );
      await tx
        .update(webhookDeliveries)
        .set({
          attempts: attempt,
          status: delivered ? 'delivered' : retries ? 'pending' : 'failed',
          nextAt: delivered || !retries ? webhookDeliveries.nextAt : secondsFromNow(wait),
          claimToken: null,
          leaseUntil: null,
          updatedAt: sql`now()`,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      return true;
    });
  }

  /** Hands claimed deliveries back (the process is stopping) so that any process sends them at once. */
  async release(deliveries: readonly ClaimedDelivery[]) {
    for (const delivery of deliveries)
      await this.db
        .update(webhookDeliveries)
        .set({ claimToken: null, leaseUntil: null })
        .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.claimToken, delivery.claimToken)));
  }

  /** Deletes the deliveries that ended (delivered or failed) more than `days` ago, with their attempts. */
  async purgeEndedBefore(days: number) {
    await this.db
      .delete(webhookDeliveries)
      .where(
        and(
          inArray(webhookDeliveries.status, ['delivered', 'failed']),
          lt(webhookDeliveries.updatedAt, sql`now() - ${days} * interval '1 day'`),
        ),
      );
  }

  /** Due again now, whatever it came to ('Send again'); undefined when the hook has no such delivery. */
  async sendAgain(webhookId: string, deliveryId: string) {
    const [row] = await this.db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAt: sql`now()`, claimToken: null, leaseUntil: null, updatedAt: sql`now()` })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)))
      .returning({ id: webhookDeliveries.id, event: webhookDeliveries.event });
    return row;
  }

  /**
   * The hook's delivery log, newest first: each attempt with its answer's status code and time, and each delivery
   * not yet attempted as attempt 0.
   */
  async log(webhookId: string, limit: number) {
    return this.db
      .select({
        deliveryID: webhookDeliveries.id,
        event: webhookDeliveries.event,
        attempt: sql<number>`coalesce(${webhookAttempts.attempt}, 0)`.mapWith(Number),
        status: webhookAttempts.statusCode,
        error: webhookAttempts.error,
        durationMs: webhookAttempts.durationMs,
        at: sql<Date>`coalesce(${webhookAttempts.at}, ${webhookDeliveries.createdAt})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
        state: webhookDeliveries.status,
        nextAt: webhookDeliveries.nextAt,
      })
      .from(webhookDeliveries)
      .leftJoin(webhookAttempts, eq(webhookAttempts.deliveryId, webhookDeliveries.id))
      .where(eq(webhookDeliveries.webhookId, webhookId))
      .orderBy(
        desc(sql`coalesce(${webhookAttempts.at}, ${webhookDeliveries.createdAt})`),
        desc(webhookAttempts.attempt),
      )
      .limit(limit);
  }
}
