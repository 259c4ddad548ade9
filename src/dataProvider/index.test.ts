import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { declaredResources } from '#contract/resources/index';
import { session } from './session';
import { recorder, type Call, type Recorder } from '../test/calls';
import { ADMIN, signIn } from '../test/render';
import { server } from '../test/server';
import { createDataProvider, StatusConflictError, UNEXPECTED_ERROR, UploadError, type AppDataProvider } from './index';
import { entries, resourceName, type ResourceName } from './entries';
import type { ResourceConfigs, Row } from './types';

const AUTH = `Bearer ${ADMIN.token}`;
const call = (method: string, path: string, body?: unknown, search = ''): Call => ({
  method,
  path,
  search,
  auth: AUTH,
  body,
});
const png = (name = 'picture.png') => new File(['png-bytes'], name, { type: 'image/png' });
const sort = { field: 'id', order: 'ASC' as const };
const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** The multipart parts the app appended, read before jsdom's FormData reaches msw (which drops file names). */
const appendedParts = () => {
  const append = vi.spyOn(FormData.prototype, 'append');
  return () =>
    append.mock.calls.map(([field, value, filename]) => ({
      field,
      file: value instanceof File ? value : undefined,
      filename,
    }));
};

let rec: Recorder;
let provider: AppDataProvider;

beforeEach(() => {
  signIn();
  rec = recorder();
  provider = createDataProvider();
});
afterEach(() => vi.restoreAllMocks());

/** What every CRUD resource of entries.ts declares; the test below fails when an entry is added without one here. */
const crud = [
  {
    resource: 'languages',
    id: 'languageID',
    name: 'languageName',
    get: '/language/get/:id',
    getPath: (id: string) => `/language/get/${id}`,
    dataKey: 'languageData',
    create: '/language/create',
    update: (id: string) => `/language/update/${id}`,
    status: (id: string) => `/language/status/${id}`,
    statusField: 'languageStatus',
  },
  ...(
    [
      ['postCategories', '/post/category', 'PostCategoryData', 'postCategory'],
      ['shortCategories', '/shorts/category', 'shortCategoryData', 'shortCategory'],
      ['novelCategories', '/novel/category', 'novelCategoryData', 'novelCategory'],
    ] as const
  ).map(([resource, prefix, dataKey, name]) => ({
    resource,
    id: `${name}ID`,
    name: `${name}Name`,
    get: `${prefix}/get/:id`,
    getPath: (id: string) => `${prefix}/get/${id}`,
    dataKey,
    create: `${prefix}/create`,
    update: (id: string) => `${prefix}/update/${id}`,
    status: (id: string) => `${prefix}/status/${id}`,
    statusField: `${name}Status`,
  })),
];

/** The per-reporter content lists: one call answers the three status groups (spec sections 3 and 7). */
const reporterContent = [
  { resource: 'reporterPosts', path: '/posts/reporter', key: 'reporterPosts', name: 'ReporterPosts', id: 'postID' },
  {
    resource: 'reporterShorts',
    path: '/shorts/reporter',
    key: 'reporterShorts',
    name: 'ReporterShorts',
    id: 'shortID',
  },
  {
    resource: 'reporterQuotes',
    path: '/dailyQuotes/reporter',
    key: 'reporterQuotes',
    name: 'ReporterQuotes',
    id: 'dailyQuoteID',
  },
];

describe('entries.ts', () => {
  it("derives jobs' entry from its declaration: the calls the Jobs screens make, as spec section 7 has them", () => {
    expect(entries.jobs).toEqual({
      id: 'jobID',
      list: {
        path: '/jobs/filter/{status}',
        status: 'active',
        params: ['days', 'endingWithin'],
        rows: 'jobs.jobs',
        total: 'jobs.pagination.totalRecords',
      },
      get: { path: '/jobs/get/{id}', data: 'Jobs' },
      create: { path: '/jobs/create', id: 'jobID' },
      update: { path: '/jobs/update/{id}' },
      delete: { path: '/jobs/delete/{id}' },
      uploads: { companyImage: { path: '/jobs/upload/{id}', field: 'companyImage' } },
    });
  });

  it('has exactly the entries these tests cover', () => {
    expect(Object.keys(entries).sort()).toEqual(
      [
        ...new Set([
          // Derived from their declarations (contract/resources/); covered here (crud) or by their screens' tests
          // (src/declared/).
          ...declaredResources.map((declaration) => declaration.name),
          ...crud.map((entry) => entry.resource),
          // Declared on the server side, its entry still written by hand (the Novels screens' tests cover it).
          'novels',
          // Declared, its entry extended by hand with its override's calls (the Reporters screens' tests cover it).
          'reporters',
        ]),
        'admin',
        'posts',
        // Their calls are covered by their screens' tests (src/sections/<section>).
        'shortVideos',
        'dailyQuotes',
        'novelGroups',
        // A magazine's render progress (the magazines entry itself is derived from its declaration).
        'magazineRenders',
        // Covered by the Activity screen's and the History panel's tests (src/sections/activity, src/audit).
        'audit',
        ...reporterContent.map((entry) => entry.resource),
        // Covered by the Dashboard screen's tests (src/sections/dashboard).
        'dashboard',
      ].sort(),
    );
  });
});

