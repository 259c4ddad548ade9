import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import {
  makeAd,
  makeCategory,
  makeDailyQuote,
  makeLanguage,
  makePost,
  makeReporter,
  makeShort,
  makeTicket,
} from './helpers/factories.js';
import { makeMagazine } from './helpers/magazines-factories.js';
import { makeJob, makeNovel } from './helpers/novels-jobs-factories.js';
import { sql } from 'drizzle-orm';
import { makePng, multipart } from './helpers/files.js';
import { deleteRetiredMedia } from '../src/media/images.js';
import { makeTestVideos, type TestVideos } from './helpers/videos.js';
import { AuditService } from '../src/audit/audit.service.js';
import { buildApp } from '../src/app.js';

/** Issue 28: every write leaves exactly one audit entry, in its transaction; GET /api/audit lists them; revert. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

interface Entry {
  auditID: string;
  at: string;
  actor: { roleID: string | null; name: string | null; mobileNumber: string | null };
  address: string | null;
  action: string;
  resource: string;
  recordIds: string[];
  recordLabels: Record<string, string>;
  changes: { field: string; before: unknown; after: unknown }[];
  detail: Body | null;
  revertable: string[];
}

const audit = async (query: Record<string, string> = {}) => {
  const res = await t.request({ method: 'GET', url: `/api/audit?${new URLSearchParams(query).toString()}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().audit as { entries: Entry[]; pagination: { totalRecords: number } };
};

const entriesOf = async (recordId: string) => (await audit({ recordId, limit: '100' })).entries;

interface Edit {
  resource: string;
  /** PUT URL without the id, GET URL of one record, the record's key in their answers. */
  update: string;
  get: (id: string) => string;
  key: string;
  make: () => Promise<string>;
  field: string;
  value: () => Promise<unknown> | unknown;
  /** The update body; by default the field alone. */
  body?: (before: Body, value: unknown) => Body;
}

const suffix = () => randomUUID().slice(0, 8);
let dosAndDontsId: string | undefined;

const category = (kind: 'post' | 'short' | 'novel', resource: string, prefix: string, key: string, field: string) => ({
  resource,
  update: `/api${prefix}/update/`,
  get: (id: string) => `/api${prefix}/get/${id}`,
  key,
  make: async () => (await makeCategory(t.db, kind)).id,
  field,
  value: () => `Category ${suffix()}`,
});

const edits: Edit[] = [
  {
    resource: 'posts',
    update: '/api/posts/update/',
    get: (id) => `/api/posts/get/${id}`,
    key: 'posts',
    make: async () => (await makePost(t.db)).id,
    field: 'postTitle',
    value: () => `Edited title ${suffix()}`,
  },
  {
    resource: 'shorts',
    update: '/api/shorts/update/',
    get: (id) => `/api/shorts/get/${id}`,
    key: 'shorts',
    make: async () => (await makeShort(t.db)).id,
    field: 'shortReportedDetails',
    value: async () => (await makeReporter(t.db)).id,
  },
  {
    resource: 'dailyQuotes',
    update: '/api/dailyQuotes/update/',
    get: (id) => `/api/dailyQuotes/get/${id}`,
    key: 'dailyQuotes',
    make: async () => (await makeDailyQuote(t.db)).id,
    field: 'dailyQuoteReportedDetails',
    value: async () => (await makeReporter(t.db)).id,
  },
  {
    resource: 'reporters',
    update: '/api/reporter/update/',
    get: (id) => `/api/reporter/get/${id}`,
    key: 'reporter',
    make: async () => (await makeReporter(t.db)).id,
    field: 'firstName',
    value: () => 'Chitra',
    // The form sends every field back.
    body: ({ lastName, mobileNumber, email, role }, firstName) => ({ firstName, lastName, mobileNumber, email, role }),
  },
  category('post', 'postCategories', '/post/category', 'PostCategoryData', 'postCategoryName'),
  category('short', 'shortCategories', '/shorts/category', 'shortCategoryData', 'shortCategoryName'),
  category('novel', 'novelCategories', '/novel/category', 'novelCategoryData', 'novelCategoryName'),
  {
    resource: 'languages',
    update: '/api/language/update/',
    get: (id) => `/api/language/get/${id}`,
    key: 'languageData',
    make: async () => (await makeLanguage(t.db)).id,
    field: 'languageName',
    value: () => `Language ${suffix()}`,
  },
  {
    resource: 'ads',
    update: '/api/ads/update/',
    get: (id) => `/api/ads/get/${id}`,
    key: 'ads',
    make: async () => (await makeAd(t.db)).id,
    field: 'adsTitle',
    value: () => `Edited ad ${suffix()}`,
  },
  {
    resource: 'jobs',
    update: '/api/jobs/update/',
    get: (id) => `/api/jobs/get/${id}`,
    key: 'Jobs',
    make: async () => (await makeJob(t.db)).id,
    field: 'jobTitle',
    value: () => `Edited organization ${suffix()}`,
  },
  {
    resource: 'novels',
    update: '/api/novels/update/',
    get: (id) => `/api/novels/get/${id}`,
    key: 'novels',
    make: async () => (await makeNovel(t.db)).id,
    field: 'title',
    value: () => `Edited novel ${suffix()}`,
  },
  {
    resource: 'magazines',
    update: '/api/magazines/update/',
    get: (id) => `/api/magazines/get/${id}`,
    key: 'magazines',
    make: async () => (await makeMagazine(t.db)).id,
    field: 'name',
    value: () => `Edited shop ${suffix()}`,
  },
  {
    resource: 'dosAndDonts',
    update: '/api/dosAndDonts/update/',
    get: () => '/api/dosAndDonts/get',
    key: 'dosAndDontData',
    make: async () => {
      if (!dosAndDontsId) {
        const res = await t.request({
          method: 'POST',
          url: '/api/dosAndDonts/create',
          payload: { title: 'Rules', points: ['Verify every fact.'] },
        });
        expect(res.statusCode, res.body).toBe(201);
        dosAndDontsId = res.json().dosAndDontData.dosAndDontID as string;
      }
      return dosAndDontsId;
    },
    field: 'title',
    value: () => `Rules ${suffix()}`,
    body: ({ points }, title) => ({ title, points }),
  },
];

