import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { openPostgres, selectRows, type Db } from '../src/db/client.js';
import { users, webhookDeliveries, webhooks } from '../src/db/schema.js';
import { webhookEvents } from '#contract/rules';
import { recordAudit } from '../src/audit/audit-recorder.js';
import { WebhookDeliveriesRepository } from '../src/webhooks/webhook-deliveries.repository.js';
import { loadConfig } from '../src/config.js';
import { defaultWebhookSettings } from '../src/webhooks/webhook-worker.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAdmin } from './helpers/factories.js';

/** Issue 44, webhooks: the declared resource, the outbox, the worker's retries, signatures and the SSRF refusals. */

interface Received {
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A local receiver that answers each request with the next of `statuses` (the last one repeats). */
const receiver = async (statuses: number[]) => {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString(), headers: request.headers });
      response.statusCode = statuses[Math.min(received.length, statuses.length) - 1];
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const secret = 'a-secret-of-at-least-16-chars';
/** Short waits between attempts, so the retries of a test take a fraction of a second. */
const quick = { allowPrivate: true, pollMs: 20, timeoutMs: 2_000, backoffSeconds: [0.1], retryForSeconds: 60 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webhooks: quick });
});
afterAll(() => t.close());

const createHook = async (payload: Record<string, unknown>, app: App = t.app, auth = t.auth) =>
  app.inject({ method: 'POST', url: '/api/webhooks', payload, headers: auth });

const addedHook = async (url: string, events: string[]) => {
  const res = await createHook({ url, events, secret });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().webhook as { webhookID: string };
};