describe.each(reporterContent)('$resource (one reporter, all statuses in one call)', (entry) => {
  const groups = (published: number, pending = 0, rejected = 0) => {
    const items = (count: number, status: string) =>
      Array.from({ length: count }, (_, i) => ({ [entry.id]: `${status}-${i + 1}`, status }));
    return {
      [entry.key]: {
        [`published${entry.name}`]: items(published, 'Published'),
        [`pending${entry.name}`]: items(pending, 'Pending'),
        [`rejected${entry.name}`]: items(rejected, 'Rejected'),
      },
    };
  };

  it("fills the path with the filter's reporter, defaults to the published group and pages in the app", async () => {
    server.use(rec.on('get', `${entry.path}/:id`, () => HttpResponse.json(groups(5, 1, 1))));
    const result = await provider.getList(entry.resource, {
      pagination: { page: 1, perPage: 3 },
      sort,
      filter: { reporter: 'r-1' },
    });
    expect(rec.calls).toEqual([call('GET', `${entry.path}/r-1`)]);
    expect(result).toEqual({
      data: ['Published-1', 'Published-2', 'Published-3'].map((id) => ({ [entry.id]: id, status: 'Published', id })),
      total: 5,
    });
  });

  it.each([
    ['Pending', ['Pending-1', 'Pending-2']],
    ['Rejected', ['Rejected-1']],
  ])('the filter status %s picks that group', async (status, ids) => {
    server.use(rec.on('get', `${entry.path}/:id`, () => HttpResponse.json(groups(3, 2, 1))));
    const result = await provider.getList(entry.resource, {
      pagination: { page: 1, perPage: 100 },
      sort,
      filter: { reporter: 'r 2/x', status },
    });
    expect(rec.calls).toEqual([call('GET', `${entry.path}/r%202%2Fx`)]);
    expect(result.data.map((row) => row.id)).toEqual(ids);
    expect(result.total).toBe(ids.length);
  });

  it('declares no record calls', async () => {
    await expect(provider.getOne(entry.resource, { id: 'x' })).rejects.toThrow(
      `Resource "${entry.resource}" declares no get call`,
    );
  });

  const group = (status: string, reporter = 'r-1') =>
    provider.getList(entry.resource, { pagination: { page: 1, perPage: 100 }, sort, filter: { reporter, status } });
  const ids = (result: { data: { id: unknown }[] }) => result.data.map((row) => row.id);

  it('one request serves the three groups, asked together or one after another', async () => {
    server.use(rec.on('get', `${entry.path}/:id`, () => HttpResponse.json(groups(2, 1, 1))));
    const [published, pending, rejected] = await Promise.all([group('Published'), group('Pending'), group('Rejected')]);
    expect([ids(published), ids(pending), ids(rejected)]).toEqual([
      ['Published-1', 'Published-2'],
      ['Pending-1'],
      ['Rejected-1'],
    ]);
    expect(ids(await group('Pending'))).toEqual(['Pending-1']);
    expect(ids(await group('Published'))).toEqual(['Published-1', 'Published-2']);
    expect(rec.calls).toEqual([call('GET', `${entry.path}/r-1`)]);
  });

  it('asks again for another reporter, after any write, in a new session, 30 s later, or after a failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      rec.on('get', `${entry.path}/:id`, () =>
        fail ? HttpResponse.json({ message: 'Database down' }, { status: 500 }) : HttpResponse.json(groups(1)),
      ),
      rec.on('put', '/language/status/:id', () => HttpResponse.json({ message: 'ok' })),
    );
    expect(await group('Published')).toEqual({ data: [], total: 0, meta: { loadFailed: true } });
    fail = false;
    expect(ids(await group('Published'))).toEqual(['Published-1']); // the failure was not kept
    await group('Pending', 'r-2');
    await provider.update('languages', {
      id: 'l-1',
      data: { languageStatus: 'Inactive' },
      previousData: { id: 'l-1' },
      meta: { call: 'status' },
    });
    await group('Pending');
    session.start({ ...ADMIN, token: 'next-token' });
    await group('Rejected');
    vi.setSystemTime(new Date('2030-01-01T10:00:29Z'));
    await group('Published');
    vi.setSystemTime(new Date('2030-01-01T10:00:31Z'));
    await group('Published');
    vi.useRealTimers();
    expect(log).toHaveBeenCalledOnce();
    expect(rec.calls.map((c) => `${c.method} ${c.path} ${c.auth}`)).toEqual([
      `GET ${entry.path}/r-1 ${AUTH}`, // failed
      `GET ${entry.path}/r-1 ${AUTH}`,
      `GET ${entry.path}/r-2 ${AUTH}`,
      `PUT /language/status/l-1 ${AUTH}`,
      `GET ${entry.path}/r-1 ${AUTH}`, // after the write
      `GET ${entry.path}/r-1 Bearer next-token`, // new session
      `GET ${entry.path}/r-1 Bearer next-token`, // 30 s after the last answer
    ]);
  });
});

describe.each(crud)('$resource', (entry) => {
  const record = (id: string, name = 'Hindi', status = 'Active') => ({
    [entry.id]: id,
    [entry.name]: name,
    [entry.statusField]: status,
  });

  it('getOne reads the record from its data key and takes the id field as id', async () => {
    server.use(
      rec.on('get', entry.get, ({ params }) => HttpResponse.json({ [entry.dataKey]: record(String(params.id)) })),
    );
    const { data } = await provider.getOne(entry.resource, { id: 'a-1' });
    expect(data).toEqual({ ...record('a-1'), id: 'a-1' });
    expect(rec.calls).toEqual([call('GET', entry.getPath('a-1'))]);
  });

  it('getMany fetches each id', async () => {
    server.use(
      rec.on('get', entry.get, ({ params }) => HttpResponse.json({ [entry.dataKey]: record(String(params.id)) })),
    );
    const { data } = await provider.getMany(entry.resource, { ids: ['a-1', 'a-2'] });
    expect(data.map((row) => row.id)).toEqual(['a-1', 'a-2']);
    expect(rec.calls).toEqual([call('GET', entry.getPath('a-1')), call('GET', entry.getPath('a-2'))]);
  });

  it('create posts the fields without ids and returns the id the server gave', async () => {
    server.use(
      rec.on('post', entry.create, () =>
        HttpResponse.json({ message: 'Added', [entry.dataKey]: record('new-1', 'Tamil', 'Active') }, { status: 201 }),
      ),
    );
    const { data } = await provider.create(entry.resource, {
      data: { id: 'ignored', [entry.id]: 'ignored', [entry.name]: 'Tamil' },
    });
    expect(rec.calls).toEqual([call('POST', entry.create, { [entry.name]: 'Tamil' })]);
    expect(data).toEqual({ [entry.name]: 'Tamil', [entry.id]: 'new-1', id: 'new-1' });
  });

  it('update puts the fields and returns the record as the server now has it', async () => {
    server.use(
      rec.on('put', entry.update(':id'), () => HttpResponse.json({ message: 'Updated' })),
      rec.on('get', entry.get, ({ params }) =>
        HttpResponse.json({ [entry.dataKey]: record(String(params.id), 'Marathi (server)') }),
      ),
    );
    const { data } = await provider.update(entry.resource, {
      id: 'a-1',
      data: { id: 'a-1', [entry.id]: 'a-1', [entry.name]: 'Marathi' },
      previousData: { id: 'a-1', ...record('a-1') },
    });
    expect(rec.calls).toEqual([
      call('PUT', entry.update('a-1'), { [entry.name]: 'Marathi' }),
      call('GET', entry.getPath('a-1')),
    ]);
    expect(data).toEqual({ ...record('a-1', 'Marathi (server)'), id: 'a-1' });
  });

  it("update with meta { call: 'status' } sends only the status field to the status call", async () => {
    server.use(rec.on('put', entry.status(':id'), () => HttpResponse.json({ message: 'ok' })));
    const previousData = { id: 'a-1', ...record('a-1') };
    const { data } = await provider.update(entry.resource, {
      id: 'a-1',
      data: { [entry.statusField]: 'Inactive' },
      previousData,
      meta: { call: 'status' },
    });
    // With the status the admin saw, so that a record changed since is left alone (issue 36).
    expect(rec.calls).toEqual([
      call('PUT', entry.status('a-1'), {
        [entry.statusField]: 'Inactive',
        expected: { 'a-1': 'Active' },
      }),
    ]);
    expect(data).toEqual({ ...previousData, [entry.statusField]: 'Inactive' });
  });

  it('updateMany calls the status call once per id', async () => {
    server.use(rec.on('put', entry.status(':id'), () => HttpResponse.json({ message: 'ok' })));
    const { data } = await provider.updateMany(entry.resource, {
      ids: ['a-1', 'a-2'],
      data: { [entry.statusField]: 'Active' },
    });
    expect(data).toEqual(['a-1', 'a-2']);
    expect(rec.calls).toEqual(
      expect.arrayContaining([
        call('PUT', entry.status('a-1'), { [entry.statusField]: 'Active' }),
        call('PUT', entry.status('a-2'), { [entry.statusField]: 'Active' }),
      ]),
    );
    expect(rec.calls).toHaveLength(2);
  });

  it('declares no delete call', async () => {
    await expect(provider.delete(entry.resource, { id: 'a-1' })).rejects.toThrow(
      `Resource "${entry.resource}" declares no delete call`,
    );
  });
});

