import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { WebhookDeliveriesRepository, type RetryPlan } from './webhook-deliveries.repository.js';
import { sendWebhook } from './webhook-sender.js';

export interface WebhookSettings extends RetryPlan {
  /** WEBHOOKS_ALLOW_PRIVATE=true: private and loopback addresses may be called (link-local ones never). */
  allowPrivate: boolean;
  /** How often a process looks for due deliveries. */
  pollMs: number;
  /** How long an attempt waits for the answer. */
  timeoutMs: number;
  /** How many deliveries a process sends at once. */
  batch: number;
  /** The log keeps a delivery this many days after it ended (delivered, or failed once its retries were over). */
  keepDays: number;
}

/** How often a process deletes the log's old deliveries (a delete that finds them gone does nothing). */
const PURGE_EVERY_MS = 3_600_000;

/** The schedule: 1 min, 5 min, 30 min, 2 h, then every 6 h, for 24 h after the event. */
export const defaultWebhookSettings: WebhookSettings = {
  allowPrivate: false,
  pollMs: 2_000,
  timeoutMs: 10_000,
  batch: 10,
  keepDays: 30,
  backoffSeconds: [60, 300, 1_800, 7_200, 21_600],
  retryForSeconds: 86_400,
};

/**
 * Sends the webhooks' due deliveries (see WebhookDeliveriesRepository): every process runs one, and the claim makes
 * each delivery go out from one process at a time. An attempt's lease outlasts its timeout, so a delivery is sent
 * twice only when its process dies between the answer and the record of it.
 *
 * @example
 * const worker = new WebhookWorker(db, settings, log); worker.start(); await worker.stop();
 */
export class WebhookWorker {
  private readonly deliveries: WebhookDeliveriesRepository;
  private timer: NodeJS.Timeout | undefined;
  private loop: Promise<void> | undefined;
  private stopping = false;
  private purgedAt = 0;

  constructor(
    db: Db,
    private readonly settings: WebhookSettings,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.deliveries = new WebhookDeliveriesRepository(db);
  }

  start() {
    this.stopping = false;
    this.schedule(0);
  }

  /** Looks for due deliveries now ('Send again') instead of at the next poll. */
  wake() {
    if (!this.stopping && !this.loop) this.schedule(0);
  }

  async stop() {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.loop;
  }

  /** Claims and sends one batch of due deliveries; how many it sent. */
  async runOnce(): Promise<number> {
    const leaseSeconds = Math.ceil(this.settings.timeoutMs / 1000) + 30;
    const claimed = await this.deliveries.claim(randomUUID(), this.settings.batch, leaseSeconds);
    if (this.stopping) {
      await this.deliveries.release(claimed);
      return 0;
    }
    await Promise.all(
      claimed.map(async (delivery) => {
        const outcome = await sendWebhook(
          {
            url: delivery.url,
            secret: delivery.secret,
            body: delivery.body,
            event: delivery.event,
            deliveryId: delivery.id,
          },
          this.settings,
        );
        await this.deliveries.recordAttempt(delivery, outcome, this.settings);
      }),
    );
    return claimed.length;
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.loop = this.work().finally(() => {
        this.loop = undefined;
        if (!this.stopping) this.schedule(this.settings.pollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async work() {
    try {
      if (Date.now() - this.purgedAt >= PURGE_EVERY_MS) {
        this.purgedAt = Date.now();
        await this.deliveries.purgeEndedBefore(this.settings.keepDays);
      }
      while (!this.stopping && (await this.runOnce()) > 0);
    } catch (error) {
      // The database may be briefly unreachable; the next poll tries again.
      this.log?.error({ err: error }, 'webhook deliveries');
    }
  }
}