const read = async (edit: Edit, id: string) => {
  const res = await t.request({ method: 'GET', url: edit.get(id) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[edit.key] as Body;
};

describe.each(edits)('an update of $resource', (edit) => {
  it('records exactly one entry with the field before and after, and revert puts it back as an entry', async () => {
    const id = await edit.make();
    const before = await read(edit, id);
    const seen = (await entriesOf(id)).length;
    const value = await edit.value();
    const res = await t.request({
      method: 'PUT',
      url: `${edit.update}${id}`,
      payload: edit.body?.(before, value) ?? { [edit.field]: value },
    });
    expect(res.statusCode, res.body).toBe(200);

    const entries = await entriesOf(id);
    expect(entries).toHaveLength(seen + 1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      action: 'update',
      resource: edit.resource,
      recordIds: [id],
      actor: {
        roleID: t.admin.id,
        name: `${t.admin.firstName} ${t.admin.lastName}`,
        mobileNumber: t.admin.mobileNumber,
      },
      address: '127.0.0.1',
    });
    const after = await read(edit, id);
    expect(after[edit.field]).not.toEqual(before[edit.field]);
    expect(entry.changes).toContainEqual({ field: edit.field, before: before[edit.field], after: after[edit.field] });
    expect(entry.revertable).toContain(edit.field);

    const revert = await t.request({ method: 'POST', url: `/api/audit/revert/${entry.auditID}` });
    expect(revert.statusCode, revert.body).toBe(200);
    expect((await read(edit, id))[edit.field]).toEqual(before[edit.field]);
    const [reverted] = await entriesOf(id);
    expect(reverted).toMatchObject({ action: 'revert', detail: { revertOf: entry.auditID } });
    expect(reverted.changes).toContainEqual({
      field: edit.field,
      before: after[edit.field],
      after: before[edit.field],
    });
  });
});

it("a post's edit records exactly the fields it changed, a category as it was and as it is", async () => {
  const post = await makePost(t.db);
  const before = await read(
    edits.find((edit) => edit.resource === 'posts')!,
    post.id,
  );
  const titled = await t.request({
    method: 'PUT',
    url: `/api/posts/update/${post.id}`,
    payload: { postTitle: 'Only this' },
  });
  expect(titled.statusCode, titled.body).toBe(200);
  expect((await entriesOf(post.id))[0].changes).toEqual([
    { field: 'postTitle', before: before.postTitle, after: 'Only this' },
  ]);
  const category = await makeCategory(t.db, 'post');
  const moved = await t.request({
    method: 'PUT',
    url: `/api/posts/update/${post.id}`,
    payload: { postCategory: category.id },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  expect((await entriesOf(post.id))[0].changes).toEqual([
    {
      field: 'postCategory',
      before: before.postCategory,
      after: { postCategoryID: category.id, postCategoryName: category.name },
    },
  ]);
});

it('a revert over a newer change answers 409 naming the field, and changes nothing', async () => {
  const id = (await makePost(t.db)).id;
  const put = (postTitle: string) =>
    t.request({ method: 'PUT', url: `/api/posts/update/${id}`, payload: { postTitle } });
  expect((await put('First edit')).statusCode).toBe(200);
  const [first] = await entriesOf(id);
  expect((await put('Second edit')).statusCode).toBe(200);
  const count = (await entriesOf(id)).length;

  const res = await t.request({ method: 'POST', url: `/api/audit/revert/${first.auditID}` });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({
    message: 'This record was changed after this entry (postTitle). Reload it to see the changes.',
    fields: ['postTitle'],
  });
  expect((await t.request({ method: 'GET', url: `/api/posts/get/${id}` })).json().posts.postTitle).toBe('Second edit');
  expect(await entriesOf(id)).toHaveLength(count);
});

interface Upload {
  resource: string;
  make: () => Promise<string>;
  url: (id: string) => string;
  /** The multipart field and a file for it. */
  field: string;
  file: () => Promise<{ content: Buffer; filename: string }>;
  get: (id: string) => string;
  key: string;
  /** The record's fields the upload sets: its files' URLs, and what it derives from them. */
  sets: string[];
  /** Makes the first file differ from the second in what the upload derives (test videos all last a second). */
  afterFirst?: (id: string) => Promise<unknown>;
}

let videos: TestVideos | undefined;
const png = async () => ({ content: await makePng(), filename: 'picture.png' });
const uploads: Upload[] = [
  {
    resource: 'ads',
    make: async () => (await makeAd(t.db)).id,
    url: (id) => `/api/ads/upload/${id}`,
    field: 'adsImage',
    file: png,
    get: (id) => `/api/ads/get/${id}`,
    key: 'ads',
    sets: ['adsImageURL', 'adsThumbnailURL'],
  },
  {
    resource: 'posts',
    make: async () => (await makePost(t.db)).id,
    url: (id) => `/api/posts/upload/${id}`,
    field: 'postImage',
    file: png,
    get: (id) => `/api/posts/get/${id}`,
    key: 'posts',
    sets: ['postImageURL', 'postThumbnailURL'],
  },
  {
    resource: 'dailyQuotes',
    make: async () => (await makeDailyQuote(t.db)).id,
    url: (id) => `/api/dailyQuotes/upload/${id}`,
    field: 'dailyQuoteImage',
    file: png,
    get: (id) => `/api/dailyQuotes/get/${id}`,
    key: 'dailyQuotes',
    sets: ['dailyQuoteMediaURL', 'dailyQuoteThumbnailURL'],
  },
  {
    resource: 'jobs',
    make: async () => (await makeJob(t.db)).id,
    url: (id) => `/api/jobs/upload/${id}`,
    field: 'companyImage',
    file: png,
    get: (id) => `/api/jobs/get/${id}`,
    key: 'Jobs',
    sets: ['companyImageUrl', 'companyThumbnailUrl'],
  },
  {
    resource: 'novels',
    make: async () => (await makeNovel(t.db)).id,
    url: (id) => `/api/novels/image/upload/${id}`,
    field: 'novelImage',
    file: png,
    get: (id) => `/api/novels/get/${id}`,
    key: 'novels',
    sets: ['coverImage', 'coverThumbnail'],
  },
  {
    resource: 'shorts',
    make: async () => (await makeShort(t.db)).id,
    url: (id) => `/api/shorts/upload/${id}`,
    field: 'shortVideo',
    file: async () => ({ content: (videos ??= await makeTestVideos()).mp4, filename: 'clip.mp4' }),
    get: (id) => `/api/shorts/get/${id}`,
    key: 'shorts',
    sets: ['shortVideoURL', 'shortPosterURL', 'shortDurationSeconds'],
    afterFirst: (id) => t.db.execute(sql`update shorts set duration_seconds = 7 where id = ${id}`),
  },
];

const uploadTo = async (upload: Upload, id: string) => {
  const form = await multipart({ [upload.field]: await upload.file() });
  const res = await t.request({ method: 'PUT', url: upload.url(id), ...form });
  expect(res.statusCode, res.body).toBe(201);
};
const setBy = async (upload: Upload, id: string) => {
  const res = await t.request({ method: 'GET', url: upload.get(id) });
  expect(res.statusCode, res.body).toBe(200);
  const record = res.json()[upload.key] as Body;
  return Object.fromEntries(upload.sets.map((field) => [field, record[field]]));
};
const served = async (url: unknown) =>
  (await t.app.inject({ method: 'GET', url: new URL(String(url)).pathname })).statusCode;
const revertOf = (entry: Entry) => t.request({ method: 'POST', url: `/api/audit/revert/${entry.auditID}` });

describe.each(uploads)('an upload of $resource', (upload) => {
  it('is recorded with the URLs; its revert puts the earlier files back, kept since, and keeps those it replaces', async () => {
    const id = await upload.make();
    await uploadTo(upload, id);
    await upload.afterFirst?.(id);
    const first = await setBy(upload, id);
    await uploadTo(upload, id);
    const second = await setBy(upload, id);
    const [entry] = await entriesOf(id);
    expect(entry).toMatchObject({ action: 'upload', resource: upload.resource });
    const [file] = upload.sets;
    expect(entry.changes).toContainEqual({ field: file, before: first[file], after: second[file] });
    expect([...entry.revertable].sort()).toEqual([...upload.sets].sort());
    expect(await served(first[file])).toBe(200);

    const res = await revertOf(entry);
    expect(res.statusCode, res.body).toBe(200);
    expect(await setBy(upload, id)).toEqual(first);
    const [reverted] = await entriesOf(id);
    expect(reverted).toMatchObject({ action: 'revert', detail: { revertOf: entry.auditID } });
    expect(reverted.changes).toContainEqual({ field: file, before: second[file], after: first[file] });
    // The files the revert replaced are kept in turn: reverting the revert puts them back.
    expect(await served(second[file])).toBe(200);
    expect((await revertOf(reverted)).statusCode).toBe(200);
    expect(await setBy(upload, id)).toEqual(second);
  });
});

describe("an image's upload", () => {
  const [ads] = uploads;
  const imageOf = async (id: string) => (await setBy(ads, id)).adsImageURL;

  it('reverted over a newer upload answers 409 naming the fields, and changes nothing', async () => {
    const id = await ads.make();
    await uploadTo(ads, id);
    await uploadTo(ads, id);
    const [older] = await entriesOf(id);
    await uploadTo(ads, id);
    const newest = await imageOf(id);
    const count = (await entriesOf(id)).length;
    const res = await revertOf(older);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ fields: ['adsImageURL', 'adsThumbnailURL'] });
    expect(await imageOf(id)).toBe(newest);
    expect(await entriesOf(id)).toHaveLength(count);
  });

  it('of a post rejected since is not reverted (409), as an upload to it is not taken', async () => {
    const [, posts] = uploads;
    const id = await posts.make();
    await uploadTo(posts, id);
    await uploadTo(posts, id);
    const [entry] = await entriesOf(id);
    const current = await setBy(posts, id);
    await t.db.execute(sql`update posts set status = 'Rejected' where id = ${id}`);
    const res = await revertOf(entry);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/rejected/i);
    expect(await setBy(posts, id)).toEqual(current);
  });

  it('cannot be reverted once the retention purge deleted the file it replaced (400), and the file is gone', async () => {
    const id = await ads.make();
    await uploadTo(ads, id);
    const first = await imageOf(id);
    await uploadTo(ads, id);
    const second = await imageOf(id);
    await t.db.execute(sql`update retired_media set retired_at = now() - interval '400 days'`);
    const deleted = await deleteRetiredMedia(
      { storage: t.app.storage, db: t.db },
      new Date(Date.now() - 365 * 86_400_000),
    );
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await served(first)).toBe(404);
    const [entry] = await entriesOf(id);
    expect(entry.revertable).toEqual([]);
    const res = await revertOf(entry);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This entry changed no fields that can be put back' });
    expect(await imageOf(id)).toBe(second);
    expect(await served(second)).toBe(200);
  });
});

