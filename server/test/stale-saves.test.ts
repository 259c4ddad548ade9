import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredResources } from '#contract/resources/index';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  makeAd,
  makeCategory,
  makeDailyQuote,
  makeLanguage,
  makePost,
  makeReporter,
  makeShort,
} from './helpers/factories.js';
import { makeMagazine } from './helpers/magazines-factories.js';
import { makeJob, makeNovel } from './helpers/novels-jobs-factories.js';

/**
 * Every update call refuses a save made from a copy older than the record (issue "stale saves refused everywhere"):
 * the client sends back the `updatedAt` it read, in the body or as If-Match.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STALE = 'This record was changed by someone else since you opened it. Reload it to see the changes.';

type Body = Record<string, unknown>;

interface UpdateRoute {
  name: string;
  /** The update URL without the id. */
  update: string;
  /** The GET URL of one record. */
  get: (id: string) => string;
  /** The key of the record in the GET and update answers. */
  key: string;
  make: () => Promise<string>;
  /** A body that changes the record; `n` tells successive edits apart. */
  edit: (n: number, id: string) => Promise<Body>;
}

const suffix = () => randomUUID().slice(0, 8);
const names = ['Asha', 'Bina', 'Chitra', 'Devi', 'Esha', 'Farah', 'Gita', 'Hema', 'Indu', 'Jaya', 'Kavya', 'Lata'];

let dosAndDontsId: string | undefined;

/** Records of the declared resources, made by the tests' factories. */
const declaredRecords: Record<string, () => Promise<{ id: string }>> = {
  postCategories: () => makeCategory(t.db, 'post'),
  shortCategories: () => makeCategory(t.db, 'short'),
  novelCategories: () => makeCategory(t.db, 'novel'),
  languages: () => makeLanguage(t.db),
  ads: () => makeAd(t.db),
  jobs: () => makeJob(t.db),
};

/** The update calls of the declared resources that have a get call to read the record with (contract/resources/). */
const declaredUpdates = declaredResources.flatMap((declaration) => {
  const { update, get } = declaration.api;
  return update && get ? [{ declaration, update, get }] : [];
});

/**
 * The declared update calls, read from their declarations: the edit sends back the record's text and date fields as
 * read, as the form does, with its name changed. A resource the tests have no factory for is checked by the OpenAPI
 * test below only.
 */
const declaredRoutes = declaredUpdates.flatMap(({ declaration, update, get }): UpdateRoute[] => {
  const make = declaredRecords[declaration.name];
  if (!make) return [];
  const fields = Object.entries(declaration.fields);
  const inputs = fields.filter(([, field]) => field.type === 'text' || field.type === 'datetime').map(([key]) => key);
  const nameField = fields.find(([, field]) => field.type === 'text' && field.list)![0];
  const route: UpdateRoute = {
    name: update.path.slice(1).replace('/{id}', ''),
    update: `/api${update.path.replace('{id}', '')}`,
    get: (id) => `/api${get.path.replace('{id}', id)}`,
    key: get.key,
    make: async () => (await make()).id,
    edit: async (n, id) => {
      const record = await read(route, id);
      return {
        ...Object.fromEntries(inputs.map((key) => [key, record[key]])),
        [nameField]: `${declaration.noun ?? declaration.name} ${n} ${suffix()}`,
      };
    },
  };
  return [route];
});

const routes: UpdateRoute[] = [
  {
    name: 'posts/update',
    update: '/api/posts/update/',
    get: (id) => `/api/posts/get/${id}`,
    key: 'posts',
    make: async () => (await makePost(t.db)).id,
    edit: async (n) => ({ postTitle: `Edited title ${n}` }),
  },
  {
    name: 'shorts/update',
    update: '/api/shorts/update/',
    get: (id) => `/api/shorts/get/${id}`,
    key: 'shorts',
    make: async () => (await makeShort(t.db)).id,
    edit: async () => ({ shortReportedDetails: (await makeReporter(t.db)).id }),
  },
  {
    name: 'dailyQuotes/update',
    update: '/api/dailyQuotes/update/',
    get: (id) => `/api/dailyQuotes/get/${id}`,
    key: 'dailyQuotes',
    make: async () => (await makeDailyQuote(t.db)).id,
    edit: async () => ({ dailyQuoteReportedDetails: (await makeReporter(t.db)).id }),
  },
  {
    name: 'reporter/update',
    update: '/api/reporter/update/',
    get: (id) => `/api/reporter/get/${id}`,
    key: 'reporter',
    make: async () => (await makeReporter(t.db)).id,
    // The form sends every field back.
    edit: async (n, id) => {
      const { lastName, mobileNumber, email, role } = await read(routes[3], id);
      return { firstName: names[n % names.length], lastName, mobileNumber, email, role };
    },
  },
  {
    name: 'novels/update',
    update: '/api/novels/update/',
    get: (id) => `/api/novels/get/${id}`,
    key: 'novels',
    make: async () => (await makeNovel(t.db)).id,
    edit: async (n) => ({ title: `Edited novel ${n}` }),
  },
  {
    name: 'magazines/update',
    update: '/api/magazines/update/',
    get: (id) => `/api/magazines/get/${id}`,
    key: 'magazines',
    make: async () => (await makeMagazine(t.db)).id,
    edit: async (n) => ({ name: `Edited shop ${n}` }),
  },
  {
    name: 'dosAndDonts/update',
    update: '/api/dosAndDonts/update/',
    get: () => '/api/dosAndDonts/get',
    key: 'dosAndDontData',
    // The page is one per platform: created once, then edited by every case.
    make: async () => {
      if (!dosAndDontsId) {
        const res = await t.request({
          method: 'POST',
          url: '/api/dosAndDonts/create',
          payload: { title: 'Rules', points: ['Verify every fact.'] },
        });
        expect(res.statusCode).toBe(201);
        dosAndDontsId = res.json().dosAndDontData.dosAndDontID as string;
      }
      return dosAndDontsId;
    },
    edit: async (n) => ({ title: `Rules ${n}`, points: [`Point ${n}`] }),
  },
  ...declaredRoutes,
];