describe('category lists (server-paged, status segment)', () => {
  const kinds = [
    ['postCategories', '/post/category', 'postCategories', 'postCategory'],
    ['shortCategories', '/shorts/category', 'shortCategories', 'shortCategory'],
    ['novelCategories', '/novel/category', 'novelCategories', 'novelCategory'],
  ] as const;

  it.each(kinds)(
    '%s: default status All, page and limit, rows and total from the response',
    async (resource, prefix, key, name) => {
      server.use(
        rec.on('get', `${prefix}/filter/:status`, () =>
          HttpResponse.json({
            [key]: {
              [key]: [{ [`${name}ID`]: 'c-11', [`${name}Name`]: 'Sports', [`${name}Status`]: 'Active' }],
              pagination: { totalPages: 2, totalRecords: 11 },
            },
          }),
        ),
      );
      const result = await provider.getList(resource, {
        pagination: { page: 2, perPage: 10 },
        sort,
        filter: { kind: 'news' },
      });
      expect(rec.calls).toEqual([call('GET', `${prefix}/filter/All`, undefined, 'page=2&limit=10')]);
      expect(result).toEqual({
        data: [{ [`${name}ID`]: 'c-11', [`${name}Name`]: 'Sports', [`${name}Status`]: 'Active', id: 'c-11' }],
        total: 11,
      });
    },
  );

  it.each(kinds)('%s: the filter status fills the status segment', async (resource, prefix, key) => {
    server.use(
      rec.on('get', `${prefix}/filter/:status`, () =>
        HttpResponse.json({ [key]: { [key]: [], pagination: { totalPages: 0, totalRecords: 0 } } }),
      ),
    );
    const result = await provider.getList(resource, {
      pagination: { page: 1, perPage: 10 },
      sort,
      filter: { status: 'Active' },
    });
    expect(rec.calls).toEqual([call('GET', `${prefix}/filter/Active`, undefined, 'page=1&limit=10')]);
    expect(result).toEqual({ data: [], total: 0 });
  });
});

describe('languages list (one call for both statuses, paged in the app)', () => {
  const language = (n: number, status: string) => ({
    languageID: `l-${n}`,
    languageName: `Language ${n}`,
    languageStatus: status,
  });
  const all = {
    languageData: {
      activeLanguages: Array.from({ length: 12 }, (_, i) => language(i + 1, 'Active')),
      inActiveLanguages: [language(20, 'Inactive')],
    },
  };

  it('takes the rows of the filter status and pages them without sending page or limit', async () => {
    server.use(rec.on('get', '/language/get', () => HttpResponse.json(all)));
    const page2 = await provider.getList('languages', {
      pagination: { page: 2, perPage: 10 },
      sort,
      filter: { status: 'Active' },
    });
    expect(page2.total).toBe(12);
    expect(page2.data.map((row) => row.id)).toEqual(['l-11', 'l-12']);
    const inactive = await provider.getList('languages', {
      pagination: { page: 1, perPage: 10 },
      sort,
      filter: { status: 'Inactive' },
    });
    expect(inactive).toEqual({ data: [{ ...language(20, 'Inactive'), id: 'l-20' }], total: 1 });
    expect(rec.calls).toEqual([call('GET', '/language/get'), call('GET', '/language/get')]);
  });
});

