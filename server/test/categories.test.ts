import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeCategory } from './helpers/factories.js';

/** Every category answer carries its version, so an edit can send it back. */
const isoTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kinds = [
  {
    kind: 'post',
    otherKind: 'short',
    prefix: '/api/post/category',
    listKey: 'postCategories',
    dataKey: 'PostCategoryData',
    id: 'postCategoryID',
    name: 'postCategoryName',
    status: 'postCategoryStatus',
    added: 'Post category Added successfully',
    updated: 'Post Category updated successfully',
    label: 'Post Category',
  },
  {
    kind: 'short',
    otherKind: 'novel',
    prefix: '/api/shorts/category',
    listKey: 'shortCategories',
    dataKey: 'shortCategoryData',
    id: 'shortCategoryID',
    name: 'shortCategoryName',
    status: 'shortCategoryStatus',
    added: 'Video category Added successfully',
    updated: 'Video Category updated successfully',
    label: 'Video Category',
  },
  {
    kind: 'novel',
    otherKind: 'post',
    prefix: '/api/novel/category',
    listKey: 'novelCategories',
    dataKey: 'novelCategoryData',
    id: 'novelCategoryID',
    name: 'novelCategoryName',
    status: 'novelCategoryStatus',
    added: 'Novel category Added successfully',
    updated: 'Novel Category updated successfully',
    label: 'Novel Category',
  },
] as const;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(kinds)('$kind categories', (k) => {
  const list = async (status: string, query = '') => {
    const response = await t.request({ method: 'GET', url: `${k.prefix}/filter/${status}${query}` });
    expect(response.statusCode).toBe(200);
    return response.json()[k.listKey] as {
      [key: string]: Record<string, string>[] | unknown;
      pagination: { totalPages: number; totalRecords: number; currentPage: number; limit: number };
    };
  };
  const itemsOf = (page: Awaited<ReturnType<typeof list>>) => page[k.listKey] as Record<string, string>[];
  const get = (id: string) => t.request({ method: 'GET', url: `${k.prefix}/get/${id}` });

  it('creates a category with 201, trims the name, and gets it back', async () => {
    const created = await t.request({
      method: 'POST',
      url: `${k.prefix}/create`,
      payload: { [k.name]: '  Politics and Governance ' },
    });
    expect(created.statusCode).toBe(201);
    const category = {
      [k.id]: expect.any(String),
      [k.name]: 'Politics and Governance',
      [k.status]: 'Active',
      updatedAt: isoTime,
    };
    expect(created.json()).toEqual({ message: k.added, [k.dataKey]: category });

    const id = created.json()[k.dataKey][k.id];
    const got = await get(id);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ [k.dataKey]: { ...category, [k.id]: id } });
  });

  it.each([
    [{}, 'Category Name is required'],
    [{ [k.name]: '   ' }, 'Category Name is required'],
    [{ [k.name]: 'x'.repeat(101) }, 'Maximum 100 characters allowed'],
  ])('refuses %j with the spec message and creates nothing', async (payload, message) => {
    const before = (await list('All')).pagination.totalRecords;
    const response = await t.request({ method: 'POST', url: `${k.prefix}/create`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await list('All')).pagination.totalRecords).toBe(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const response = await t.request({
      method: 'POST',
      url: `${k.prefix}/create`,
      payload: { [k.name]: 'y'.repeat(100) },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a duplicate name within the kind regardless of case, but not across kinds', async () => {
    await makeCategory(t.db, k.kind, { name: 'Sports' });
    const duplicate = await t.request({ method: 'POST', url: `${k.prefix}/create`, payload: { [k.name]: ' SPORTS ' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'Category already exists' });

    // Named after this kind so that the three runs of this test do not meet.
    await makeCategory(t.db, k.otherKind, { name: `Science for ${k.kind}` });
    const otherKind = await t.request({
      method: 'POST',
      url: `${k.prefix}/create`,
      payload: { [k.name]: `Science for ${k.kind}` },
    });
    expect(otherKind.statusCode).toBe(201);
  });

  it('renames a category with 200 and refuses a blank or duplicate name without changing it', async () => {
    const category = await makeCategory(t.db, k.kind, { name: 'Business' });
    await makeCategory(t.db, k.kind, { name: 'Technology' });
    const url = `${k.prefix}/update/${category.id}`;

    const renamed = await t.request({ method: 'PUT', url, payload: { [k.name]: ' Business & Economy ' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      message: k.updated,
      [k.dataKey]: { [k.id]: category.id, [k.name]: 'Business & Economy', [k.status]: 'Active', updatedAt: isoTime },
    });

    const blank = await t.request({ method: 'PUT', url, payload: { [k.name]: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Category Name is required' });

    const tooLong = await t.request({ method: 'PUT', url, payload: { [k.name]: 'z'.repeat(101) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'Maximum 100 characters allowed' });

    const duplicate = await t.request({ method: 'PUT', url, payload: { [k.name]: 'technology' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'Category already exists' });

    expect((await get(category.id)).json()[k.dataKey][k.name]).toBe('Business & Economy');
  });

  it('keeps its own name when renamed to a different case of itself', async () => {
    const category = await makeCategory(t.db, k.kind, { name: 'weather' });
    const response = await t.request({
      method: 'PUT',
      url: `${k.prefix}/update/${category.id}`,
      payload: { [k.name]: 'Weather' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[k.dataKey][k.name]).toBe('Weather');
  });

  it('toggles the status with the spec messages and refuses other statuses', async () => {
    const category = await makeCategory(t.db, k.kind);
    const url = `${k.prefix}/status/${category.id}`;

    const inactive = await t.request({ method: 'PUT', url, payload: { [k.status]: 'Inactive' } });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json()).toEqual({
      message: `${k.label} is Inactive`,
      [k.dataKey]: { [k.id]: category.id, [k.name]: category.name, [k.status]: 'Inactive', updatedAt: isoTime },
    });

    const invalid = await t.request({ method: 'PUT', url, payload: { [k.status]: 'Deleted' } });
    expect(invalid.statusCode).toBe(400);
    expect((await get(category.id)).json()[k.dataKey][k.status]).toBe('Inactive');

    const active = await t.request({ method: 'PUT', url, payload: { [k.status]: 'Active' } });
    expect(active.statusCode).toBe(200);
    expect(active.json().message).toBe(`${k.label} is Active`);
    expect(active.json()[k.dataKey][k.status]).toBe('Active');
  });

  it('lists All or only Active categories, newest first, paged 10 by default', async () => {
    const allBefore = (await list('All')).pagination.totalRecords;
    const activeBefore = (await list('Active')).pagination.totalRecords;
    // Created "in the future" so that they are the newest of this file, whatever ran before.
    const start = Date.now() + 86_400_000;
    const made = [];
    for (let i = 0; i < 12; i += 1) {
      made.push(
        await makeCategory(t.db, k.kind, {
          status: i % 3 === 0 ? 'Inactive' : 'Active',
          createdAt: new Date(start + i * 1000),
        }),
      );
    }
    const newestFirst = [...made].reverse();

    const firstPage = await list('All');
    expect(firstPage.pagination).toEqual({
      totalPages: Math.ceil((allBefore + 12) / 10),
      totalRecords: allBefore + 12,
      currentPage: 1,
      limit: 10,
    });
    expect(itemsOf(firstPage)).toEqual(
      newestFirst
        .slice(0, 10)
        .map((c) => ({ [k.id]: c.id, [k.name]: c.name, [k.status]: c.status, updatedAt: c.updatedAt.toISOString() })),
    );

    const secondPage = await list('all', '?page=2&limit=5');
    expect(secondPage.pagination).toMatchObject({
      currentPage: 2,
      limit: 5,
      totalPages: Math.ceil((allBefore + 12) / 5),
    });
    expect(itemsOf(secondPage).map((c) => c[k.id])).toEqual(newestFirst.slice(5, 10).map((c) => c.id));

    const active = await list('ACTIVE', '?limit=100');
    expect(active.pagination.totalRecords).toBe(activeBefore + 8);
    expect(itemsOf(active).every((c) => c[k.status] === 'Active')).toBe(true);
    expect(
      itemsOf(active)
        .slice(0, 8)
        .map((c) => c[k.id]),
    ).toEqual(newestFirst.filter((c) => c.status === 'Active').map((c) => c.id));
  });

  it.each(['Inactive', 'Pending', 'x'])('answers 400 for filter status %s', async (status) => {
    const response = await t.request({ method: 'GET', url: `${k.prefix}/filter/${status}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Status must be All or Active' });
  });

  it('answers 400 for a page or limit out of range', async () => {
    for (const query of ['?page=0', '?limit=0', '?limit=101', '?page=abc']) {
      const response = await t.request({ method: 'GET', url: `${k.prefix}/filter/All${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for unknown id %s', async (id) => {
    for (const [method, url, payload] of [
      ['GET', `${k.prefix}/get/${id}`, undefined],
      ['PUT', `${k.prefix}/update/${id}`, { [k.name]: 'Travel' }],
      ['PUT', `${k.prefix}/status/${id}`, { [k.status]: 'Active' }],
    ] as const) {
      const response = await t.request({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Category not found' });
    }
  });

  it('answers 404 for a category of another kind and leaves it alone', async () => {
    const other = await makeCategory(t.db, k.otherKind, { name: 'Elsewhere' });
    for (const [method, url, payload] of [
      ['GET', `${k.prefix}/get/${other.id}`, undefined],
      ['PUT', `${k.prefix}/update/${other.id}`, { [k.name]: 'Hijacked' }],
      ['PUT', `${k.prefix}/status/${other.id}`, { [k.status]: 'Inactive' }],
    ] as const) {
      const response = await t.request({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Category not found' });
    }
    const own = kinds.find((candidate) => candidate.kind === k.otherKind)!;
    expect((await get(other.id)).statusCode).toBe(404);
    const untouched = await t.request({ method: 'GET', url: `${own.prefix}/get/${other.id}` });
    expect(untouched.json()[own.dataKey]).toEqual({
      [own.id]: other.id,
      [own.name]: 'Elsewhere',
      [own.status]: 'Active',
      updatedAt: other.updatedAt.toISOString(),
    });
  });

  it('needs a token', async () => {
    for (const [method, url] of [
      ['GET', `${k.prefix}/filter/All`],
      ['POST', `${k.prefix}/create`],
      ['GET', `${k.prefix}/get/${UNKNOWN_ID}`],
      ['PUT', `${k.prefix}/update/${UNKNOWN_ID}`],
      ['PUT', `${k.prefix}/status/${UNKNOWN_ID}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { [k.name]: 'Anything' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