let edits = 0;

const read = async (route: UpdateRoute, id: string) => {
  const res = await t.request({ method: 'GET', url: route.get(id) });
  expect(res.statusCode).toBe(200);
  return res.json()[route.key] as Body & { updatedAt: string };
};

const save = async (route: UpdateRoute, id: string, body: Body, headers: Record<string, string> = {}) =>
  t.request({ method: 'PUT', url: `${route.update}${id}`, payload: body, headers });

describe.each(routes)('PUT $name', (route) => {
  it('saves with the updatedAt it read, and bumps it', async () => {
    const id = await route.make();
    const before = await read(route, id);
    expect(before.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const res = await save(route, id, { ...(await route.edit(++edits, id)), updatedAt: before.updatedAt });
    expect(res.statusCode, res.body).toBe(200);
    const after = await read(route, id);
    expect(res.json()[route.key]).toEqual(after);
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
  });

  it('refuses an older updatedAt with 409 and the current record, changing nothing', async () => {
    const id = await route.make();
    const opened = await read(route, id);
    const first = await save(route, id, { ...(await route.edit(++edits, id)), updatedAt: opened.updatedAt });
    expect(first.statusCode, first.body).toBe(200);
    const current = await read(route, id);

    const stale = await save(route, id, { ...(await route.edit(++edits, id)), updatedAt: opened.updatedAt });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({ message: STALE, current });
    expect(await read(route, id)).toEqual(current);
  });

  it('saves as before when no updatedAt is sent', async () => {
    const id = await route.make();
    const opened = await read(route, id);
    await save(route, id, { ...(await route.edit(++edits, id)), updatedAt: opened.updatedAt });
    const res = await save(route, id, await route.edit(++edits, id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[route.key]).toEqual(await read(route, id));
  });
});

describe('stale saves', () => {
  const posts = routes[0];

  it('lets exactly one of two parallel saves from the same version win', async () => {
    for (const route of [posts, routes.find((r) => r.name === 'shorts/update')!]) {
      const id = await route.make();
      const { updatedAt } = await read(route, id);
      const answers = await Promise.all([
        save(route, id, { ...(await route.edit(++edits, id)), updatedAt }),
        save(route, id, { ...(await route.edit(++edits, id)), updatedAt }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((res) => res.statusCode === 409)!;
      expect(loser.json()).toEqual({ message: STALE, current: await read(route, id) });
    }
  });

  it('takes the version from If-Match, quoted or not', async () => {
    const id = await posts.make();
    const opened = await read(posts, id);
    const quoted = await save(posts, id, await posts.edit(++edits, id), { 'if-match': `"${opened.updatedAt}"` });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const stale = await save(posts, id, await posts.edit(++edits, id), { 'if-match': opened.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE, current: await read(posts, id) });
    const current = await read(posts, id);
    const bare = await save(posts, id, await posts.edit(++edits, id), { 'if-match': current.updatedAt });
    expect(bare.statusCode, bare.body).toBe(200);
  });

  it('answers 400 for a version that is not an ISO date-time, and changes nothing', async () => {
    const id = await posts.make();
    const opened = await read(posts, id);
    for (const [body, headers] of [
      [{ updatedAt: 'yesterday' }, {}],
      [{ updatedAt: '2026-13-45T99:00:00Z' }, {}],
      [{}, { 'if-match': '"not a date"' }],
    ] as [Body, Record<string, string>][]) {
      const res = await save(posts, id, { ...(await posts.edit(++edits, id)), ...body }, headers);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/updatedAt must be the ISO 8601 date-time/);
    }
    expect(await read(posts, id)).toEqual(opened);
  });

  it('documents updatedAt and the 409 with the current record on every update call', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const declaredPaths = declaredUpdates.map(({ update }) => `/api${update.path}`);
    const updatePaths = Object.keys(spec.paths as object).filter(
      (path) => /\/update\/\{id\}$/.test(path) && !declaredPaths.includes(path),
    );
    expect(updatePaths.sort()).toEqual(
      routes
        .map((route) => `${route.update}{id}`)
        .filter((path) => !declaredPaths.includes(path))
        .sort(),
    );
    expect(declaredRoutes.map((route) => `${route.update}{id}`)).toEqual(
      expect.arrayContaining(['/api/language/update/{id}', '/api/ads/update/{id}']),
    );
    for (const path of declaredPaths) expect(Object.keys(spec.paths as object)).toContain(path);
    updatePaths.push(...declaredPaths);
    for (const path of updatePaths) {
      const put = spec.paths[path].put;
      expect(put.requestBody.content['application/json'].schema.properties.updatedAt, path).toMatchObject({
        type: 'string',
      });
      expect(put.responses['409'].content['application/json'].schema.properties, path).toHaveProperty('current');
    }
  });

  it('answers 404 for an unknown id with a version', async () => {
    const res = await save(posts, randomUUID(), { postTitle: 'X', updatedAt: new Date().toISOString() });
    expect(res.statusCode).toBe(404);
  });
});
