import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishChange } from '../src/live/publish-change.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAdmin, makePost } from './helpers/factories.js';

interface StreamMessage {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

let t: TestApp;
let base: string;
let asha: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ liveHeartbeatMs: 300 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await makeAdmin(t.db, { firstName: 'Asha', lastName: 'Rao' });
  asha = { authorization: `Bearer ${await t.app.issueToken(admin, '127.0.0.1')}` };
});
afterAll(() => t.close());

/** GET /api/events as the app reads it: fetch with the Authorization header and a reader over the body. */
const openStream = async (headers: Record<string, string>) => {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers, signal: abort.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const messages: StreamMessage[] = [];
  let buffered = '';
  const parse = (block: string) => {
    const message: StreamMessage = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) message.comment = line.slice(1).trim();
      const [, field, value] = /^(id|event|data): ?(.*)$/.exec(line) ?? [];
      if (field) message[field as 'id' | 'event' | 'data'] = value;
    }
    return message;
  };
  /** The next message that `match` accepts (earlier ones are passed over). */
  const next = async (match: (message: StreamMessage) => boolean): Promise<StreamMessage> => {
    for (;;) {
      const index = messages.findIndex(match);
      if (index >= 0) return messages.splice(0, index + 1)[index];
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffered += value;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop()!;
      messages.push(...blocks.map(parse));
    }
  };
  const change = async () => {
    const message = await next((m) => m.event === 'change');
    return { id: Number(message.id), ...(JSON.parse(message.data!) as { ids: string[] } & Record<string, unknown>) };
  };
  return { next, change, close: () => abort.abort() };
};

const publish = (ids: string[], headers = t.auth) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/posts/status',
    headers,
    payload: { postIDs: ids, postStatus: 'Published' },
  });

describe('GET /api/events', () => {
  it('answers 401 without a token, and with a token only in the URL', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(bare.statusCode).toBe(401);
    const inUrl = await t.app.inject({ method: 'GET', url: `/api/events?token=${t.auth.authorization.slice(7)}` });
    expect(inUrl.statusCode).toBe(401);
  });

  it('sends a change event for a write, with who made it, and heartbeats', async () => {
    const stream = await openStream(asha);
    await stream.next((m) => m.event === 'ready');
    const post = await makePost(t.db);
    expect((await publish([post.id])).statusCode).toBe(200);
    expect(await stream.change()).toEqual({
      id: expect.any(Number),
      resource: 'posts',
      ids: [post.id],
      action: 'bulkStatus',
      actor: { adminID: t.admin.id, name: 'Ada Admin' },
      at: expect.any(String),
    });
    expect(await stream.next((m) => m.comment !== undefined)).toEqual({ comment: 'heartbeat' });
    stream.close();
  });

  it('sends an event for every write the audit log records, e.g. a new language', async () => {
    const stream = await openStream(asha);
    await stream.next((m) => m.event === 'ready');
    const created = await t.request({
      method: 'POST',
      url: '/api/language/create',
      payload: { languageName: 'Tamil' },
    });
    expect(created.statusCode).toBe(201);
    const languageID = (created.json() as { languageData: { languageID: string } }).languageData.languageID;
    expect(await stream.change()).toMatchObject({
      resource: 'languages',
      ids: [languageID],
      actor: { adminID: t.admin.id, name: 'Ada Admin' },
    });
    stream.close();
  });

  it('replays the events missed after Last-Event-ID, in order, then goes on live', async () => {
    const first = await openStream(t.auth);
    const ready = await first.next((m) => m.event === 'ready');
    first.close();
    const [a, b, c] = [await makePost(t.db), await makePost(t.db), await makePost(t.db)];
    await publish([a.id]);
    await publish([b.id]);

    const again = await openStream({ ...t.auth, 'last-event-id': ready.id! });
    expect((await again.change()).ids).toEqual([a.id]);
    expect((await again.change()).ids).toEqual([b.id]);
    await publish([c.id]);
    expect((await again.change()).ids).toEqual([c.id]);
    again.close();
  });

  it('publishes a change with its transaction: a rolled-back one is never sent', async () => {
    const stream = await openStream(t.auth);
    await stream.next((m) => m.event === 'ready');
    await expect(
      t.db.transaction(async (tx) => {
        await publishChange(tx, { resource: 'posts', ids: ['rolled-back'], action: 'update', actorId: t.admin.id });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await t.db.transaction((tx) =>
      publishChange(tx, { resource: 'jobs', ids: ['committed'], action: 'update', actorId: null }),
    );
    expect(await stream.change()).toMatchObject({ resource: 'jobs', ids: ['committed'], actor: null });
    stream.close();
  });
});

describe('presence', () => {
  it('tells who else has a record open and announces arrivals and departures on the stream', async () => {
    const post = await makePost(t.db);
    const key = { resource: 'posts', id: post.id };
    const stream = await openStream(t.auth);
    await stream.next((m) => m.event === 'ready');

    const mine = await t.request({ method: 'PUT', url: '/api/presence', payload: key });
    expect(mine.json()).toEqual({ viewers: [] });
    const hers = await t.app.inject({ method: 'PUT', url: '/api/presence', headers: asha, payload: key });
    expect(hers.json()).toEqual({ viewers: [{ adminID: t.admin.id, name: 'Ada Admin' }] });
    expect(await stream.change()).toMatchObject({ resource: 'presence', ids: [`posts/${post.id}`], action: 'open' });
    expect(await stream.change()).toMatchObject({
      resource: 'presence',
      action: 'open',
      actor: { name: 'Asha Rao' },
    });
    const seen = await t.request({ method: 'GET', url: `/api/presence?resource=posts&id=${post.id}` });
    expect(seen.json()).toEqual({ viewers: [{ adminID: expect.any(String), name: 'Asha Rao' }] });

    // A refresh is not a new arrival; leaving is announced.
    await t.app.inject({ method: 'PUT', url: '/api/presence', headers: asha, payload: key });
    await t.app.inject({ method: 'DELETE', url: `/api/presence?resource=posts&id=${post.id}`, headers: asha });
    expect(await stream.change()).toMatchObject({ resource: 'presence', action: 'close', actor: { name: 'Asha Rao' } });
    const gone = await t.request({ method: 'GET', url: `/api/presence?resource=posts&id=${post.id}` });
    expect(gone.json()).toEqual({ viewers: [] });
    stream.close();
  });
});
