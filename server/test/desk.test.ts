import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app.js';
import { openEventStream } from './helpers/event-stream.js';
import { makeAdmin, makeLanguage, makePost, makeReporter } from './helpers/factories.js';
import { auditEntries, deskNotes, notifications, roles } from '../src/db/schema.js';
import { NotificationsService } from '../src/notifications/notifications.service.js';

/**
 * The review desk (issue 44): assignment, internal notes with @mentions and the 10-minute rule, notifications (in the
 * list and on the event stream), and the scope of a role limited to some languages.
 */
let t: TestApp;
let base: string;
type Admin = { id: string; headers: { authorization: string } };
let asha: Admin;
let ravi: Admin;
let hindiDesk: Admin;
let hindi: string;
let english: string;

const adminNamed = async (firstName: string, lastName: string, roleNames?: string[]): Promise<Admin> => {
  const row = await makeAdmin(t.db, { firstName, lastName }, roleNames);
  return { id: row.id, headers: { authorization: `Bearer ${await t.app.issueToken(row, '127.0.0.1')}` } };
};
const as = (admin: Admin, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: admin.headers });
const notificationsOf = async (admin: Admin, unread = false) => {
  const response = await as(admin, 'GET', `/api/notifications${unread ? '?unread=true' : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    notifications: { notificationID: string; kind: string; resource: string; recordId: string; text: string }[];
    unread: number;
  };
};
const entriesOf = (recordId: string) =>
  t.db
    .select({ action: auditEntries.action, resource: auditEntries.resource, detail: auditEntries.detail })
    .from(auditEntries)
    .where(sql`${recordId} = any(${auditEntries.recordIds})`)
    .orderBy(auditEntries.at);

beforeAll(async () => {
  t = await createTestApp({ liveHeartbeatMs: 300 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const suffix = randomUUID().slice(0, 8);
  hindi = (await makeLanguage(t.db, { name: `Hindi ${suffix}` })).id;
  english = (await makeLanguage(t.db, { name: `English ${suffix}` })).id;
  await t.db.insert(roles).values({
    name: 'Hindi review desk',
    permissions: [{ resource: 'posts', actions: ['list', 'read', 'status'], languages: [hindi] }],
  });
  asha = await adminNamed('Asha', 'Rao');
  ravi = await adminNamed('Ravi', 'Kumar');
  hindiDesk = await adminNamed('Meera', 'Iyer', ['Hindi review desk']);
});
afterAll(() => t?.close());

describe('assignment', () => {
  it('assigns a pending post to an admin, who is notified on the event stream, and unassigns it, both audited', async () => {
    const post = await makePost(t.db, { languageId: english });
    const stream = await openEventStream(`${base}/api/events`, ravi.headers);
    await stream.next((message) => message.event === 'ready');

    const assigned = await as(asha, 'PUT', `/api/assign/posts/${post.id}`, { adminID: ravi.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toEqual({ message: 'Assigned', assignee: { adminID: ravi.id, name: 'Ravi Kumar' } });
    const event = await stream.next((message) => message.event === 'change' && message.data!.includes('notifications'));
    expect(JSON.parse(event.data!)).toMatchObject({ resource: 'notifications', ids: [ravi.id], action: 'create' });
    stream.close();

    expect((await as(ravi, 'GET', `/api/assign/posts?ids=${post.id},${randomUUID()}`)).json()).toEqual({
      assignees: [{ recordId: post.id, adminID: ravi.id, name: 'Ravi Kumar' }],
    });
    const { notifications: list, unread } = await notificationsOf(ravi, true);
    expect(list[0]).toMatchObject({
      kind: 'assigned',
      resource: 'posts',
      recordId: post.id,
      text: 'Asha Rao assigned you a post',
      read: false,
    });
    expect(unread).toBeGreaterThanOrEqual(1);

    const unassigned = await as(asha, 'PUT', `/api/assign/posts/${post.id}`, { adminID: null });
    expect(unassigned.json()).toEqual({ message: 'Unassigned', assignee: null });
    expect(await entriesOf(post.id)).toEqual([
      { action: 'assign', resource: 'posts', detail: { adminID: ravi.id } },
      { action: 'assign', resource: 'posts', detail: { adminID: null } },
    ]);
  });

  it("filters a content list by 'Assigned to me' and 'Unassigned', counting what it shows", async () => {
    const language = (await makeLanguage(t.db, { name: `Filter ${randomUUID()}` })).id;
    const mine = await makePost(t.db, { languageId: language });
    const theirs = await makePost(t.db, { languageId: language });
    const nobodys = await makePost(t.db, { languageId: language });
    await as(ravi, 'PUT', `/api/assign/posts/${mine.id}`, { adminID: asha.id });
    await as(asha, 'PUT', `/api/assign/posts/${theirs.id}`, { adminID: ravi.id });
    const listed = async (assigned: string) => {
      const response = await as(asha, 'GET', `/api/posts/filter/Pending?language=${language}&assigned=${assigned}`);
      expect(response.statusCode).toBe(200);
      const { posts } = response.json();
      return {
        ids: posts.postsData.map((post: { postID: string }) => post.postID),
        total: posts.pagination.totalRecords,
      };
    };
    expect(await listed('me')).toEqual({ ids: [mine.id], total: 1 });
    expect(await listed('none')).toEqual({ ids: [nobodys.id], total: 1 });
    expect((await as(asha, 'GET', '/api/posts/filter/Pending?assigned=someone')).statusCode).toBe(400);
  });

  it('refuses an admin who is not active, an unknown record and a malformed id', async () => {
    const post = await makePost(t.db, { languageId: english });
    const reporter = await makeReporter(t.db);
    const refused = await as(asha, 'PUT', `/api/assign/posts/${post.id}`, { adminID: reporter.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'adminID must be the id of an active admin, or null' });
    const missing = await as(asha, 'PUT', `/api/assign/posts/${randomUUID()}`, { adminID: ravi.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Post not found' });
    const malformed = await as(asha, 'PUT', '/api/assign/posts/nope', { adminID: null });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ message: 'Post not found' });
  });

  it('assigns a reporter, and not an admin through the reporters path', async () => {
    const reporter = await makeReporter(t.db, { status: 'Pending' });
    const assigned = await as(asha, 'PUT', `/api/assign/reporters/${reporter.id}`, { adminID: ravi.id });
    expect(assigned.statusCode).toBe(200);
    const admin = await as(asha, 'PUT', `/api/assign/reporters/${ravi.id}`, { adminID: ravi.id });
    expect(admin.statusCode).toBe(404);
    expect(admin.json()).toEqual({ message: 'Reporter not found' });
  });
});

describe('internal notes', () => {
  it('adds a note mentioning an admin (notified), lists it, and audits it', async () => {
    const post = await makePost(t.db, { languageId: english });
    const added = await as(asha, 'POST', `/api/notes/posts/${post.id}`, {
      text: '  @Ravi Kumar check the location with the reporter ',
    });
    expect(added.statusCode).toBe(201);
    const { message, note } = added.json();
    expect(message).toBe('Note added');
    expect(note).toEqual({
      noteID: expect.any(String),
      author: { adminID: asha.id, name: 'Asha Rao' },
      text: '@Ravi Kumar check the location with the reporter',
      mentions: [ravi.id],
      createdAt: expect.any(String),
      editedAt: null,
    });
    expect((await as(ravi, 'GET', `/api/notes/posts/${post.id}`)).json()).toEqual({ notes: [note] });
    expect((await notificationsOf(ravi, true)).notifications[0]).toMatchObject({
      kind: 'mentioned',
      recordId: post.id,
      text: 'Asha Rao mentioned you in a note on a post',
    });
    expect(await entriesOf(post.id)).toEqual([
      { action: 'note', resource: 'posts', detail: { noteID: note.noteID, mentions: [ravi.id] } },
    ]);
  });

  it('lets only the author edit or delete, and only for 10 minutes; every edit audited', async () => {
    const post = await makePost(t.db, { languageId: english });
    const { note } = (await as(asha, 'POST', `/api/notes/posts/${post.id}`, { text: 'First draft' })).json();
    const notMine = await as(ravi, 'PUT', `/api/notes/${note.noteID}`, { text: 'Mine' });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toEqual({ message: 'Only the author of a note can change or delete it' });

    const edited = await as(asha, 'PUT', `/api/notes/${note.noteID}`, { text: 'Second draft @Ravi Kumar' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Note updated',
      note: { text: 'Second draft @Ravi Kumar', mentions: [ravi.id], editedAt: expect.any(String) },
    });
    expect((await as(asha, 'POST', `/api/notes/posts/${post.id}`, { text: '   ' })).json()).toEqual({
      message: 'Note must be 1 to 2000 characters',
    });

    await t.db
      .update(deskNotes)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(deskNotes.id, note.noteID));
    for (const late of [
      await as(asha, 'PUT', `/api/notes/${note.noteID}`, { text: 'Too late' }),
      await as(asha, 'DELETE', `/api/notes/${note.noteID}`),
    ]) {
      expect(late.statusCode).toBe(403);
      expect(late.json()).toEqual({
        message: 'A note can be changed or deleted only within 10 minutes of writing it',
      });
    }
    const { note: fresh } = (await as(asha, 'POST', `/api/notes/posts/${post.id}`, { text: 'Gone soon' })).json();
    expect((await as(asha, 'DELETE', `/api/notes/${fresh.noteID}`)).json()).toEqual({ message: 'Note deleted' });
    expect((await as(asha, 'DELETE', `/api/notes/${fresh.noteID}`)).statusCode).toBe(404);
    expect((await entriesOf(post.id)).map((entry) => entry.action)).toEqual(['note', 'noteEdit', 'note', 'noteDelete']);
  });
});

describe('notifications', () => {
  it('notifies who assigned or noted on a record of its status change, not the one who changed it', async () => {
    const post = await makePost(t.db, { languageId: english, status: 'Pending' });
    await as(asha, 'PUT', `/api/assign/posts/${post.id}`, { adminID: ravi.id });
    const stream = await openEventStream(`${base}/api/events`, asha.headers);
    await stream.next((message) => message.event === 'ready');
    const published = await as(ravi, 'PUT', '/api/posts/status', { postIDs: [post.id], postStatus: 'Published' });
    expect(published.statusCode).toBe(200);
    const event = await stream.next((message) => message.event === 'change' && message.data!.includes('notifications'));
    expect(JSON.parse(event.data!)).toMatchObject({ resource: 'notifications', ids: [asha.id] });
    stream.close();
    expect((await notificationsOf(asha, true)).notifications[0]).toMatchObject({
      kind: 'statusChanged',
      resource: 'posts',
      recordId: post.id,
      text: `Ravi Kumar changed the status of "${post.title}" to Published`,
    });
    const ravisOwn = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.adminId, ravi.id), eq(notifications.kind, 'statusChanged')));
    expect(ravisOwn).toEqual([]);
  });

  it('marks one read, then all, and keeps them 90 days (one cleanup a day across processes)', async () => {
    const post = await makePost(t.db, { languageId: english });
    await as(ravi, 'PUT', `/api/assign/posts/${post.id}`, { adminID: asha.id });
    await as(ravi, 'POST', `/api/notes/posts/${post.id}`, { text: 'Over to you @Asha Rao' });
    const before = await notificationsOf(asha, true);
    expect(before.unread).toBeGreaterThanOrEqual(2);
    const one = await as(asha, 'PUT', '/api/notifications/read', { ids: [before.notifications[0].notificationID] });
    expect(one.json()).toEqual({ message: 'Notifications marked read', marked: 1, unread: before.unread - 1 });
    expect((await notificationsOf(asha)).notifications[0]).toMatchObject({ read: true });
    const all = await as(asha, 'PUT', '/api/notifications/read', { all: true });
    expect(all.json()).toEqual({ message: 'Notifications marked read', marked: before.unread - 1, unread: 0 });
    expect(await notificationsOf(asha, true)).toEqual({ notifications: [], unread: 0 });
    const neither = await as(asha, 'PUT', '/api/notifications/read', {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toEqual({ message: 'Send "ids" (a list of notification ids) or "all": true' });

    await t.db
      .update(notifications)
      .set({ at: sql`now() - interval '91 days'` })
      .where(eq(notifications.adminId, asha.id));
    const day = new Date('2031-01-02T10:00:00Z');
    const service = new NotificationsService(t.db);
    expect(await Promise.all([service.purgeOnceToday(day), service.purgeOnceToday(day)])).toContain(undefined);
    expect((await notificationsOf(asha)).notifications).toEqual([]);
  });
});

describe('a role limited to Hindi posts', () => {
  it('reaches Hindi posts only (404 otherwise), and cannot assign without the status action elsewhere', async () => {
    const hindiPost = await makePost(t.db, { languageId: hindi });
    const englishPost = await makePost(t.db, { languageId: english });
    expect((await as(hindiDesk, 'PUT', `/api/assign/posts/${hindiPost.id}`, { adminID: asha.id })).statusCode).toBe(
      200,
    );
    for (const response of [
      await as(hindiDesk, 'PUT', `/api/assign/posts/${englishPost.id}`, { adminID: asha.id }),
      await as(hindiDesk, 'GET', `/api/notes/posts/${englishPost.id}`),
      await as(hindiDesk, 'POST', `/api/notes/posts/${englishPost.id}`, { text: 'Hello' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Post not found' });
    }
    await as(asha, 'PUT', `/api/assign/posts/${englishPost.id}`, { adminID: ravi.id });
    expect((await as(hindiDesk, 'GET', `/api/assign/posts?ids=${englishPost.id},${hindiPost.id}`)).json()).toEqual({
      assignees: [{ recordId: hindiPost.id, adminID: asha.id, name: 'Asha Rao' }],
    });
    const reporter = await makeReporter(t.db);
    const refused = await as(hindiDesk, 'PUT', `/api/assign/reporters/${reporter.id}`, { adminID: asha.id });
    expect(refused.statusCode).toBe(403);
  });
});