/** A change that is a `created` event: a new role. */
const createRole = async () => {
  const res = await t.request({
    method: 'POST',
    url: '/api/roles',
    payload: { name: `Desk ${Math.random().toString(36).slice(2)}`, permissions: [] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().role.roleId as string;
};

const deliveriesOf = async (webhookID: string) => {
  const res = await t.request({ method: 'GET', url: `/api/webhooks/${webhookID}/deliveries` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().deliveries as Record<string, unknown>[];
};

const removeHook = async (webhookID: string) => {
  const res = await t.request({ method: 'DELETE', url: `/api/webhooks/${webhookID}` });
  expect(res.statusCode, res.body).toBe(200);
};

describe('Settings → Webhooks, the declared resource', () => {
  it('adds a hook (201) and never answers its secret', async () => {
    const res = await createHook({ url: 'https://203.0.113.10/newsroom', events: ['published', 'rejected'], secret });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: 'Webhook added successfully',
      webhook: {
        webhookID: expect.any(String),
        url: 'https://203.0.113.10/newsroom',
        events: ['published', 'rejected'],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const { webhookID } = res.json().webhook;
    const list = await t.request({ method: 'GET', url: '/api/webhooks' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().webhooks).toContainEqual(
      expect.objectContaining({ webhookID, events: ['published', 'rejected'] }),
    );
    const updated = await t.request({
      method: 'PUT',
      url: `/api/webhooks/${webhookID}`,
      payload: { events: ['statusChanged'] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().webhook).toMatchObject({ url: 'https://203.0.113.10/newsroom', events: ['statusChanged'] });
    expect(updated.body).not.toContain(secret);
    const audit = await t.db.execute(sql`select changes::text from audit_entries where ${webhookID} = any(record_ids)`);
    expect(JSON.stringify(audit)).not.toContain(secret);
    await removeHook(webhookID);
    expect((await t.request({ method: 'GET', url: `/api/webhooks/${webhookID}/deliveries` })).statusCode).toBe(404);
    // Its delete cannot be reverted: no entry holds the secret.
    const [deleted] = await selectRows<{ id: string }>(
      t.db,
      sql`select id from audit_entries where action = 'delete' and ${webhookID} = any(record_ids)`,
    );
    const revert = await t.request({ method: 'POST', url: `/api/audit/revert/${deleted.id}` });
    expect(revert.statusCode, revert.body).toBe(400);
    expect(revert.json()).toEqual({ message: 'Webhook cannot be put back, as its secret is not kept: add it again' });
  });

  it.each([
    [{ events: ['created'], secret }, 'URL is required'],
    [{ url: 'ftp://hooks.example.com', events: ['created'], secret }, 'URL must be an http or https address'],
    [{ url: 'https://203.0.113.10', events: [], secret }, 'Choose at least one event'],
    [
      { url: 'https://203.0.113.10', events: ['deleted'], secret },
      'Events must be created, statusChanged, published, rejected, assigned, noteAdded, backupFinished or backupFailed',
    ],
    [{ url: 'https://203.0.113.10', events: ['created'] }, 'Secret is required'],
    [{ url: 'https://203.0.113.10', events: ['created'], secret: 'short' }, 'Secret must be at least 16 characters'],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const res = await createHook(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('is for Owner only: an Editor is refused (403)', async () => {
    const editor = await makeAdmin(t.db, {}, ['Editor']);
    const authorization = `Bearer ${await t.app.issueToken(editor, '127.0.0.1')}`;
    const res = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: { authorization } });
    expect(res.statusCode).toBe(403);
  });
});

describe('configuration', () => {
  it('reads WEBHOOKS_ALLOW_PRIVATE and WEBHOOKS_BACKOFF_SECONDS; the issue schedule unless a list of seconds is set', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivate: false, backoffSeconds: undefined });
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_BACKOFF_SECONDS: '1, 2,3' }).webhooks).toEqual({
      allowPrivate: true,
      backoffSeconds: [1, 2, 3],
    });
    expect(loadConfig({ WEBHOOKS_BACKOFF_SECONDS: '' }).webhooks.backoffSeconds).toBeUndefined();
    expect(loadConfig({ WEBHOOKS_BACKOFF_SECONDS: '60,soon' }).webhooks.backoffSeconds).toBeUndefined();
    expect(defaultWebhookSettings).toMatchObject({
      backoffSeconds: [60, 300, 1_800, 7_200, 21_600],
      retryForSeconds: 86_400,
      allowPrivate: false,
    });
  });
});

describe('SSRF: where a hook may point', () => {
  let strict: App;
  let strictAuth: { authorization: string };
  beforeAll(async () => {
    // A second process on the same database, as configured by default: private addresses refused.
    strict = await buildApp({
      db: t.db,
      storage: t.storage,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      logLevel: 'silent',
      webhooks: { pollMs: 60_000 },
    });
    await strict.ready();
    strictAuth = { authorization: `Bearer ${await strict.issueToken(t.admin, '127.0.0.1')}` };
  });
  afterAll(() => strict.close());

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://10.0.0.7/hook',
    'http://10.255.1.2/',
    'http://[::1]/',
    'http://localhost/',
  ])('refuses %s without WEBHOOKS_ALLOW_PRIVATE (400)', async (url) => {
    const res = await createHook({ url, events: ['created'], secret }, strict, strictAuth);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: 'Webhook URL must not point to a private or loopback address' });
  });

  it.each(['http://169.254.169.254/latest/meta-data/', 'http://[fe80::1]/', 'http://[::ffff:169.254.169.254]/'])(
    'refuses the link-local %s even with WEBHOOKS_ALLOW_PRIVATE=true (400)',
    async (url) => {
      const res = await createHook({ url, events: ['created'], secret });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message: 'Webhook URL must not point to a link-local address' });
    },
  );

  it('refuses an update to a private address, and keeps the hook as it was', async () => {
    const hook = await (await createHook({ url: 'https://203.0.113.10/a', events: ['created'], secret })).json()
      .webhook;
    const res = await strict.inject({
      method: 'PUT',
      url: `/api/webhooks/${hook.webhookID}`,
      payload: { url: 'http://192.168.1.10/' },
      headers: strictAuth,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: 'Webhook URL must not point to a private or loopback address' });
    await removeHook(hook.webhookID);
  });

  it('checks again at delivery: a hook whose address became private is not called, and the log says why', async () => {
    const target = await receiver([200]);
    // As a name that resolved to a public address when saved and to a private one now (DNS rebinding).
    const [hook] = await t.db
      .insert(webhooks)
      .values({ url: target.url, events: ['created'], secret })
      .returning({ id: webhooks.id });
    try {
      // Only the strict process delivers: the test's own process allows private addresses.
      await t.app.webhookWorker.stop();
      await createRole();
      await vi.waitFor(() => expect(strict.webhookWorker.runOnce()).resolves.toBeGreaterThan(0), { timeout: 5_000 });
      const [first] = await deliveriesOf(hook.id);
      expect(first).toMatchObject({
        event: 'created',
        attempt: 1,
        status: null,
        error: 'Webhook URL must not point to a private or loopback address',
      });
      expect(target.received).toEqual([]);
    } finally {
      await t.db.delete(webhooks).where(eq(webhooks.id, hook.id));
      t.app.webhookWorker.start();
      await target.close();
    }
  });
});