it('a failed request records nothing', async () => {
  const id = (await makePost(t.db)).id;
  const { pagination } = await audit();
  const res = await t.request({ method: 'PUT', url: `/api/posts/update/${id}`, payload: { postTitle: '' } });
  expect(res.statusCode).toBe(400);
  expect(await entriesOf(id)).toEqual([]);
  expect((await audit()).pagination.totalRecords).toBe(pagination.totalRecords);
});

it('a status change of posts by id and of a ticket records the status', async () => {
  const post = await makePost(t.db);
  const res = await t.request({
    method: 'PUT',
    url: '/api/posts/status/',
    payload: { postIDs: [post.id], postStatus: 'Rejected' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [entry] = await entriesOf(post.id);
  expect(entry).toMatchObject({
    action: 'bulkStatus',
    resource: 'posts',
    recordIds: [post.id],
    detail: { before: { [post.id]: 'Pending' } },
  });
  expect(entry.changes).toEqual([{ field: 'postStatus', before: 'Pending', after: 'Rejected' }]);
  // A rejection by mistake is what the log is for: its revert puts the post back to Pending.
  const revert = await t.request({ method: 'POST', url: `/api/audit/revert/${entry.auditID}` });
  expect(revert.statusCode, revert.body).toBe(200);
  const back = await t.request({ method: 'GET', url: `/api/posts/get/${post.id}` });
  expect(back.json().posts.postStatus).toBe('Pending');

  const ticket = await makeTicket(t.db);
  const moved = await t.request({
    method: 'PUT',
    url: `/api/reporter/ticket/${ticket.id}`,
    payload: { reporterTicketStatus: 'resolved' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const [ticketEntry] = await entriesOf(ticket.id);
  expect(ticketEntry).toMatchObject({ action: 'status', resource: 'reporterTickets' });
  expect(ticketEntry.changes).toContainEqual({
    field: 'reporterTicketStatus',
    before: 'in progress',
    after: 'resolved',
  });
});

it("a reporter's rejection by mistake is reverted to Pending, and a one-reporter status change to its status before", async () => {
  const reporter = await makeReporter(t.db, { status: 'Pending' });
  const statusOf = async () =>
    (await t.request({ method: 'GET', url: `/api/reporter/get/${reporter.id}` })).json().reporter.status;
  const revert = async () => {
    const [entry] = await entriesOf(reporter.id);
    const res = await t.request({ method: 'POST', url: `/api/audit/revert/${entry.auditID}` });
    expect(res.statusCode, res.body).toBe(200);
    return entry;
  };
  const rejected = await t.request({ method: 'PUT', url: `/api/guest-reporter/dis-approve/${reporter.id}` });
  expect(rejected.statusCode, rejected.body).toBe(200);
  expect(await statusOf()).toBe('Trash');
  expect(await revert()).toMatchObject({
    action: 'reject',
    changes: [{ field: 'status', before: 'Pending', after: 'Trash' }],
    revertable: ['status'],
  });
  expect(await statusOf()).toBe('Pending');
  const [reverted] = await entriesOf(reporter.id);
  expect(reverted).toMatchObject({
    action: 'revert',
    changes: [{ field: 'status', before: 'Trash', after: 'Pending' }],
  });

  const approved = await t.request({
    method: 'PUT',
    url: `/api/guest-reporter/approval/${reporter.id}`,
    payload: { isApproved: true },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const moved = await t.request({
    method: 'PUT',
    url: '/api/reporter/status/',
    payload: { roleIDs: [reporter.id], status: 'Inactive' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  expect(await revert()).toMatchObject({
    action: 'bulkStatus',
    changes: [{ field: 'status', before: 'Active', after: 'Inactive' }],
  });
  expect(await statusOf()).toBe('Active');
});

it('needs a token', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: '/api/audit/export' })).statusCode).toBe(401);
  const revert = await t.app.inject({ method: 'POST', url: `/api/audit/revert/${randomUUID()}` });
  expect(revert.statusCode).toBe(401);
});

it('a bulk status change by filter records the ids it touched and the filter', async () => {
  const category = await makeCategory(t.db, 'post');
  const matching = [
    await makePost(t.db, { categoryId: category.id }),
    await makePost(t.db, { categoryId: category.id }),
  ];
  const other = await makePost(t.db);
  const match = { status: 'Pending', category: category.id };
  const res = await t.request({
    method: 'PUT',
    url: '/api/posts/status/',
    payload: { match, postStatus: 'Published' },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().updatedCount).toBe(2);
  const [entry] = (await audit({ action: 'bulkStatus', resource: 'posts' })).entries;
  expect([...entry.recordIds].sort()).toEqual(matching.map((post) => post.id).sort());
  expect(entry.detail).toEqual({ match });
  expect(await entriesOf(other.id)).toEqual([]);
  expect(await entriesOf(matching[0].id)).toEqual([entry]);
});

it('creates, deletes and imports are entries too', async () => {
  const created = await t.request({
    method: 'POST',
    url: '/api/language/create',
    payload: { languageName: `Language ${suffix()}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const [createEntry] = (await audit({ resource: 'languages', action: 'create' })).entries;
  expect(createEntry.changes).toContainEqual(expect.objectContaining({ field: 'languageName', before: null }));

  const job = await makeJob(t.db);
  const deleted = await t.request({ method: 'DELETE', url: `/api/jobs/delete/${job.id}` });
  expect(deleted.statusCode, deleted.body).toBe(200);
  const [deleteEntry] = await entriesOf(job.id);
  expect(deleteEntry).toMatchObject({ action: 'delete', resource: 'jobs' });
  expect(deleteEntry.changes).toContainEqual({ field: 'jobTitle', before: job.jobTitle, after: null });
});

it('filters by actor, action and time, newest first, 15 a page', async () => {
  const post = await makePost(t.db);
  for (let n = 0; n < 17; n += 1) {
    const res = await t.request({
      method: 'PUT',
      url: `/api/posts/update/${post.id}`,
      payload: { postTitle: `T${n}` },
    });
    expect(res.statusCode).toBe(200);
  }
  const page = await audit({ recordId: post.id, actor: t.admin.id, action: 'update' });
  expect(page.entries).toHaveLength(15);
  expect(page.pagination.totalRecords).toBe(17);
  expect(page.entries[0].changes).toContainEqual({ field: 'postTitle', before: 'T15', after: 'T16' });
  const times = page.entries.map((entry) => entry.at);
  expect(times).toEqual([...times].sort().reverse());
  const second = await audit({ recordId: post.id, page: '2' });
  expect(second.entries.at(-1)?.changes).toContainEqual(expect.objectContaining({ field: 'postTitle', after: 'T0' }));
  expect((await audit({ recordId: post.id, from: '2000-01-01', to: '2000-01-02' })).entries).toEqual([]);
  expect(
    (await audit({ recordId: post.id, to: new Date(Date.now() + 60_000).toISOString() })).pagination.totalRecords,
  ).toBe(17);
});

it('answers bad page, limit and times with 400 and the messages of the other lists', async () => {
  for (const query of ['page=0', 'limit=0', 'limit=101', 'page=abc']) {
    const list = await t.request({ method: 'GET', url: `/api/posts/filter/Pending?${query}` });
    const res = await t.request({ method: 'GET', url: `/api/audit?${query}` });
    expect(res.statusCode, query).toBe(400);
    expect(res.json(), query).toEqual(list.json());
  }
  const from = await t.request({ method: 'GET', url: '/api/audit?from=yesterday' });
  expect(from.statusCode).toBe(400);
  expect(from.json()).toEqual({ message: 'from must be a date (yyyy-MM-dd) or an ISO 8601 date-time' });
  const revert = await t.request({ method: 'POST', url: `/api/audit/revert/${randomUUID()}` });
  expect(revert.statusCode).toBe(404);
  expect(revert.json()).toEqual({ message: 'Audit entry not found' });
});

it('exports the filtered activity as CSV', async () => {
  const post = await makePost(t.db);
  await t.request({
    method: 'PUT',
    url: `/api/posts/update/${post.id}`,
    payload: { postTitle: '=Council, "tonight"' },
  });
  const res = await t.request({ method: 'GET', url: `/api/audit/export?recordId=${post.id}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe('attachment; filename="Activity.csv"');
  const lines = res.body.split('\r\n');
  expect(lines[0]).toBe('Time,Actor,Actor ID,Mobile Number,Address,Action,Resource,Record IDs,Changes');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`,update,posts,${post.id},`);
  expect(lines[1]).toContain('=Council, \\""tonight\\""');
});

it('no route edits or deletes an entry', async () => {
  const [entry] = (await audit()).entries;
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    const res = await t.request({ method, url: `/api/audit/${entry.auditID}`, payload: {} });
    expect(res.statusCode, method).toBe(404);
  }
});

it("a process's daily purge also deletes the files uploads replaced before its cutoff, and keeps the newer", async () => {
  const [ads] = uploads;
  const id = await ads.make();
  await uploadTo(ads, id);
  const { adsImageURL: old } = await setBy(ads, id);
  await uploadTo(ads, id);
  await t.db.execute(sql`update retired_media set retired_at = now() - interval '400 days'`);
  const { adsImageURL: newer } = await setBy(ads, id);
  await uploadTo(ads, id);
  await t.db.execute(sql`delete from audit_purges`);
  // A second process on the same database and media: its start claims today's purge.
  const other = await buildApp({
    db: t.db,
    storage: t.storage,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    logLevel: 'silent',
    auditRetentionDays: 365,
  });
  await other.ready();
  try {
    await vi.waitFor(async () => expect(await served(old)).toBe(404), { timeout: 10_000, interval: 50 });
    expect(await served(newer)).toBe(200);
  } finally {
    await other.close();
  }
});

it('purges entries older than the retention once a day, whichever process asks first, and counts the rest', async () => {
  const post = await makePost(t.db);
  await t.request({ method: 'PUT', url: `/api/posts/update/${post.id}`, payload: { postTitle: 'Old news' } });
  await t.db.execute(sql`update audit_entries set at = now() - interval '400 days' where ${post.id} = any(record_ids)`);
  const total = (await audit()).pagination.totalRecords;
  // Two processes sharing the database: one claims the day's purge, the other finds it done.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const [first, second] = await Promise.all([
    new AuditService(t.db).purgeOnceToday(365, tomorrow),
    new AuditService(t.db).purgeOnceToday(365, tomorrow),
  ]);
  expect([first, second].filter((purged) => purged !== undefined)).toEqual([1]);
  expect(await entriesOf(post.id)).toEqual([]);
  expect((await audit()).pagination.totalRecords).toBe(total - 1);
  expect(await new AuditService(t.db).purgeOnceToday(0, new Date(Date.now() + 2 * 86_400_000))).toBeUndefined();
});

describe('issue 39: an entry names its records as they were called when it was written', () => {
  it("keeps a deleted job's title in its delete entry", async () => {
    const jobTitle = `Night editor ${suffix()}`;
    const job = await makeJob(t.db, { jobTitle });
    const deleted = await t.request({ method: 'DELETE', url: `/api/jobs/delete/${job.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const entries = await entriesOf(job.id);
    expect(entries.map((entry) => [entry.action, entry.recordLabels])).toEqual([['delete', { [job.id]: jobTitle }]]);
    // Gone from its table, the job is still named by the entry.
    const gone = await t.request({ method: 'GET', url: `/api/jobs/get/${job.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it("keeps a post's title in a status change by id, after the post was renamed", async () => {
    const post = await makePost(t.db, { title: `Council meets tonight ${suffix()}` });
    const published = await t.request({
      method: 'PUT',
      url: '/api/posts/status/',
      payload: { postIDs: [post.id], postStatus: 'Published' },
    });
    expect(published.statusCode, published.body).toBe(200);
    await t.db.execute(sql`update posts set title = 'Renamed' where id = ${post.id}`);
    const [entry] = await entriesOf(post.id);
    expect(entry).toMatchObject({ action: 'bulkStatus', recordLabels: { [post.id]: post.title } });
  });

  it("keeps a reporter's name in an approval", async () => {
    const reporter = await makeReporter(t.db, { status: 'Pending' });
    const approved = await t.request({
      method: 'PUT',
      url: `/api/guest-reporter/approval/${reporter.id}`,
      payload: { isApproved: true },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [entry] = await entriesOf(reporter.id);
    expect(entry).toMatchObject({
      action: 'approve',
      recordLabels: { [reporter.id]: `${reporter.firstName} ${reporter.lastName}` },
    });
  });

  it('records adding an admin once, as a create naming the admin', async () => {
    const added = await t.request({
      method: 'POST',
      url: '/api/admins',
      payload: {
        firstName: 'Meera',
        lastName: 'Iyer',
        mobileNumber: `9${String(Date.now()).slice(-9)}`,
        email: `meera.${suffix()}@newsroom.example`,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().admin.roleID as string;
    const entries = await entriesOf(id);
    expect(entries.map((entry) => [entry.action, entry.resource, entry.recordLabels])).toEqual([
      ['create', 'admins', { [id]: 'Meera Iyer' }],
    ]);
  });
});
