import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { webhooks } from '../db/schema.js';
import { recordAudit } from '../audit/audit-recorder.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import type { RequestContext } from '../lib/request-context.js';
import { requireId } from '../lib/validate.js';
import { checkedAddresses } from './webhook-addresses.js';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository.js';

/** How many rows of its delivery log a hook answers, newest first. */
export const DELIVERY_LOG_LIMIT = 200;

export const webhookMessages = {
  sentAgain: 'Delivery queued to be sent again',
  deliveryNotFound: 'Delivery not found',
} as const;

/** A webhook's URL as a save may store it: refused (400) when its host is, or resolves to, an address not allowed. */
export const refuseBlockedUrl = async (url: string, allowPrivate: boolean) => {
  const checked = await checkedAddresses(new URL(url), allowPrivate);
  if ('refusal' in checked) throw badRequest(checked.refusal);
};

/** The delivery log and 'Send again' of a webhook (its other calls are the declared resource's). */
export class WebhooksService {
  constructor(private readonly db: Db) {}

  private async requireHook(db: Db, webhookId: string) {
    requireId(webhookId, 'Webhook');
    const [hook] = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, webhookId));
    if (!hook) throw notFound('Webhook');
  }

  async deliveries(webhookId: string) {
    await this.requireHook(this.db, webhookId);
    const rows = await new WebhookDeliveriesRepository(this.db).log(webhookId, DELIVERY_LOG_LIMIT);
    return rows.map(({ at, nextAt, ...row }) => ({
      ...row,
      at: at.toISOString(),
      nextAt: row.state === 'pending' ? nextAt.toISOString() : null,
    }));
  }

  /** Makes the delivery due now, whatever it came to, with its audit entry in the same transaction. */
  async sendAgain(webhookId: string, deliveryId: string, ctx: RequestContext) {
    return this.db.transaction(async (tx) => {
      await this.requireHook(tx, webhookId);
      requireId(deliveryId, 'Delivery');
      const delivery = await new WebhookDeliveriesRepository(tx).sendAgain(webhookId, deliveryId);
      if (!delivery) throw notFound('Delivery');
      await recordAudit(tx, ctx, {
        action: 'sendAgain',
        resource: 'webhooks',
        recordIds: [webhookId],
        detail: { deliveryID: delivery.id, event: delivery.event },
      });
      return { message: webhookMessages.sentAgain, deliveryID: delivery.id };
    });
  }
}