describe('delivery', () => {
  it('retries a receiver that fails three times, stops after its 200, logs four attempts, and signs the body', async () => {
    const target = await receiver([500, 503, 500, 200]);
    const hook = await addedHook(target.url, ['created']);
    try {
      const roleId = await createRole();
      await vi.waitFor(
        async () => expect((await deliveriesOf(hook.webhookID)).map((row) => row.attempt)).toEqual([4, 3, 2, 1]),
        { timeout: 10_000, interval: 50 },
      );
      expect(target.received).toHaveLength(4);
      // Delivered: nothing is due any more, so the receiver hears no more of it.
      expect(await t.app.webhookWorker.runOnce()).toBe(0);
      expect(target.received).toHaveLength(4);
      const log = await deliveriesOf(hook.webhookID);
      expect(log.map((row) => [row.attempt, row.status, row.state])).toEqual([
        [4, 200, 'delivered'],
        [3, 500, 'delivered'],
        [2, 503, 'delivered'],
        [1, 500, 'delivered'],
      ]);
      expect(new Set(log.map((row) => row.deliveryID)).size).toBe(1);
      for (const row of log) expect(row.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

      const [admin] = await t.db.select().from(users).where(eq(users.id, t.admin.id));
      for (const { body, headers } of target.received) {
        expect(body).toBe(target.received[0].body);
        expect(headers['content-type']).toBe('application/json');
        const expected = createHmac('sha256', secret).update(body).digest('hex');
        expect(headers['x-signature']).toBe(`sha256=${expected}`);
        expect(JSON.parse(body)).toEqual({
          event: 'created',
          resource: 'roles',
          ids: [roleId],
          actor: { adminID: admin.id, name: `${admin.firstName} ${admin.lastName}` },
          at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        });
      }

      // Send again: the same body once more, as a fifth attempt.
      const again = await t.request({
        method: 'POST',
        url: `/api/webhooks/${hook.webhookID}/deliveries/${String(log[0].deliveryID)}/send-again`,
      });
      expect(again.statusCode, again.body).toBe(202);
      expect(again.json()).toEqual({ message: 'Delivery queued to be sent again', deliveryID: log[0].deliveryID });
      await vi.waitFor(() => expect(target.received).toHaveLength(5), { timeout: 5_000, interval: 20 });
      expect(target.received[4].body).toBe(target.received[0].body);
      await vi.waitFor(async () => expect((await deliveriesOf(hook.webhookID))[0]).toMatchObject({ attempt: 5 }), {
        timeout: 5_000,
      });
    } finally {
      await removeHook(hook.webhookID);
      await target.close();
    }
  });

  it('signs with a new secret once PUT changes it, never answers it, and audits the change without it', async () => {
    const target = await receiver([200]);
    const hook = await addedHook(target.url, ['created']);
    const newSecret = 'a-new-secret-of-at-least-16';
    const put = (payload: object) => t.request({ method: 'PUT', url: `/api/webhooks/${hook.webhookID}`, payload });
    const signedWith = (key: string, { body }: Received) =>
      `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
    try {
      const short = await put({ secret: 'short' });
      expect(short.statusCode, short.body).toBe(400);
      expect(short.json()).toEqual({ message: 'Secret must be at least 16 characters' });

      const changed = await put({ secret: newSecret });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toEqual({
        message: 'Webhook updated successfully',
        webhook: expect.objectContaining({ webhookID: hook.webhookID, url: target.url, events: ['created'] }),
      });
      expect(changed.body).not.toContain(newSecret);
      const entries = await selectRows<{ entry: string; detail: unknown }>(
        t.db,
        sql`select row_to_json(e)::text as entry, detail from audit_entries e
             where action = 'update' and ${hook.webhookID} = any(record_ids)`,
      );
      expect(entries.map(({ detail }) => detail)).toEqual([{ secretChanged: true }]);
      expect(entries[0].entry).not.toContain(newSecret);

      await createRole();
      await vi.waitFor(() => expect(target.received).toHaveLength(1), { timeout: 10_000, interval: 20 });
      expect(target.received[0].headers['x-signature']).toBe(signedWith(newSecret, target.received[0]));
      expect(target.received[0].headers['x-signature']).not.toBe(signedWith(secret, target.received[0]));

      // An empty secret, as the form sends when 'Change secret' is left empty, keeps the new one.
      const kept = await put({ secret: '', events: ['created', 'published'] });
      expect(kept.statusCode, kept.body).toBe(200);
      await createRole();
      await vi.waitFor(() => expect(target.received).toHaveLength(2), { timeout: 10_000, interval: 20 });
      expect(target.received[1].headers['x-signature']).toBe(signedWith(newSecret, target.received[1]));
    } finally {
      await removeHook(hook.webhookID);
      await target.close();
    }
  });

  it('gives up once the retry window is over, and reports the delivery failed', async () => {
    const target = await receiver([500]);
    const hook = await addedHook(target.url, ['created']);
    try {
      await createRole();
      // Queued now, so its 60 s window runs out when it is made to look a day old.
      await vi.waitFor(async () => expect((await deliveriesOf(hook.webhookID))[0]?.attempt).toBeGreaterThan(0), {
        timeout: 5_000,
      });
      await t.db
        .update(webhookDeliveries)
        .set({ createdAt: sql`now() - interval '1 day'` })
        .where(eq(webhookDeliveries.webhookId, hook.webhookID));
      await vi.waitFor(async () => expect((await deliveriesOf(hook.webhookID))[0]?.state).toBe('failed'), {
        timeout: 5_000,
      });
      const sent = target.received.length;
      expect(await t.app.webhookWorker.runOnce()).toBe(0);
      expect(target.received).toHaveLength(sent);
      // The log keeps an ended delivery 30 days.
      const repository = new WebhookDeliveriesRepository(t.db);
      await repository.purgeEndedBefore(30);
      expect(await deliveriesOf(hook.webhookID)).not.toEqual([]);
      await t.db
        .update(webhookDeliveries)
        .set({ updatedAt: sql`now() - interval '31 days'` })
        .where(eq(webhookDeliveries.webhookId, hook.webhookID));
      await repository.purgeEndedBefore(30);
      expect(await deliveriesOf(hook.webhookID)).toEqual([]);
    } finally {
      await removeHook(hook.webhookID);
      await target.close();
    }
  });

  it('queues only the events a hook asked for, one row per event and hook, in the transaction of the change', async () => {
    const target = await receiver([200]);
    const wanted = await addedHook(target.url, ['created']);
    const other = await addedHook(target.url, ['published']);
    try {
      const roleId = await createRole();
      const rows = await t.db
        .select({ webhookId: webhookDeliveries.webhookId, event: webhookDeliveries.event })
        .from(webhookDeliveries)
        .where(sql`${webhookDeliveries.body}::jsonb -> 'ids' ? ${roleId}`);
      expect(rows).toEqual([{ webhookId: wanted.webhookID, event: 'created' }]);
      // A change that fails writes nothing, so queues nothing.
      const refused = await t.request({ method: 'POST', url: '/api/roles', payload: { name: '', permissions: [] } });
      expect(refused.statusCode).toBe(400);
      await vi.waitFor(() => expect(target.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
    } finally {
      await removeHook(wanted.webhookID);
      await removeHook(other.webhookID);
      await target.close();
    }
  });

  it.each([
    [
      { action: 'create', changes: [{ field: 'postStatus', before: null, after: 'Published' }] },
      ['created', 'published'],
    ],
    [
      { action: 'status', changes: [{ field: 'postStatus', before: 'Pending', after: 'Published' }] },
      ['published', 'statusChanged'],
    ],
    [
      { action: 'bulkStatus', changes: [{ field: 'postStatus', before: 'Pending', after: 'Rejected' }] },
      ['rejected', 'statusChanged'],
    ],
    [{ action: 'assign', detail: { adminID: '00000000-0000-4000-8000-000000000009' } }, ['assigned']],
    [{ action: 'note', detail: { noteID: '00000000-0000-4000-8000-000000000008', mentions: [] } }, ['noteAdded']],
    [{ action: 'backup' }, ['backupFinished']],
    [{ action: 'backupFailed' }, ['backupFailed']],
    [{ action: 'update', changes: [{ field: 'postTitle', before: 'A', after: 'Published' }] }, []],
  ])('an audit entry %j is the events %j', async (entry, events) => {
    const hook = await addedHook('https://203.0.113.10/all', [...webhookEvents]);
    try {
      const id = randomUUID();
      await t.db.transaction((tx) =>
        recordAudit(tx, { userId: t.admin.id }, { resource: 'posts', recordIds: [id], ...entry }),
      );
      const rows = await t.db
        .select({ event: webhookDeliveries.event })
        .from(webhookDeliveries)
        .where(sql`${webhookDeliveries.body}::jsonb -> 'ids' ? ${id}`);
      expect(rows.map((row) => row.event).sort()).toEqual(events);
    } finally {
      await removeHook(hook.webhookID);
    }
  });

  it('delivers each event exactly once with several processes on one database racing for the deliveries', async () => {
    const target = await receiver([200]);
    const hook = await addedHook(target.url, ['created']);
    // Three more processes, each with its own connections on PostgreSQL (the same database on PGlite).
    const databases = t.databaseUrl ? await Promise.all([1, 2, 3].map(() => openPostgres(t.databaseUrl!))) : [];
    const dbs: Db[] = t.databaseUrl ? databases.map((database) => database.db) : [t.db, t.db, t.db];
    const others = await Promise.all(
      dbs.map(async (db) => {
        const app = await buildApp({
          db,
          storage: t.storage,
          jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
          logLevel: 'silent',
          webhooks: { ...quick, pollMs: 5 },
        });
        await app.ready();
        return app;
      }),
    );
    try {
      const roleIds: string[] = [];
      for (let i = 0; i < 20; i += 1) roleIds.push(await createRole());
      await vi.waitFor(
        async () => {
          const [{ pending }] = await selectRows<{ pending: number }>(
            t.db,
            sql`select count(*)::int as pending from webhook_deliveries where webhook_id = ${hook.webhookID} and status <> 'delivered'`,
          );
          expect(pending).toBe(0);
        },
        { timeout: 20_000, interval: 50 },
      );
      await Promise.all([t.app, ...others].map((app) => app.webhookWorker.runOnce()));
      const deliveries = target.received.map(({ headers }) => headers['x-webhook-delivery']);
      expect(deliveries).toHaveLength(20);
      expect(new Set(deliveries).size).toBe(20);
      expect(target.received.map(({ body }) => (JSON.parse(body) as { ids: string[] }).ids[0]).sort()).toEqual(
        roleIds.sort(),
      );
    } finally {
      await Promise.all(others.map((app) => app.close()));
      await Promise.all(databases.map((database) => database.close()));
      await removeHook(hook.webhookID);
      await target.close();
    }
  });
});
