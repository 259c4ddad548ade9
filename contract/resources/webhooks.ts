import { defineResource } from '../resource';
import { rules, webhookEvents } from '../rules';

/**
 * Settings → Webhooks (issue 44): an address, the events it wants and a secret that signs each delivery. The
 * events are written as deliveries in the transaction of the change they report (migration 0019's trigger on the
 * audit log) and POSTed by server/src/webhooks/; the address is checked against private and link-local networks on
 * save and again at delivery, and the delivery log with 'Send again' are the override's calls.
 */
export const webhooks = defineResource({
  name: 'webhooks',
  table: 'webhooks',
  id: 'webhookID',
  noun: 'Webhook',
  fields: {
    url: {
      type: 'text',
      max: 2000,
      rules: rules.webhook.url,
      input: 'Required: an http or https address, not on a private, loopback or link-local network',
      label: 'URL',
      list: true,
      form: true,
      order: 'asc',
    },
    events: {
      type: 'strings',
      distinct: true,
      values: webhookEvents,
      rules: rules.webhook.events,
      input: `At least one of ${webhookEvents.join(', ')}`,
      describe: 'The events delivered to the address',
      label: 'Events',
      list: true,
      form: true,
    },
    secret: {
      type: 'password',
      signing: true,
      rules: rules.webhook.secret,
      input:
        'Required on create, 16 to 200 characters; an update may set a new one (left out or empty keeps it); never answered. Each delivery carries X-Signature: sha256=<hex HMAC-SHA256 of the body with it>',
      label: 'Secret',
      change: 'Change secret (leave empty to keep it)',
      form: true,
    },
    createdAt: { type: 'timestamp' },
    updatedAt: { type: 'timestamp' },
  },
  api: {
    tag: 'Webhooks',
    list: { path: '/webhooks', key: 'webhooks', summary: 'Every webhook, by address (the secrets are never answered)' },
    create: {
      path: '/webhooks',
      key: 'webhook',
      message: 'Webhook added successfully',
      summary: 'Add a webhook',
      description:
        'A private or loopback address is refused (400) unless the server runs with WEBHOOKS_ALLOW_PRIVATE=true; a ' +
        'link-local one (169.254.0.0/16, fe80::/10) always is. The secret is taken here only and never answered.',
    },
    update: {
      path: '/webhooks/{webhookID}',
      key: 'webhook',
      partial: true,
      message: 'Webhook updated successfully',
      summary:
        "Change a webhook's address, events or secret; fields left out keep their values (an empty secret keeps it too). " +
        'The secret is never answered; the audit entry says it was changed, without it',
    },
    delete: {
      path: '/webhooks/{webhookID}',
      message: 'Webhook deleted successfully',
      summary: 'Delete a webhook with its delivery log',
    },
  },
  screen: {
    path: '/settings/webhooks',
    menu: { settingsTab: 'Webhooks' },
    title: 'Webhooks',
    count: ['Webhook', 'Webhooks'],
    add: '+ Add Webhook',
    addTitle: 'Add Webhook',
    editTitle: 'Edit Webhook',
    recordName: ['url'],
    delete: { title: 'Delete webhook?', text: 'The webhook %{name} and its delivery log will be deleted.' },
    log: {
      path: '/webhooks/{id}/deliveries',
      key: 'deliveries',
      title: 'Delivery log',
      columns: { at: 'Time', event: 'Event', attempt: 'Attempt', status: 'Status code', state: 'Delivery' },
      time: 'at',
      none: '-',
      empty: 'No deliveries yet',
      failed: 'The delivery log could not be loaded.',
      again: {
        path: '/webhooks/{id}/deliveries/{row}/send-again',
        row: 'deliveryID',
        label: 'Send again',
        name: 'Send again: %{event}, attempt %{attempt}',
        success: 'Delivery queued to be sent again',
        failure: 'The delivery could not be queued',
      },
    },
  },
  /** The address checked against private networks, the delivery log and 'Send again': server/src/webhooks/. */
  overrides: ['save', 'routes'],
});
