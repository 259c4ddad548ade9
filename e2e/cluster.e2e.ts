import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../server/src/account/sign-in-throttle.js';
import { openEventStream } from '../server/test/helpers/event-stream.js';
import { makePng } from '../server/test/helpers/files.js';
import { makePdf, utcDay } from '../server/test/helpers/magazines-factories.js';
import { clusterAdmin, servedByHeader, startCluster, type Cluster } from './cluster.js';
import { rootDir } from './server-process.js';

/**
 * README's scale path on real parts: three API processes of the built server on one PostgreSQL database and one
 * S3 store, behind HAProxy (round robin, no stickiness). Every call goes through the load balancer, which names
 * the process that answered; round robin sends consecutive calls to api1, api2, api3 in turn.
 */

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

interface Answer<Body = unknown> {
  status: number;
  body: Body;
  servedBy: string;
}

const call = async <Body = unknown>(
  method: string,
  path: string,
  { token, json, form }: { token?: string; json?: unknown; form?: FormData } = {},
) => {
  const response = await fetch(`${cluster.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : form,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text,
    servedBy: response.headers.get(servedByHeader) ?? '',
  } as Answer<Body>;
};

const allProcesses = () => cluster.processes.map((process) => process.name).sort();
const servedBy = (answers: Answer<unknown>[]) => [...new Set(answers.map((answer) => answer.servedBy))].sort();

/** `times` calls one after another (so round robin spreads them over the processes). */
const repeat = async <Body>(times: number, make: () => Promise<Answer<Body>>) => {
  const answers: Answer<Body>[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await make());
  return answers;
};

const logIn = async () => {
  const answer = await call<{ token: string; user: { roleID: string } }>('POST', '/api/login', { json: clusterAdmin });
  expect(answer.status).toBe(200);
  return answer.body;
};

const query = async <T>(text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
};

describe('three API processes behind a load balancer', () => {
  it('started together on a fresh database: one migration, one admin, every process answering', async () => {
    expect(await query('select count(*)::int as admins from users where role = $1', ['Admin'])).toEqual([
      { admins: 1 },
    ]);
    const journal = JSON.parse(await fs.readFile(path.join(rootDir, 'server/migrations/meta/_journal.json'), 'utf8'));
    expect(await query('select count(*)::int as applied from drizzle.__drizzle_migrations')).toEqual([
      { applied: journal.entries.length },
    ]);
    const answers = await repeat(6, () => call('GET', '/api/health'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(servedBy(answers)).toEqual(allProcesses());
  });

  it('accepts a token issued by one process on every process, and refuses it on every process after Sign Out', async () => {
    const { token, user } = await logIn();
    const used = await repeat(6, () => call<{ admin: unknown }>('GET', `/api/admin/${user.roleID}`, { token }));
    expect(used.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(used[0].body.admin).toMatchObject({ mobileNumber: clusterAdmin.mobileNumber, role: 'Admin' });
    expect(servedBy(used)).toEqual(allProcesses());

    const signedOut = await call('POST', '/api/logout', { token });
    const signedOutAt = performance.now();
    expect(signedOut).toMatchObject({ status: 200, body: { message: 'Logout successfully' } });
    // A process trusts what it read of a session for half a second (issue 46): each must refuse it within 1 s.
    const refusedAfterMs = await Promise.all(
      cluster.processes.map(async (member) => {
        while (performance.now() - signedOutAt < 2000) {
          const answer = await fetch(`${member.url}/api/admin/${user.roleID}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (answer.status === 401) return performance.now() - signedOutAt;
        }
        return Infinity;
      }),
    );
    expect(Math.max(...refusedAfterMs)).toBeLessThan(1000);
    const refused = await repeat(6, () => call('GET', `/api/admin/${user.roleID}`, { token }));
    expect(refused.map(({ status, body }) => ({ status, body }))).toEqual(
      Array(6).fill({ status: 401, body: { message: 'Session expired, please log in again' } }),
    );
    expect(servedBy(refused)).toEqual(allProcesses());
  });

  it('counts failed logins across processes: the limit of one process, then every process refuses', async () => {
    // A number of its own, so the lock this test sets does not keep the admin out of the other tests.
    const attempt = () => call('POST', '/api/login', { json: { mobileNumber: '9000000017', password: 'not-the-one' } });
    const { limit } = loginThrottle.perAccountAndAddress;
    const allowed = await repeat(limit, attempt);
    expect(allowed.map(({ status, body }) => ({ status, body }))).toEqual(
      Array(limit).fill({ status: 401, body: { message: 'Invalid mobile number or password' } }),
    );
    expect(servedBy(allowed)).toEqual(allProcesses());

    const locked = await repeat(3, attempt);
    expect(locked.map(({ status, body }) => ({ status, body }))).toEqual(
      Array(3).fill({ status: 429, body: { message: 'Too many failed login attempts. Try again in 15 minutes.' } }),
    );
    expect(servedBy(locked)).toEqual(allProcesses());
  });

  it('serves an image uploaded through one process from every process', async () => {
    const { token, user } = await logIn();
    const form = new FormData();
    form.append('profileImage', new Blob([new Uint8Array(await makePng(64, 48))], { type: 'image/png' }), 'me.png');
    const uploaded = await call<{ profilePic: string }>('PUT', `/api/profile/upload/${user.roleID}`, { token, form });
    expect(uploaded.status).toBe(201);
    const { pathname, search } = new URL(uploaded.body.profilePic);

    const images: Buffer[] = [];
    const served: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${cluster.url}${pathname}${search}`);
      expect(response.status).toBe(200);
      served.push(response.headers.get(servedByHeader)!);
      images.push(Buffer.from(await response.arrayBuffer()));
    }
    expect(served.sort()).toEqual(allProcesses());
    expect(served).toEqual(expect.arrayContaining(allProcesses().filter((name) => name !== uploaded.servedBy)));
    expect(images[1].equals(images[0]) && images[2].equals(images[0])).toBe(true);
    expect(await sharp(images[0]).metadata()).toMatchObject({ width: 64, height: 48 });
  });

  it('renders each uploaded magazine exactly once while all three processes work the queue', async () => {
    const { token } = await logIn();
    const pages = 3;
    const pdf = await makePdf(pages);
    const magazineIds = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const created = await call<{ magazineID: string }>('POST', '/api/magazines/create', {
          token,
          json: { name: `Cluster shop ${n}`, startDate: utcDay(), expiryDate: utcDay(30) },
        });
        expect(created.status).toBe(201);
        return created.body.magazineID;
      }),
    );
    // Uploaded at once, one to each process: each wakes its renderer, and all three claim from the same queue.
    const uploads = await Promise.all(
      magazineIds.map((id) => {
        const form = new FormData();
        form.append('magazineFile', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'shop.pdf');
        return call('PUT', `/api/magazines/upload/${id}`, { token, form });
      }),
    );
    expect(uploads.map((upload) => upload.status)).toEqual([201, 201, 201]);
    expect(servedBy(uploads)).toEqual(allProcesses());

    const deadline = Date.now() + 90_000;
    for (const id of magazineIds) {
      for (;;) {
        const { body } = await call<{ render: { renderStatus: string } }>('GET', `/api/magazines/render/${id}`, {
          token,
        });
        if (body.render.renderStatus !== 'pending' && body.render.renderStatus !== 'rendering') {
          expect(body.render).toEqual({
            magazineID: id,
            renderStatus: 'done',
            renderedPages: pages,
            totalPages: pages,
            renderError: null,
          });
          break;
        }
        if (Date.now() > deadline) throw new Error(`Magazine ${id} still ${body.render.renderStatus}`);
        // Paces the polling; the loop ends on the condition, not on time.
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }

    // Each render was claimed once, and each of its pages was drawn and stored once: no process repeated another's.
    const renders = await query<{ id: string; attempts: number }>(
      'select id, attempts from magazine_renders where magazine_id = any($1) order by id',
      [magazineIds],
    );
    expect(renders.map((render) => render.attempts)).toEqual([1, 1, 1]);
    const pageWrites = cluster.storeEvents
      .filter((event) => event.eventName.startsWith('ObjectCreated') && /-p\d+\.webp$/.test(event.key))
      .map((event) => event.key)
      .sort();
    expect(pageWrites).toEqual(
      renders
        .flatMap((render) => Array.from({ length: pages }, (_, i) => `magazines/${render.id}-p${i + 1}.webp`))
        .sort(),
    );
  });

  it('delivers each webhook event exactly once while all three processes send deliveries', async () => {
    const { token } = await logIn();
    const received: { delivery: string; body: string }[] = [];
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          delivery: String(request.headers['x-webhook-delivery']),
          body: Buffer.concat(chunks).toString(),
        });
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      const hook = await call<{ webhook: { webhookID: string } }>('POST', '/api/webhooks', {
        token,
        json: { url: `http://127.0.0.1:${port}/hook`, events: ['created'], secret: 'cluster-webhook-secret' },
      });
      expect(hook.status).toBe(201);
      // Twelve events, written through the three processes in turn.
      const roles = await repeat(12, () =>
        call<{ role: { roleId: string } }>('POST', '/api/roles', {
          token,
          json: { name: `Cluster desk ${Math.random().toString(36).slice(2)}`, permissions: [] },
        }),
      );
      expect(servedBy(roles)).toEqual(allProcesses());
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [{ pending }] = await query<{ pending: number }>(
          "select count(*)::int as pending from webhook_deliveries where webhook_id = $1 and status <> 'delivered'",
          [hook.body.webhook.webhookID],
        );
        if (pending === 0 && received.length >= 12) break;
        if (Date.now() > deadline) throw new Error(`${pending} deliveries still pending`);
        // Paces the polling; the loop ends on the condition, not on time.
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(received).toHaveLength(12);
      expect(new Set(received.map(({ delivery }) => delivery)).size).toBe(12);
      expect(received.map(({ body }) => (JSON.parse(body) as { ids: string[] }).ids[0]).sort()).toEqual(
        roles.map(({ body }) => body.role.roleId).sort(),
      );
      const attempts = await query<{ attempts: number }>(
        'select attempts from webhook_deliveries where webhook_id = $1',
        [hook.body.webhook.webhookID],
      );
      expect(attempts.map((row) => row.attempts)).toEqual(Array(12).fill(1));
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });

  it('delivers an event written through one process to a stream on another, and replays it after a reconnect', async () => {
    const { token } = await logIn();
    const [writer, listener] = cluster.processes;
    const language = async (name: string) => {
      const created = await fetch(`${writer.url}/api/language/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ languageName: name }),
      });
      expect(created.status).toBe(201);
      return ((await created.json()) as { languageData: { languageID: string } }).languageData.languageID;
    };

    const stream = await openEventStream(`${listener.url}/api/events`, { authorization: `Bearer ${token}` });
    const ready = await stream.next((message) => message.event === 'ready');
    const first = await language(`Cluster ${Date.now()}`);
    const delivered = await stream.change();
    expect(delivered).toMatchObject({ resource: 'languages', ids: [first] });
    expect(delivered.id).toBeGreaterThan(Number(ready.id));
    stream.close();

    // Missed while away, replayed through the load balancer (whichever process answers) from Last-Event-ID.
    const missed = await language(`Missed ${Date.now()}`);
    const again = await openEventStream(`${cluster.url}/api/events`, {
      authorization: `Bearer ${token}`,
      'last-event-id': String(delivered.id),
    });
    expect(await again.change()).toMatchObject({ resource: 'languages', ids: [missed] });
    again.close();
  });

  it('ends a stream held on one process as soon as its session signs out through another', async () => {
    const { token } = await logIn();
    const [signingOut, holding] = cluster.processes;
    const stream = await openEventStream(`${holding.url}/api/events`, { authorization: `Bearer ${token}` });
    await stream.next((message) => message.event === 'ready');
    const signedOut = await fetch(`${signingOut.url}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedOut.status).toBe(200);
    // The processes' heartbeat (and its session check) is 20 s away: only the database's announcement ends it now.
    await stream.ended(5000);
  });

  it('loses no acknowledged write when a process is killed during a stream of writes', async () => {
    const { token } = await logIn();
    const victim = cluster.processes[1];
    const writers = 4;
    const total = 120;
    const killAfter = 30;
    const acknowledged: { name: string; servedBy: string; afterKill: boolean }[] = [];
    const refused: string[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (next < total) {
        const name = `Cluster language ${(next += 1)}`;
        const answer = await call('POST', '/api/language/create', { token, json: { languageName: name } }).catch(
          (error: Error) => ({ status: 0, body: `${error.message}: ${(error.cause as Error)?.message}`, servedBy: '' }),
        );
        if (answer.status === 201) acknowledged.push({ name, servedBy: answer.servedBy, afterKill: killed });
        else refused.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        if (!killed && acknowledged.length >= killAfter) {
          killed = true;
          victim.server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: writers }, writer));

    expect(killed).toBe(true);
    // The victim took its share before it died, and the others carried the stream on after.
    expect(acknowledged.some((write) => write.servedBy === victim.name && !write.afterKill)).toBe(true);
    expect(acknowledged.filter((write) => write.afterKill).length).toBeGreaterThan(total / 2);
    // Only writes in flight on the victim when it died may go unanswered; HAProxy sends new ones elsewhere.
    expect(refused.length).toBeLessThanOrEqual(writers);
    expect(acknowledged.length + refused.length).toBe(total);

    type Language = { languageName: string };
    const listed = await call<{ languageData: { activeLanguages: Language[]; inActiveLanguages: Language[] } }>(
      'GET',
      '/api/language/get',
      { token },
    );
    expect(listed.status).toBe(200);
    const names = new Set(
      [...listed.body.languageData.activeLanguages, ...listed.body.languageData.inActiveLanguages].map(
        (language) => language.languageName,
      ),
    );
    expect(acknowledged.filter((write) => !names.has(write.name))).toEqual([]);
  });
});
