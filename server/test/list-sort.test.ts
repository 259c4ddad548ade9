import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeCategory, makeLanguage, makePost, makeReporter } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });

describe('GET /posts/filter/{status} with sort and order', () => {
  /** Three pending posts in a category of their own, filed 3, 2 and 1 hours ago, titled so A-Z is none of those. */
  const threePending = async () => {
    const category = await makeCategory(t.db);
    const language = await makeLanguage(t.db);
    const filed = async (title: string, hoursAgo: number) =>
      (
        await makePost(t.db, {
          title,
          categoryId: category.id,
          languageId: language.id,
          createdAt: hoursFromNow(-hoursAgo),
          postedOn: hoursFromNow(-hoursAgo),
        })
      ).id;
    const oldest = await filed('Bravo', 3);
    const middle = await filed('Charlie', 2);
    const newest = await filed('Alpha', 1);
    const list = async (query: string) => {
      const response = await get(`/api/posts/filter/Pending?category=${category.id}&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().posts.postsData.map((post: { postID: string }) => post.postID);
    };
    return { oldest, middle, newest, list };
  };

  it('keeps the spec order (newest first) without sort, and puts the oldest waiting first with sort=createdAt', async () => {
    const { oldest, middle, newest, list } = await threePending();
    expect(await list('')).toEqual([newest, middle, oldest]);
    expect(await list('sort=createdAt')).toEqual([oldest, middle, newest]);
    expect(await list('sort=createdAt&order=asc')).toEqual([oldest, middle, newest]);
    expect(await list('sort=createdAt&order=DESC')).toEqual([newest, middle, oldest]);
  });

  it('sorts by the title and by the posting time, and keeps the total', async () => {
    const { oldest, middle, newest, list } = await threePending();
    expect(await list('sort=postTitle')).toEqual([newest, oldest, middle]);
    expect(await list('sort=postTitle&order=desc')).toEqual([middle, oldest, newest]);
    expect(await list('sort=postedOn&order=asc')).toEqual([oldest, middle, newest]);
  });

  it('refuses a field the list cannot be sorted by, and an order that is neither asc nor desc, with 400', async () => {
    const unknown = await get('/api/posts/filter/Pending?sort=postDescription');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This list can be sorted by postTitle, postedOn, createdAt only');
    const sideways = await get('/api/posts/filter/Pending?sort=createdAt&order=sideways');
    expect(sideways.statusCode).toBe(400);
    expect(sideways.json().message).toBe('Order must be asc or desc');
  });

  it('sorts the short videos and daily quotes lists by their declared fields, and refuses others', async () => {
    expect((await get('/api/shorts/filter/Published?sort=createdAt&order=desc')).statusCode).toBe(200);
    const refused = await get('/api/shorts/filter/Published?sort=title');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This list can be sorted by shortPostedOn, createdAt only');
  });
});

describe('GET /reporters/get/{status} with sort and order (a declared list)', () => {
  it('sorts by a sortable field either way, keeps newest first without sort, and refuses another field', async () => {
    const tag = `z${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const made = async (firstName: string, hoursAgo: number) =>
      (await makeReporter(t.db, { firstName, lastName: tag, createdAt: hoursFromNow(-hoursAgo) })).id;
    const asha = await made('Asha', 1);
    const chitra = await made('Chitra', 3);
    const bina = await made('Bina', 2);
    const list = async (query: string) => {
      const response = await get(`/api/reporters/get/Active?search=${tag}&${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().reporters.pagination.totalRecords).toBe(3);
      return response.json().reporters.reporters.map((reporter: { roleID: string }) => reporter.roleID);
    };
    expect(await list('')).toEqual([asha, bina, chitra]);
    expect(await list('sort=firstName')).toEqual([asha, bina, chitra]);
    expect(await list('sort=firstName&order=desc')).toEqual([chitra, bina, asha]);
    expect(await list('sort=createdAt&order=asc')).toEqual([chitra, bina, asha]);

    const refused = await get('/api/reporters/get/Active?sort=email');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This list can be sorted by firstName, lastName, createdAt only');
  });
});

describe('the OpenAPI document', () => {
  it('documents sort and order on the lists that can be sorted', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = (path: string) =>
      (document.paths[path].get.parameters as { name: string; in: string; description?: string }[]).filter(
        (parameter) => parameter.in === 'query',
      );
    const sortOf = (path: string) => parameters(path).find((parameter) => parameter.name === 'sort')?.description;
    expect(sortOf('/api/posts/filter/{status}')).toMatch(/^Sort by one of postTitle, postedOn, createdAt;/);
    expect(sortOf('/api/reporters/get/{status}')).toMatch(/^Sort by one of firstName, lastName, createdAt;/);
    expect(parameters('/api/posts/filter/{status}').map((parameter) => parameter.name)).toContain('order');
  });
});
