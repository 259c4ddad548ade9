import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAdmin } from './helpers/factories.js';
import { LiveEventsRepository } from '../src/live/live-events.repository.js';

let t: TestApp;
let other: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const asha = await makeAdmin(t.db, { firstName: 'Asha', lastName: 'Rao' });
  other = { authorization: `Bearer ${await t.app.issueToken(asha, '127.0.0.1')}` };
});
afterAll(() => t.close());

const LIST = '/posts/new-post';
const viewsOf = async (headers: Record<string, string>, list = LIST) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/views?list=${encodeURIComponent(list)}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().views as { viewID: string; name: string; isDefault: boolean; mine: boolean }[];
};

describe('saved views', () => {
  it('saves a view, lists it to its owner only until shared, and answers 201 with its viewID', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/views',
      payload: {
        name: '  Morning desk ',
        list: LIST,
        query: { filter: '{"search":"flood"}', perPage: '25' },
        shared: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const { viewID, view } = created.json();
    expect(view).toEqual({
      viewID,
      name: 'Morning desk',
      list: LIST,
      query: { filter: '{"search":"flood"}', perPage: '25' },
      shared: false,
      owner: { adminID: t.admin.id, name: 'Ada Admin' },
      mine: true,
      isDefault: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await viewsOf(t.auth)).map((v) => v.name)).toEqual(['Morning desk']);
    expect(await viewsOf(other)).toEqual([]);
    expect(await viewsOf(t.auth, '/posts/published-post')).toEqual([]);

    const shared = await t.request({ method: 'PUT', url: `/api/views/${viewID}`, payload: { shared: true } });
    expect(shared.statusCode).toBe(200);
    expect(await viewsOf(other)).toMatchObject([{ viewID, name: 'Morning desk', mine: false, isDefault: false }]);
  });

  it('answers 403 when another admin changes or deletes a view, 404 for an unshared one', async () => {
    const { viewID } = (
      await t.request({ method: 'POST', url: '/api/views', payload: { name: 'Shared', list: LIST, shared: true } })
    ).json();
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/views/${viewID}`,
      headers: other,
      payload: { name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.json()).toEqual({ message: 'Only the admin who saved this view can change or delete it' });
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/views/${viewID}`, headers: other });
    expect(remove.statusCode).toBe(403);

    const { viewID: privateID } = (
      await t.request({ method: 'POST', url: '/api/views', payload: { name: 'Private', list: LIST } })
    ).json();
    const hidden = await t.app.inject({ method: 'DELETE', url: `/api/views/${privateID}`, headers: other });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'View not found' });

    const renamed = await t.request({ method: 'PUT', url: `/api/views/${viewID}`, payload: { name: 'Renamed' } });
    expect(renamed.json().view.name).toBe('Renamed');
    const deleted = await t.request({ method: 'DELETE', url: `/api/views/${viewID}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'View deleted' });
    expect((await viewsOf(other)).map((v) => v.viewID)).not.toContain(viewID);
  });

  it('keeps one default per admin and list, a shared view of another admin included', async () => {
    const list = '/reporters/new';
    const first = (
      await t.request({
        method: 'POST',
        url: '/api/views',
        payload: { name: 'A', list, shared: true, isDefault: true },
      })
    ).json();
    expect(first.view.isDefault).toBe(true);
    const second = (await t.request({ method: 'POST', url: '/api/views', payload: { name: 'B', list } })).json();
    await t.request({ method: 'PUT', url: `/api/views/${second.viewID}/default`, payload: { isDefault: true } });
    expect((await viewsOf(t.auth, list)).map((v) => [v.name, v.isDefault])).toEqual([
      ['A', false],
      ['B', true],
    ]);
    // Asha picks Ada's shared view as her own default; Ada's stays B.
    const picked = await t.app.inject({
      method: 'PUT',
      url: `/api/views/${first.viewID}/default`,
      headers: other,
      payload: { isDefault: true },
    });
    expect(picked.statusCode).toBe(200);
    expect((await viewsOf(other, list)).map((v) => [v.name, v.isDefault])).toEqual([['A', true]]);
    expect((await viewsOf(t.auth, list)).find((v) => v.isDefault)?.name).toBe('B');
  });

  it('refuses a blank name, a bad list path and a query that is not text', async () => {
    const blank = await t.request({ method: 'POST', url: '/api/views', payload: { name: ' ', list: LIST } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'View name is required' });
    const badList = await t.request({ method: 'POST', url: '/api/views', payload: { name: 'x', list: 'posts' } });
    expect(badList.json()).toEqual({ message: 'list must be the path of a list, e.g. /posts/new-post' });
    const noList = await t.request({ method: 'GET', url: '/api/views' });
    expect(noList.statusCode).toBe(400);
    const unauthenticated = await t.app.inject({ method: 'GET', url: `/api/views?list=${LIST}` });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("announces a saved, changed and deleted view as a live event, so other admins' menus ask again", async () => {
    const events = new LiveEventsRepository(t.db);
    const before = await events.lastId();
    const { viewID } = (
      await t.request({ method: 'POST', url: '/api/views', payload: { name: 'Desk', list: LIST, shared: true } })
    ).json();
    expect(
      (await t.request({ method: 'PUT', url: `/api/views/${viewID}`, payload: { name: 'Desk 2' } })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/views/${viewID}` })).statusCode).toBe(200);
    const announced = (await events.after(before, 100)).filter((event) => event.resource === 'savedViews');
    expect(announced.map(({ ids, action, actor }) => ({ ids, action, actor }))).toEqual(
      ['create', 'update', 'delete'].map((action) => ({
        ids: [viewID],
        action,
        actor: { adminID: t.admin.id, name: 'Ada Admin' },
      })),
    );
  });

  it('announces nothing for a refused change', async () => {
    const { viewID } = (
      await t.request({ method: 'POST', url: '/api/views', payload: { name: 'Kept', list: LIST, shared: true } })
    ).json();
    const events = new LiveEventsRepository(t.db);
    const before = await events.lastId();
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/views/${viewID}`, headers: other });
    expect(refused.statusCode).toBe(403);
    const empty = await t.request({ method: 'PUT', url: `/api/views/${viewID}`, payload: { name: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect((await events.after(before, 100)).filter((event) => event.resource === 'savedViews')).toEqual([]);
  });
});