describe('reporters', () => {
  const asha = { roleID: 'r-1', firstName: 'Asha', lastName: 'Rao', status: 'Active' };

  it('lists a status 15 per page with search and roleType (comma-joined), rows and total from the response', async () => {
    server.use(
      rec.on('get', '/reporters/get/:status', () =>
        HttpResponse.json({
          reporters: { reporters: [asha], reportersCount: 31, pagination: { totalPages: 3, totalRecords: 31 } },
        }),
      ),
    );
    const result = await provider.getList('reporters', {
      pagination: { page: 2, perPage: 15 },
      sort,
      filter: { status: 'Inactive', search: 'asha', roleType: ['Reporter', 'GuestReporter'] },
    });
    await provider.getList('reporters', { pagination: { page: 1, perPage: 15 }, sort, filter: {} });
    expect(rec.calls).toEqual([
      call(
        'GET',
        '/reporters/get/Inactive',
        undefined,
        'page=2&limit=15&search=asha&roleType=Reporter%2CGuestReporter',
      ),
      call('GET', '/reporters/get/Active', undefined, 'page=1&limit=15'),
    ]);
    expect(result).toEqual({ data: [{ ...asha, id: 'r-1' }], total: 31 });
  });

  describe('a prefetched page', () => {
    const page = { pagination: { page: 2, perPage: 15 }, filter: { status: 'Trash', search: 'asha' } };
    const served = (status = 200) =>
      server.use(
        rec.on('get', '/reporters/get/:status', () =>
          HttpResponse.json(
            status === 200 ? { reporters: { reporters: [asha], reportersCount: 16 } } : { message: 'Down' },
            { status },
          ),
        ),
      );
    const trashCalls = () => rec.calls.filter((c) => c.path === '/reporters/get/Trash').map((c) => c.search);

    it('is asked for at once and answers the first identical getList; the next asks again', async () => {
      served();
      void provider.prefetchList('reporters', page);
      expect(await provider.getList('reporters', { ...page, sort })).toEqual({
        data: [{ ...asha, id: 'r-1' }],
        total: 16,
      });
      expect(trashCalls()).toHaveLength(1);
      await provider.getList('reporters', { ...page, sort });
      expect(trashCalls()).toHaveLength(2);
    });

    it('does not answer another page or search', async () => {
      served();
      await provider.prefetchList('reporters', page);
      await provider.getList('reporters', { ...page, pagination: { page: 1, perPage: 15 }, sort });
      await provider.getList('reporters', { ...page, filter: { status: 'Trash', search: 'ravi' }, sort });
      expect(trashCalls()).toEqual([
        'page=2&limit=15&search=asha',
        'page=1&limit=15&search=asha',
        'page=2&limit=15&search=ravi',
      ]);
    });

    it('that failed is asked for again by the list', async () => {
      served(500);
      await provider.prefetchList('reporters', page);
      served();
      expect((await provider.getList('reporters', { ...page, sort })).total).toBe(16);
      expect(trashCalls()).toHaveLength(2);
    });

    it('is dropped by a write', async () => {
      served();
      server.use(rec.on('put', '/reporter/status/', () => HttpResponse.json({ message: 'ok', updatedCount: 1 })));
      await provider.prefetchList('reporters', page);
      await provider.update('reporters', {
        id: 'r-1',
        data: { status: 'Trash' },
        previousData: { id: 'r-1' },
        meta: { call: 'status' },
      });
      await provider.getList('reporters', { ...page, sort });
      expect(trashCalls()).toHaveLength(2);
    });
  });

  it('getOne reads reporter from GET /reporter/get/{id}', async () => {
    server.use(rec.on('get', '/reporter/get/:id', () => HttpResponse.json({ reporter: asha })));
    expect((await provider.getOne('reporters', { id: 'r-1' })).data).toEqual({ ...asha, id: 'r-1' });
    expect(rec.calls).toEqual([call('GET', '/reporter/get/r-1')]);
  });

  it('create registers and takes the id from reporter.roleID; update puts the fields and refetches', async () => {
    server.use(
      rec.on('post', '/reporter/register', () =>
        HttpResponse.json(
          { message: 'Reporter Added successfully', reporter: { ...asha, roleID: 'r-9' } },
          { status: 201 },
        ),
      ),
      rec.on('put', '/reporter/update/:id', () => HttpResponse.json({ message: 'ok', reporter: asha })),
      rec.on('get', '/reporter/get/:id', () => HttpResponse.json({ reporter: asha })),
    );
    const body = { firstName: 'Asha', lastName: 'Rao', mobileNumber: '9876500001', email: 'a@x.in', role: 'Reporter' };
    const created = await provider.create('reporters', { data: body });
    await provider.update('reporters', { id: 'r-1', data: { firstName: 'Asha' }, previousData: { id: 'r-1' } });
    expect(created.data.id).toBe('r-9');
    expect(rec.calls).toEqual([
      call('POST', '/reporter/register', body),
      call('PUT', '/reporter/update/r-1', { firstName: 'Asha' }),
      call('GET', '/reporter/get/r-1'),
    ]);
  });

  it('the status call takes one id, the ids, or (meta.filter) every reporter matching the list filter', async () => {
    server.use(rec.on('put', '/reporter/status/', () => HttpResponse.json({ message: 'ok', updatedCount: 2 })));
    await provider.update('reporters', {
      id: 'r-1',
      data: { status: 'Inactive' },
      previousData: { id: 'r-1' },
      meta: { call: 'status' },
    });
    await provider.updateMany('reporters', { ids: ['r-1', 'r-2'], data: { status: 'Trash' } });
    const { data } = await provider.updateMany('reporters', {
      ids: ['r-1'],
      data: { status: 'Trash' },
      meta: { call: 'status', filter: { status: 'Active', search: 'asha', roleType: ['Reporter'], other: 'x' } },
    });
    await provider.updateMany('reporters', {
      ids: [],
      data: { status: 'Trash' },
      meta: { filter: { status: 'Inactive', search: '', roleType: [] } },
    });
    expect(data).toEqual(['r-1']);
    expect(rec.calls).toEqual([
      call('PUT', '/reporter/status/', { roleIDs: 'r-1', status: 'Inactive' }),
      call('PUT', '/reporter/status/', { roleIDs: ['r-1', 'r-2'], status: 'Trash' }),
      call('PUT', '/reporter/status/', {
        match: { status: 'Active', search: 'asha', roleType: ['Reporter'] },
        status: 'Trash',
      }),
      call('PUT', '/reporter/status/', { match: { status: 'Inactive' }, status: 'Trash' }),
    ]);
  });

  it('approve and reject send their declared bodies, whatever data the cache is given', async () => {
    server.use(
      rec.on('put', '/guest-reporter/approval/:id', () =>
        HttpResponse.json({ message: 'Reporter status is Approved' }),
      ),
      rec.on('put', '/guest-reporter/dis-approve/:id', () =>
        HttpResponse.json({ message: 'Reporter Rejected Successfully' }),
      ),
    );
    const previousData = { id: 'r-1', ...asha, status: 'Pending' };
    const approved = await provider.update('reporters', {
      id: 'r-1',
      data: { status: 'Active' },
      previousData,
      meta: { call: 'approve' },
    });
    await provider.update('reporters', {
      id: 'r-2',
      data: { status: 'Trash' },
      previousData,
      meta: { call: 'reject' },
    });
    expect(approved.data).toEqual({ ...previousData, status: 'Active' });
    expect(rec.calls).toEqual([
      call('PUT', '/guest-reporter/approval/r-1', { isApproved: true, expected: { 'r-1': 'Pending' } }),
      call('PUT', '/guest-reporter/dis-approve/r-2', { expected: { 'r-2': 'Pending' } }),
    ]);
    await expect(
      provider.update('reporters', { id: 'r-1', data: {}, previousData, meta: { call: 'promote' } }),
    ).rejects.toThrow('Resource "reporters" declares no promote call');
  });

  it('download fetches the declared CSV export for the filter as a Blob', async () => {
    const csv =
      'firstName,middleName,lastName,email,mobileNumber,role,status\r\nAsha,,Rao,a@x.in,9876500001,Reporter,Trash\r\n';
    server.use(
      rec.on(
        'get',
        '/reporters/export/:status',
        () => new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
      ),
    );
    const file = await provider.download('reporters', {
      call: 'csv',
      filter: { status: 'Trash', search: 'asha', roleType: ['Reporter', 'GuestReporter'], page: 3 },
    });
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(await file.text()).toBe(csv);
    expect(rec.calls).toEqual([
      call('GET', '/reporters/export/Trash', undefined, 'search=asha&roleType=Reporter%2CGuestReporter'),
    ]);
  });

  it('a refused download rejects with the server message; an undeclared one is an error', async () => {
    server.use(
      rec.on('get', '/reporters/export/:status', () =>
        HttpResponse.json({ message: 'Status must be one of Active, Pending, Inactive, Trash' }, { status: 400 }),
      ),
    );
    await expect(provider.download('reporters', { call: 'csv', filter: { status: 'Nope' } })).rejects.toMatchObject({
      message: 'Status must be one of Active, Pending, Inactive, Trash',
      status: 400,
    });
    await expect(provider.download('reporters', { call: 'pdf' })).rejects.toThrow(
      'Resource "reporters" declares no pdf export',
    );
    await expect(provider.download('languages', { call: 'csv' })).rejects.toThrow(
      'Resource "languages" declares no csv export',
    );
  });

  it('a status call by filter on a resource that cannot match is an error', async () => {
    await expect(
      provider.updateMany('languages', { ids: [], data: { languageStatus: 'Active' }, meta: { filter: {} } }),
    ).rejects.toThrow('Resource "languages" declares no status call by filter');
  });
});

