import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { publishChange } from '../src/live/publish-change.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { openEventStream } from './helpers/event-stream.js';
import { makeAdmin, makePost, makeUserWithPassword } from './helpers/factories.js';

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

/** GET /api/events on the test app (or the server at `on`). */
const openStream = (headers: Record<string, string>, on = base) => openEventStream(`${on}/api/events`, headers);

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
  it.runIf(process.env.TEST_DB === 'postgres')(
    'numbers events in commit order: resuming after one still replays an event inserted before it that committed later',
    async () => {
      const change = (ids: string[]) => ({ resource: 'jobs', ids, action: 'update', actorId: null });
      const first = await openStream(t.auth);
      await first.next((m) => m.event === 'ready');

      // Two transactions on two connections: the one that inserts its event first commits last.
      let inserted!: () => void;
      let mayCommit!: () => void;
      const lateInserted = new Promise<void>((resolve) => (inserted = resolve));
      const commitLate = new Promise<void>((resolve) => (mayCommit = resolve));
      const late = t.db.transaction(async (tx) => {
        await publishChange(tx, change(['inserted first, committed last']));
        inserted();
        await commitLate;
      });
      await lateInserted;
      await t.db.transaction((tx) => publishChange(tx, change(['inserted last, committed first'])));
      const seen = await first.change();
      expect(seen.ids).toEqual(['inserted last, committed first']);
      first.close();

      mayCommit();
      await late;
      // One more after it, so that a replay missing the late event would show this one first.
      await t.db.transaction((tx) => publishChange(tx, change(['next'])));
      const resumed = await openStream({ ...t.auth, 'last-event-id': String(seen.id) });
      const replayed = await resumed.change();
      expect(replayed).toMatchObject({ ids: ['inserted first, committed last'] });
      expect(replayed.id).toBeGreaterThan(seen.id);
      // Then only the next one: the event already seen is not sent again.
      expect((await resumed.change()).ids).toEqual(['next']);
      resumed.close();
    },
  );

  it('ends a stream at the next heartbeat when its session no longer lets it in, though nothing announced it', async () => {
    const admin = await makeAdmin(t.db);
    const stream = await openStream({ authorization: `Bearer ${await t.app.issueToken(admin, '127.0.0.1')}` });
    await stream.next((m) => m.event === 'ready');
    // A password set outside the server, by hand in the database: the session's credential tag no longer matches.
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('set by hand') })
      .where(eq(users.id, admin.id));
    await stream.ended(3000);
  });
});

describe('a stream ends as soon as its session ends', () => {
  const PASSWORD = 'correct horse';
  /** Far beyond what a test waits for an end: the heartbeat's session check cannot be what ends these streams. */
  const ENDS_WITHIN_MS = 2000;
  let quiet: TestApp;
  let quietBase: string;
  beforeAll(async () => {
    quiet = await createTestApp({ liveHeartbeatMs: 60_000 });
    quietBase = await quiet.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => quiet.close());

  const signIn = async (user: Parameters<TestApp['app']['issueToken']>[0]) => ({
    authorization: `Bearer ${await quiet.app.issueToken(user, '127.0.0.1')}`,
  });
  const openedStream = async (headers: Record<string, string>) => {
    const stream = await openStream(headers, quietBase);
    await stream.next((m) => m.event === 'ready');
    return stream;
  };
  const publishAs = async (headers: Record<string, string>) => {
    const post = await makePost(quiet.db);
    const answer = await quiet.app.inject({
      method: 'PUT',
      url: '/api/posts/status',
      headers,
      payload: { postIDs: [post.id], postStatus: 'Published' },
    });
    expect(answer.statusCode).toBe(200);
    return post.id;
  };

  it('on Sign Out, and a reconnect is refused', async () => {
    const headers = await signIn(await makeAdmin(quiet.db));
    const stream = await openedStream(headers);
    const signedOut = await quiet.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(signedOut.json()).toEqual({ message: 'Logout successfully' });
    await stream.ended(ENDS_WITHIN_MS);
    expect((await fetch(`${quietBase}/api/events`, { headers })).status).toBe(401);
  });

  it('when I end it from My account, and only that one', async () => {
    const admin = await makeAdmin(quiet.db);
    const laptop = await signIn(admin);
    const phone = await signIn(admin);
    const onPhone = await openedStream(phone);
    const onLaptop = await openedStream(laptop);
    const listed = await quiet.app.inject({ method: 'GET', url: '/api/account/sessions', headers: laptop });
    const phoneSession = (listed.json().sessions as { id: string; current: boolean }[]).find((one) => !one.current)!;
    const ended = await quiet.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneSession.id}`,
      headers: laptop,
    });
    expect(ended.json()).toEqual({ message: 'Session ended' });
    await onPhone.ended(ENDS_WITHIN_MS);
    const published = await publishAs(laptop);
    expect((await onLaptop.change('posts')).ids).toEqual([published]);
    onLaptop.close();
  });

  it('when a password change ends my other sessions', async () => {
    const admin = await makeUserWithPassword(quiet.db, PASSWORD);
    const laptop = await signIn(admin);
    const onPhone = await openedStream(await signIn(admin));
    const onLaptop = await openedStream(laptop);
    const changed = await quiet.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: laptop,
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new one' },
    });
    expect(changed.json()).toEqual({ message: 'Password changed successfully' });
    await onPhone.ended(ENDS_WITHIN_MS);
    const published = await publishAs(laptop);
    expect((await onLaptop.change('posts')).ids).toEqual([published]);
    onLaptop.close();
  });

  it('when another admin deactivates me', async () => {
    const admin = await makeAdmin(quiet.db);
    const stream = await openedStream(await signIn(admin));
    const deactivated = await quiet.request({
      method: 'PUT',
      url: `/api/admins/${admin.id}`,
      payload: { status: 'Inactive' },
    });
    expect(deactivated.statusCode).toBe(200);
    await stream.ended(ENDS_WITHIN_MS);
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