describe('posts', () => {
  it('lists a status page with search, category and language (comma-joined) from posts.postsData', async () => {
    server.use(
      rec.on('get', '/posts/filter/:status', () =>
        HttpResponse.json({
          posts: { postsData: [{ postID: 'p-1' }], pagination: { totalPages: 3, totalRecords: 31 } },
        }),
      ),
    );
    const result = await provider.getList(resourceName('posts'), {
      filter: { status: 'Schedule', search: 'delhi', category: ['c-1', 'c-2'], language: ['l-1'] },
      pagination: { page: 2, perPage: 15 },
      sort,
    });
    expect(result).toEqual({ data: [{ postID: 'p-1', id: 'p-1' }], total: 31 });
    expect(rec.calls).toEqual([
      call('GET', '/posts/filter/Schedule', undefined, 'page=2&limit=15&search=delhi&category=c-1%2Cc-2&language=l-1'),
    ]);
  });

  it('sends the status of one or several posts in one call (postIDs, postStatus)', async () => {
    server.use(rec.on('put', '/posts/status/', () => HttpResponse.json({ message: 'ok', updatedCount: 2 })));
    await provider.update(resourceName('posts'), {
      id: 'p-1',
      data: { postStatus: 'Published' },
      previousData: { id: 'p-1' },
      meta: { call: 'status' },
    });
    await provider.updateMany(resourceName('posts'), {
      ids: ['p-1', 'p-2'],
      data: { postStatus: 'Rejected' },
      meta: { call: 'status' },
    });
    expect(rec.calls).toEqual([
      call('PUT', '/posts/status/', { postIDs: 'p-1', postStatus: 'Published' }),
      call('PUT', '/posts/status/', { postIDs: ['p-1', 'p-2'], postStatus: 'Rejected' }),
    ]);
  });

  it('creates a post (postID), then uploads its image as postImage', async () => {
    server.use(
      rec.on('post', '/posts/create', () => HttpResponse.json({ message: 'ok', postID: 'p-9' }, { status: 201 })),
      rec.on('put', '/posts/upload/:id', () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
    );
    const { data } = await provider.create(resourceName('posts'), { data: { postTitle: 'Rain', postImage: png() } });
    expect(data.id).toBe('p-9');
    expect(rec.calls).toEqual([
      call('POST', '/posts/create', { postTitle: 'Rain' }),
      call('PUT', '/posts/upload/p-9', { postImage: 'file' }),
    ]);
  });

  it('imports a spreadsheet as postFile; a refused file keeps the list of messages', async () => {
    server.use(
      rec.on('post', '/posts/upload', () => HttpResponse.json({ message: ['Row 2: a', 'Row 3: b'] }, { status: 400 })),
    );
    const file = new File(['x'], 'posts.xlsx');
    const error: unknown = await provider.importFile(resourceName('posts'), { call: 'xlsx', file }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toEqual({ message: ['Row 2: a', 'Row 3: b'] });
    expect(rec.calls).toEqual([call('POST', '/posts/upload', { postFile: 'file' })]);
  });
});

describe('novels and magazines', () => {
  const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

  it('lists the novel groups of a tab by category id, with the number of novels as the total', async () => {
    server.use(
      rec.on('get', '/novels/filter/:status', () =>
        HttpResponse.json({
          novels: {
            novelsData: [{ categoryName: 'Romance', novelCategoryID: 'c-1', totalNovels: 8, novels: [] }],
            totalRecords: 9,
          },
        }),
      ),
    );
    const result = await provider.getList(resourceName('novelGroups'), {
      filter: { status: 'upcoming', search: 'moon' },
      pagination: { page: 1, perPage: 100 },
      sort,
    });
    expect(result).toEqual({
      data: [{ categoryName: 'Romance', novelCategoryID: 'c-1', totalNovels: 8, novels: [], id: 'c-1' }],
      total: 9,
    });
    expect(rec.calls).toEqual([call('GET', '/novels/filter/upcoming', undefined, 'page=1&limit=100&search=moon')]);
  });

  it("pages one category's novels with search and status as query parameters", async () => {
    server.use(
      rec.on('get', '/novels/category/:id', () =>
        HttpResponse.json({
          novels: { novelsData: [{ novelID: 'n-31' }], pagination: { totalPages: 2, totalRecords: 31 } },
        }),
      ),
    );
    const result = await provider.getList(resourceName('novels'), {
      filter: { category: 'c-1', status: 'active', search: 'sea' },
      pagination: { page: 2, perPage: 30 },
      sort,
    });
    expect(result).toEqual({ data: [{ novelID: 'n-31', id: 'n-31' }], total: 31 });
    expect(rec.calls).toEqual([
      call('GET', '/novels/category/c-1', undefined, 'page=2&limit=30&search=sea&status=active'),
    ]);
  });

  it('creates a novel, then sends the cover and the chosen chapters numbered in one request with totalChapters', async () => {
    const parts = appendedParts();
    server.use(
      rec.on('post', '/novels/create', () => HttpResponse.json({ message: 'ok', novelID: 'n-9' }, { status: 201 })),
      rec.on('put', '/novels/image/upload/:id', () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
      rec.on('put', '/novels/pdf/upload/:id', () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
    );
    const progress: string[] = [];
    await provider.create(resourceName('novels'), {
      data: {
        title: 'Sea',
        totalChapters: 3,
        novelImage: png(),
        chapters: [pdf('one.pdf'), undefined, pdf('three.pdf')],
      },
      meta: { onUploadProgress: (field: string, fraction: number) => progress.push(`${field} ${fraction}`) },
    });
    expect(rec.calls).toEqual([
      call('POST', '/novels/create', { title: 'Sea', totalChapters: 3 }),
      call('PUT', '/novels/image/upload/n-9', { novelImage: 'file' }),
      call('PUT', '/novels/pdf/upload/n-9', { totalChapters: '3', chapter1: 'file', chapter3: 'file' }),
    ]);
    expect(parts().map(({ field, filename }) => [field, filename])).toEqual([
      ['novelImage', 'picture.png'],
      ['totalChapters', undefined],
      ['chapter1', 'one.pdf'],
      ['chapter3', 'three.pdf'],
    ]);
    expect(new Set(progress.map((entry) => entry.split(' ')[0]))).toEqual(new Set(['novelImage', 'chapters']));
    expect(progress).toEqual(expect.arrayContaining(['novelImage 1', 'chapters 1']));
  });

  it('sends more than 60 chapters in steps of 60, each step raising totalChapters to what it covers', async () => {
    server.use(
      rec.on('post', '/novels/create', () => HttpResponse.json({ message: 'ok', novelID: 'n-9' }, { status: 201 })),
      rec.on('put', '/novels/pdf/upload/:id', () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
    );
    const progress: number[] = [];
    await provider.create(resourceName('novels'), {
      data: { title: 'Saga', totalChapters: 61, chapters: range(61).map((n) => pdf(`${n}.pdf`)) },
      meta: { onUploadProgress: (_field: string, fraction: number) => progress.push(fraction) },
    });
    const uploads = rec.calls.filter((c) => c.path === '/novels/pdf/upload/n-9');
    expect(uploads.map((c) => [(c.body as Row).totalChapters, Object.keys(c.body as Row).length - 1])).toEqual([
      ['60', 60],
      ['61', 1],
    ]);
    expect((uploads[1].body as Row).chapter61).toBe('file');
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((fraction, i) => i === 0 || fraction >= progress[i - 1])).toBe(true);
  });

  it('an edit across steps never lowers the count below a chapter uploaded before (which would remove it)', async () => {
    server.use(
      rec.on('put', '/novels/update/:id', () => HttpResponse.json({ message: 'ok', novels: {} })),
      rec.on('put', '/novels/pdf/upload/:id', () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
      rec.on('get', '/novels/get/:id', () => HttpResponse.json({ novels: { novelID: 'n-1', title: 'Saga' } })),
    );
    // 100 chapters uploaded before; chapters 5 and 70 are replaced.
    const chapters = range(100).map((n) => (n === 5 || n === 70 ? pdf(`${n}.pdf`) : undefined));
    await provider.update(resourceName('novels'), {
      id: 'n-1',
      data: { totalChapters: 100, chapters },
      previousData: { id: 'n-1', totalChapters: 100 },
    });
    const uploads = rec.calls.filter((c) => c.path === '/novels/pdf/upload/n-1').map((c) => c.body);
    expect(uploads).toEqual([
      { totalChapters: '100', chapter5: 'file' },
      { totalChapters: '100', chapter70: 'file' },
    ]);
  });

  it('sends no chapter request when no chapter file was chosen', async () => {
    server.use(
      rec.on('put', '/novels/update/:id', () => HttpResponse.json({ message: 'ok', novels: {} })),
      rec.on('get', '/novels/get/:id', () => HttpResponse.json({ novels: { novelID: 'n-1', title: 'Sea' } })),
    );
    await provider.update(resourceName('novels'), {
      id: 'n-1',
      data: { title: 'Sea', totalChapters: 1, chapters: [undefined] },
      previousData: { id: 'n-1', updatedAt: '2025-01-01T00:00:00.000Z' },
    });
    expect(rec.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /novels/update/n-1', 'GET /novels/get/n-1']);
  });

  it('lists magazines by status and days, gets one, uploads its PDF and reads its render progress', async () => {
    server.use(
      rec.on('get', '/magazines/filter/:status', () =>
        HttpResponse.json({
          magazines: {
            magazinesData: [{ magazineID: 'm-1' }],
            totalPages: 1,
            totalRecords: 1,
            pagination: { totalRecords: 1 },
          },
        }),
      ),
      rec.on('post', '/magazines/create', () =>
        HttpResponse.json({ message: 'ok', magazineID: 'm-9' }, { status: 201 }),
      ),
      rec.on('put', '/magazines/upload/:id', () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
      rec.on('get', '/magazines/render/:id', () =>
        HttpResponse.json({
          render: { magazineID: 'm-9', renderStatus: 'rendering', renderedPages: 1, totalPages: 3 },
        }),
      ),
    );
    const list = await provider.getList(resourceName('magazines'), {
      filter: { status: 'expired', days: 7 },
      pagination: { page: 1, perPage: 15 },
      sort,
    });
    expect(list).toEqual({ data: [{ magazineID: 'm-1', id: 'm-1' }], total: 1 });
    await provider.create(resourceName('magazines'), { data: { name: 'Shop', magazineFile: pdf('offers.pdf') } });
    const render = await provider.getOne(resourceName('magazineRenders'), { id: 'm-9' });
    expect(render.data).toEqual(expect.objectContaining({ id: 'm-9', renderStatus: 'rendering', renderedPages: 1 }));
    expect(rec.calls).toEqual([
      call('GET', '/magazines/filter/expired', undefined, 'page=1&limit=15&days=7'),
      call('POST', '/magazines/create', { name: 'Shop' }),
      call('PUT', '/magazines/upload/m-9', { magazineFile: 'file' }),
      call('GET', '/magazines/render/m-9'),
    ]);
  });
});

describe('admin', () => {
  it('getOne reads admin from GET /admin/{id}', async () => {
    server.use(
      rec.on('get', '/admin/:id', ({ params }) =>
        HttpResponse.json({ admin: { roleID: params.id, profilePic: '/files/me.png' } }),
      ),
    );
    const { data } = await provider.getOne('admin', { id: ADMIN.id });
    expect(data).toEqual({ roleID: ADMIN.id, profilePic: '/files/me.png', id: ADMIN.id });
    expect(rec.calls).toEqual([call('GET', `/admin/${ADMIN.id}`)]);
  });

  it('update with a picture uploads it as multipart profileImage, reports progress, then refetches', async () => {
    const parts = appendedParts();
    server.use(
      rec.on('put', '/profile/upload/:id', () =>
        HttpResponse.json({ message: 'ok', profilePic: '/files/new.png' }, { status: 201 }),
      ),
      rec.on('get', '/admin/:id', ({ params }) =>
        HttpResponse.json({ admin: { roleID: params.id, profilePic: '/files/new.png' } }),
      ),
    );
    const progress = vi.fn();
    const file = png();
    const { data } = await provider.update('admin', {
      id: ADMIN.id,
      data: { profilePic: file },
      previousData: { id: ADMIN.id },
      meta: { onUploadProgress: progress },
    });
    expect(rec.calls).toEqual([
      call('PUT', `/profile/upload/${ADMIN.id}`, { profileImage: 'file' }),
      call('GET', `/admin/${ADMIN.id}`),
    ]);
    expect(parts()).toEqual([{ field: 'profileImage', file, filename: 'picture.png' }]);
    expect(progress).toHaveBeenLastCalledWith('profilePic', 1);
    expect(data.profilePic).toBe('/files/new.png');
  });

  it('a failed picture upload rejects with the server message', async () => {
    server.use(
      rec.on('put', '/profile/upload/:id', () =>
        HttpResponse.json({ message: 'Only .jpeg, .jpg and .png files are allowed' }, { status: 400 }),
      ),
    );
    await expect(
      provider.update('admin', { id: ADMIN.id, data: { profilePic: png() }, previousData: { id: ADMIN.id } }),
    ).rejects.toMatchObject({ message: 'Only .jpeg, .jpg and .png files are allowed', status: 400 });
  });

  it('declares no list or create call', async () => {
    await expect(provider.getList('admin', { pagination: { page: 1, perPage: 10 }, sort, filter: {} })).rejects.toThrow(
      'Resource "admin" declares no list call',
    );
    await expect(provider.create('admin', { data: {} })).rejects.toThrow('Resource "admin" declares no create call');
  });
});

/** A configuration shaped like later resources (posts, reporters, jobs, novels): the provider is generic. */
const custom: ResourceConfigs = {
  posts: {
    id: 'postID',
    list: {
      path: '/posts/filter/{status}',
      status: 'Pending',
      params: ['search', 'category', 'language'],
      rows: 'posts.postsData',
      total: 'posts.pagination.totalRecords',
    },
    create: { path: '/posts/create', id: 'postID' },
    update: { path: '/posts/update/{id}' },
    uploads: { postImage: { path: '/posts/upload/{id}', field: 'postImage' } },
  },
  novels: {
    id: 'novelID',
    list: { path: '/novels/filter/{status}', status: 'active', params: ['search'], rows: 'novels.novelsData' },
  },
  reporters: { id: 'roleID', status: { path: '/reporter/status/', field: 'status', ids: 'roleIDs' } },
  jobs: { id: 'jobID', delete: { path: '/jobs/delete/{id}' } },
};

describe('a custom configuration', () => {
  beforeEach(() => {
    provider = createDataProvider(custom);
  });

  it('sends declared params only, arrays comma-joined, empty values left out, after page and limit', async () => {
    server.use(
      rec.on('get', '/posts/filter/:status', () =>
        HttpResponse.json({ posts: { postsData: [{ postID: 'p-1' }], pagination: { totalRecords: 31 } } }),
      ),
    );
    const result = await provider.getList('posts', {
      pagination: { page: 3, perPage: 15 },
      sort,
      filter: {
        status: 'Published',
        search: 'delhi',
        category: ['c-1', 'c-2'],
        language: [],
        roleType: ['Reporter'],
        other: 'x',
      },
    });
    expect(rec.calls).toEqual([
      call('GET', '/posts/filter/Published', undefined, 'page=3&limit=15&search=delhi&category=c-1%2Cc-2'),
    ]);
    expect(new URLSearchParams(rec.calls[0].search).get('category')).toBe('c-1,c-2');
    expect(result).toEqual({ data: [{ postID: 'p-1', id: 'p-1' }], total: 31 });
  });

  it('uses the declared default status, and an unpaged list sends no page or limit', async () => {
    server.use(
      rec.on('get', '/posts/filter/:status', () =>
        HttpResponse.json({ posts: { postsData: [], pagination: { totalRecords: 0 } } }),
      ),
      rec.on('get', '/novels/filter/:status', () =>
        HttpResponse.json({ novels: { novelsData: [{ novelID: 'n-1' }, { novelID: 'n-2' }] } }),
      ),
    );
    await provider.getList('posts', { pagination: { page: 1, perPage: 15 }, sort, filter: {} });
    const novels = await provider.getList('novels', {
      pagination: { page: 1, perPage: 1 },
      sort,
      filter: { search: 'moon' },
    });
    expect(rec.calls).toEqual([
      call('GET', '/posts/filter/Pending', undefined, 'page=1&limit=15'),
      call('GET', '/novels/filter/active', undefined, 'search=moon'),
    ]);
    expect(novels).toEqual({ data: [{ novelID: 'n-1', id: 'n-1' }], total: 2 });
  });

  it('creates in two steps: the record, then each file as multipart to the path with the new id', async () => {
    const parts = appendedParts();
    server.use(
      rec.on('post', '/posts/create', () => HttpResponse.json({ message: 'ok', postID: 'p-9' }, { status: 201 })),
      rec.on('put', '/posts/upload/:id', () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
    );
    const file = png('news.png');
    const { data } = await provider.create('posts', {
      data: { postTitle: 'Rain', postImage: { rawFile: file }, note: undefined },
    });
    expect(rec.calls).toEqual([
      call('POST', '/posts/create', { postTitle: 'Rain' }),
      call('PUT', '/posts/upload/p-9', { postImage: 'file' }),
    ]);
    expect(parts()).toEqual([{ field: 'postImage', file, filename: 'news.png' }]);
    expect(data).toEqual({ postTitle: 'Rain', postID: 'p-9', id: 'p-9' });
  });

  it('skips the upload when no file was chosen', async () => {
    server.use(rec.on('post', '/posts/create', () => HttpResponse.json({ postID: 'p-9' }, { status: 201 })));
    await provider.create('posts', { data: { postTitle: 'Rain', postImage: null } });
    expect(rec.calls).toEqual([call('POST', '/posts/create', { postTitle: 'Rain' })]);
  });

  it('a failed upload rejects with an UploadError carrying the server message and the created id', async () => {
    server.use(
      rec.on('post', '/posts/create', () => HttpResponse.json({ postID: 'p-9' }, { status: 201 })),
      rec.on('put', '/posts/upload/:id', () =>
        HttpResponse.json({ message: 'Image size should be less than 2MB' }, { status: 413 }),
      ),
    );
    const error = await provider
      .create('posts', { data: { postTitle: 'Rain', postImage: png() } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ message: 'Image size should be less than 2MB', status: 413, createdId: 'p-9' });
  });

  it('an upload that cannot reach the server rejects with the unexpected-error text and the created id', async () => {
    server.use(
      rec.on('post', '/posts/create', () => HttpResponse.json({ postID: 'p-9' }, { status: 201 })),
      rec.on('put', '/posts/upload/:id', () => HttpResponse.error()),
    );
    const error = await provider
      .create('posts', { data: { postTitle: 'Rain', postImage: png() } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ message: UNEXPECTED_ERROR, status: 0, createdId: 'p-9' });
  });

  it('update without a get call returns the previous data merged with what was sent', async () => {
    server.use(rec.on('put', '/posts/update/:id', () => HttpResponse.json({ message: 'ok' })));
    const { data } = await provider.update('posts', {
      id: 'p-1',
      data: { postTitle: 'New' },
      previousData: { id: 'p-1', postTitle: 'Old', postLocationDetails: 'Pune' },
    });
    expect(rec.calls).toEqual([call('PUT', '/posts/update/p-1', { postTitle: 'New' })]);
    expect(data).toEqual({ id: 'p-1', postTitle: 'New', postLocationDetails: 'Pune' });
  });

  it('a status call with an ids field sends one id, or all ids in one call', async () => {
    server.use(rec.on('put', '/reporter/status/', () => HttpResponse.json({ message: 'ok' })));
    await provider.update('reporters', {
      id: 'r-1',
      data: { status: 'Inactive' },
      previousData: { id: 'r-1' },
      meta: { call: 'status' },
    });
    await provider.updateMany('reporters', { ids: ['r-1', 'r-2'], data: { status: 'Trash' } });
    expect(rec.calls).toEqual([
      call('PUT', '/reporter/status/', { roleIDs: 'r-1', status: 'Inactive' }),
      call('PUT', '/reporter/status/', { roleIDs: ['r-1', 'r-2'], status: 'Trash' }),
    ]);
  });

  it('delete and deleteMany call the delete path per id', async () => {
    server.use(rec.on('delete', '/jobs/delete/:id', () => HttpResponse.json({ message: 'Job Deleted Successfully' })));
    const one = await provider.delete('jobs', { id: 'j-1', previousData: { id: 'j-1', jobTitle: 'Acme' } });
    const many = await provider.deleteMany('jobs', { ids: ['j-2', 'j-3'] });
    expect(one.data).toEqual({ id: 'j-1', jobTitle: 'Acme' });
    expect(many.data).toEqual(['j-2', 'j-3']);
    expect(rec.calls.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'DELETE /jobs/delete/j-1',
      'DELETE /jobs/delete/j-2',
      'DELETE /jobs/delete/j-3',
    ]);
    expect(rec.calls.every((c) => c.auth === AUTH)).toBe(true);
  });
});

describe('resources served by ra-data-simple-rest', () => {
  it('an entry { simpleRest: true } falls back to ra-data-simple-rest on the API base, with the Authorization header', async () => {
    provider = createDataProvider({ widgets: { simpleRest: true } });
    server.use(
      rec.on('get', '/widgets', () =>
        HttpResponse.json([{ id: 1, name: 'One' }], { headers: { 'Content-Range': 'widgets 0-0/1' } }),
      ),
      rec.on('get', '/widgets/:id', ({ params }) => HttpResponse.json({ id: Number(params.id), name: 'One' })),
    );
    const list = await provider.getList('widgets', { pagination: { page: 1, perPage: 5 }, sort, filter: { q: 'o' } });
    const one = await provider.getOne('widgets', { id: 1 });
    expect(list).toMatchObject({ data: [{ id: 1, name: 'One' }], total: 1 });
    expect(one.data).toEqual({ id: 1, name: 'One' });
    expect(rec.calls).toEqual([
      call(
        'GET',
        '/widgets',
        undefined,
        new URLSearchParams({ filter: '{"q":"o"}', range: '[0,4]', sort: '["id","ASC"]' }).toString(),
      ),
      call('GET', '/widgets/1'),
    ]);
  });

  it('a resource without an entry is an error that names it, and nothing is sent', async () => {
    // Any request would fail the test too: msw answers only the handlers a test adds.
    server.use(rec.on('get', '/reporter', () => HttpResponse.json([])));
    const unknown = 'reporter';
    await expect(provider.getList(unknown, { pagination: { page: 1, perPage: 5 }, sort, filter: {} })).rejects.toThrow(
      'Unknown resource "reporter": declare it in src/dataProvider/entries.ts (no call was sent)',
    );
    await expect(provider.getOne(unknown, { id: 1 })).rejects.toThrow('Unknown resource "reporter"');
    await expect(provider.update(unknown, { id: 1, data: {}, previousData: { id: 1 } })).rejects.toThrow(
      'Unknown resource "reporter"',
    );
    await expect(
      provider.getList('toString', { pagination: { page: 1, perPage: 5 }, sort, filter: {} }),
    ).rejects.toThrow('Unknown resource "toString"');
    expect(rec.calls).toEqual([]);
  });

  it('resourceName() accepts the declared names only', () => {
    expect(resourceName('reporters')).toBe('reporters');
    // @ts-expect-error a misspelt resource name does not compile
    expect(resourceName('reporter')).toBe('reporter');
    const names: ResourceName[] = ['admin', 'languages', 'reporterPosts'];
    expect(names.every((name) => name in entries)).toBe(true);
  });
});

describe('errors', () => {
  it('the server message becomes the error message (string, list, or data.message)', async () => {
    server.use(
      rec.on('post', '/language/create', () =>
        HttpResponse.json({ message: 'Language already exists' }, { status: 409 }),
      ),
    );
    await expect(provider.create('languages', { data: { languageName: 'Hindi' } })).rejects.toMatchObject({
      message: 'Language already exists',
      status: 409,
    });
    server.use(
      rec.on('post', '/language/create', () => HttpResponse.json({ message: ['First', 'Second'] }, { status: 400 })),
    );
    await expect(provider.create('languages', { data: { languageName: 'Hindi' } })).rejects.toMatchObject({
      message: 'First\nSecond',
    });
    server.use(
      rec.on('put', '/language/update/:id', () =>
        HttpResponse.json({ data: { message: 'Failed to update' } }, { status: 400 }),
      ),
    );
    await expect(
      provider.update('languages', { id: 'l-1', data: { languageName: 'x' }, previousData: { id: 'l-1' } }),
    ).rejects.toMatchObject({
      message: 'Failed to update',
    });
  });

  it('a server error without a message reads as the unexpected-error text', async () => {
    server.use(rec.on('post', '/language/create', () => new HttpResponse('boom', { status: 500 })));
    await expect(provider.create('languages', { data: { languageName: 'Hindi' } })).rejects.toMatchObject({
      message: UNEXPECTED_ERROR,
      status: 500,
    });
  });

  it("a network failure rejects with 'An unexpected error occurred' and status 0", async () => {
    server.use(rec.on('put', '/language/status/:id', () => HttpResponse.error()));
    const error = await provider
      .update('languages', {
        id: 'l-1',
        data: { languageStatus: 'Inactive' },
        previousData: { id: 'l-1' },
        meta: { call: 'status' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'An unexpected error occurred', status: 0 });
  });

  it('a failed list or lookup is only logged and answers empty, the list marked as not loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      rec.on('get', '/post/category/filter/:status', () =>
        HttpResponse.json({ message: 'Database down' }, { status: 500 }),
      ),
      rec.on('get', '/language/get', () => HttpResponse.error()),
      rec.on('get', '/language/get/:id', () => HttpResponse.json({ message: 'Language not found' }, { status: 404 })),
    );
    await expect(
      provider.getList('postCategories', { pagination: { page: 1, perPage: 10 }, sort, filter: {} }),
    ).resolves.toEqual({ data: [], total: 0, meta: { loadFailed: true } });
    await expect(
      provider.getList('languages', { pagination: { page: 1, perPage: 10 }, sort, filter: { status: 'Active' } }),
    ).resolves.toEqual({ data: [], total: 0, meta: { loadFailed: true } });
    await expect(provider.getMany('languages', { ids: ['l-1'] })).resolves.toEqual({ data: [] });
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls.map(([error]) => (error as Error).message)).toEqual([
      'Database down',
      UNEXPECTED_ERROR,
      'Language not found',
    ]);
  });

  it('a 401 on a list still rejects, so the session can end', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      rec.on('get', '/post/category/filter/:status', () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await expect(
      provider.getList('postCategories', { pagination: { page: 1, perPage: 10 }, sort, filter: {} }),
    ).rejects.toMatchObject({ status: 401 });
    expect(log).not.toHaveBeenCalled();
  });
});

describe('Authorization header', () => {
  it('carries the admin token on JSON calls and uploads, and is left out without a session', async () => {
    server.use(
      rec.on('get', '/language/get', () =>
        HttpResponse.json({ languageData: { activeLanguages: [], inActiveLanguages: [] } }),
      ),
      rec.on('put', '/profile/upload/:id', () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
      rec.on('get', '/admin/:id', () => HttpResponse.json({ admin: { roleID: ADMIN.id } })),
    );
    await provider.getList('languages', { pagination: { page: 1, perPage: 10 }, sort, filter: { status: 'Active' } });
    await provider.update('admin', { id: ADMIN.id, data: { profilePic: png() }, previousData: { id: ADMIN.id } });
    session.clear();
    await provider.getList('languages', { pagination: { page: 1, perPage: 10 }, sort, filter: { status: 'Active' } });
    expect(rec.calls.map((c) => [c.method, c.path, c.auth])).toEqual([
      ['GET', '/language/get', AUTH],
      ['PUT', `/profile/upload/${ADMIN.id}`, AUTH],
      ['GET', `/admin/${ADMIN.id}`, AUTH],
      ['GET', '/language/get', null],
    ]);
  });
});

describe('presence of admins on a record (its own methods, not a resource)', () => {
  it('announces, asks and leaves with the record in the body or the query, answering the viewers', async () => {
    const viewers = [{ adminID: 'a-2', name: 'Asha Rao' }];
    server.use(
      rec.on('put', '/presence', () => HttpResponse.json({ viewers })),
      rec.on('get', '/presence', () => HttpResponse.json({ viewers: [] })),
      rec.on('delete', '/presence', () => new HttpResponse(null, { status: 204 })),
    );
    const target = { resource: 'post categories', id: 'c&1' };
    expect(await provider.announcePresence(target)).toEqual(viewers);
    expect(await provider.getPresence(target)).toEqual([]);
    await provider.leavePresence(target);
    expect(rec.calls).toEqual([
      call('PUT', '/presence', target),
      call('GET', '/presence', undefined, 'resource=post%20categories&id=c%261'),
      call('DELETE', '/presence', undefined, 'resource=post%20categories&id=c%261'),
    ]);
  });
});

describe('status calls made on out-of-date information (issue 36)', () => {
  const conflict = { id: 'p-2', status: 'Published', by: 'Asha Rao', at: '2026-11-28T06:00:00.000Z' };

  it('updateMany sends the statuses the rows had as expected, and answers only the ids it changed', async () => {
    server.use(
      rec.on('put', '/posts/status/', () =>
        HttpResponse.json({ message: 'Post status updated successfully', updatedCount: 1, conflicts: [conflict] }),
      ),
    );
    const { data } = await provider.updateMany('posts', {
      ids: ['p-1', 'p-2'],
      data: { postStatus: 'Rejected' },
      meta: {
        call: 'status',
        seen: [
          { id: 'p-1', postStatus: 'Pending' },
          { id: 'p-2', postStatus: 'Pending' },
        ],
      },
    });
    expect(rec.calls).toEqual([
      call('PUT', '/posts/status/', {
        postIDs: ['p-1', 'p-2'],
        postStatus: 'Rejected',
        expected: { 'p-1': 'Pending', 'p-2': 'Pending' },
      }),
    ]);
    expect(data).toEqual(['p-1']);
  });

  it('turns a 409 with conflicts into a StatusConflictError with the server message', async () => {
    const message = 'This post was published by Asha Rao a moment ago';
    server.use(
      rec.on('put', '/posts/status/', () => HttpResponse.json({ message, conflicts: [conflict] }, { status: 409 })),
    );
    const sent = provider.update('posts', {
      id: 'p-2',
      data: { postStatus: 'Rejected' },
      previousData: { id: 'p-2', postStatus: 'Pending' },
      meta: { call: 'status' },
    });
    await expect(sent).rejects.toBeInstanceOf(StatusConflictError);
    await expect(sent).rejects.toMatchObject({ message, conflicts: [conflict] });
  });
});
