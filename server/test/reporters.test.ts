import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { makeAdmin, makeCategory, makeLanguage, makePost, makeReporter } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** A word no other test uses, so a search for it isolates one test's reporters. */
const tag = () => `z${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let mobileSeq = 0;
const freshMobile = () => `7${String(Date.now() % 1e6).padStart(6, '0')}${String(mobileSeq++).padStart(3, '0')}`;

const reporterShape = {
  roleID: expect.any(String),
  firstName: expect.any(String),
  middleName: null,
  lastName: expect.any(String),
  mobileNumber: expect.any(String),
  email: expect.any(String),
  role: 'Reporter',
  status: 'Pending',
  profilePic: null,
  publishedPostCount: 0,
  trashedPostCount: 0,
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

const register = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/reporter/register', payload });

const validBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Meera',
  lastName: 'Nair',
  mobileNumber: freshMobile(),
  email: `meera-${randomUUID()}@example.com`,
  ...overrides,
});

const list = (status: string, query = '') => t.request({ method: 'GET', url: `/api/reporters/get/${status}${query}` });

const listIds = async (status: string, query: string) => {
  const response = await list(status, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().reporters.reporters as { roleID: string }[]).map((r) => r.roleID);
};

const getReporter = async (id: string) => {
  const response = await t.request({ method: 'GET', url: `/api/reporter/get/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json().reporter;
};

const setStatus = (payload: unknown, url = '/api/reporter/status/') =>
  t.request({ method: 'PUT', url, payload: payload as Record<string, unknown> });

describe('POST /reporter/register', () => {
  it('registers a Pending reporter with 201, trimmed fields and spaces removed from the mobile number', async () => {
    const email = `  Asha.${tag()}@Example.com `;
    const response = await register({
      firstName: '  Asha ',
      middleName: ' K ',
      lastName: ' Menon ',
      mobileNumber: ' 98470 12345 ',
      email,
    });
    expect(response.statusCode).toBe(201);
    const { reporter } = response.json();
    expect(response.json()).toEqual({
      message: 'Reporter Added successfully',
      reporter: {
        ...reporterShape,
        firstName: 'Asha',
        middleName: 'K',
        lastName: 'Menon',
        mobileNumber: '9847012345',
        email: email.trim(),
      },
    });
    expect(new Date(reporter.createdAt).toISOString()).toBe(reporter.createdAt);

    expect(await listIds('Pending', `?search=${encodeURIComponent(email.trim())}`)).toEqual([reporter.roleID]);
    expect(await listIds('Active', `?search=${encodeURIComponent(email.trim())}`)).toEqual([]);
    expect(await getReporter(reporter.roleID)).toEqual(reporter);
  });

  it('stores a missing or blank middle name as null and accepts the GuestReporter role', async () => {
    const response = await register(validBody({ middleName: '   ', role: 'GuestReporter' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().reporter).toMatchObject({ middleName: null, role: 'GuestReporter', status: 'Pending' });
  });

  it.each([
    [{ firstName: undefined }, 'First Name is required'],
    [{ firstName: '   ' }, 'First Name is required'],
    [{ lastName: undefined }, 'Last Name is required'],
    [{ lastName: ' ' }, 'Last Name is required'],
    [{ mobileNumber: undefined }, 'Mobile Number is required'],
    [{ mobileNumber: '  ' }, 'Mobile Number is required'],
    [{ mobileNumber: '98470-12345' }, 'Mobile Number must be exactly 10 digits'],
    [{ mobileNumber: '984701234' }, 'Mobile Number must be exactly 10 digits'],
    [{ mobileNumber: '98470123456' }, 'Mobile Number must be exactly 10 digits'],
    [{ mobileNumber: '98470abcde' }, 'Mobile Number must be exactly 10 digits'],
    [{ email: undefined }, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ email: 'a b@example.com' }, 'Enter a valid email address'],
    [{ role: 'Admin' }, 'Role must be Reporter or GuestReporter'],
    [{ role: 'guest' }, 'Role must be Reporter or GuestReporter'],
  ])('answers 400 for %j with the spec message and creates nothing', async (override, message) => {
    const body = validBody(override);
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    if (typeof body.email === 'string' && body.email.includes('@example.com')) {
      expect(await listIds('Pending', `?search=${encodeURIComponent(body.email)}`)).toEqual([]);
    }
  });

  it('refuses a mobile number that is already registered, even an admin’s, with 409', async () => {
    const first = await register(validBody());
    expect(first.statusCode).toBe(201);
    const again = await register(validBody({ mobileNumber: first.json().reporter.mobileNumber }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Mobile Number is already registered' });

    const admin = await register(validBody({ mobileNumber: t.admin.mobileNumber }));
    expect(admin.statusCode).toBe(409);
    expect(admin.json()).toEqual({ message: 'Mobile Number is already registered' });
  });

  it('refuses an email that is already registered in any case with 409', async () => {
    const email = `dup-${tag()}@example.com`;
    expect((await register(validBody({ email }))).statusCode).toBe(201);
    const again = await register(validBody({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Email is already registered' });
    expect(await listIds('Pending', `?search=${email}`)).toHaveLength(1);
  });

  it('answers 409, never 500, when simultaneous registrations race for one mobile number', async () => {
    const mobileNumber = freshMobile();
    const responses = await Promise.all([1, 2, 3].map(() => register(validBody({ mobileNumber }))));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ message: 'Mobile Number is already registered' });
    }
  });
});

describe('GET /reporter/get/:id', () => {
  it('returns the reporter with its published and rejected post counts', async () => {
    const reporter = await makeReporter(t.db, { middleName: 'Devi', profilePicKey: 'profiles/pic.png' });
    const categoryId = (await makeCategory(t.db)).id;
    const languageId = (await makeLanguage(t.db)).id;
    const post = (status: 'Pending' | 'Published' | 'Rejected') =>
      makePost(t.db, { reporterId: reporter.id, categoryId, languageId, status });
    await Promise.all([post('Published'), post('Published'), post('Published'), post('Rejected'), post('Pending')]);

    const response = await t.request({ method: 'GET', url: `/api/reporter/get/${reporter.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reporter: {
        roleID: reporter.id,
        firstName: reporter.firstName,
        middleName: 'Devi',
        lastName: reporter.lastName,
        mobileNumber: reporter.mobileNumber,
        email: reporter.email,
        role: 'Reporter',
        status: 'Active',
        profilePic: expect.stringMatching(/^https?:\/\/.+\/media\/profiles\/pic\.png$/),
        publishedPostCount: 3,
        trashedPostCount: 1,
        createdAt: reporter.createdAt.toISOString(),
        updatedAt: reporter.updatedAt.toISOString(),
      },
    });
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for unknown id %s', async (id) => {
    const response = await t.request({ method: 'GET', url: `/api/reporter/get/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Reporter not found' });
  });

  it('answers 404 for an admin id', async () => {
    const response = await t.request({ method: 'GET', url: `/api/reporter/get/${t.admin.id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Reporter not found' });
  });
});

describe('GET /reporters/get/:status', () => {
  it('pages 16 reporters 15 at a time, newest first, with counts and pagination', async () => {
    const word = tag();
    const base = Date.now() - 100_000;
    const made = [];
    for (let i = 0; i < 16; i += 1) {
      made.push(await makeReporter(t.db, { lastName: `${word}${i}`, createdAt: new Date(base + i * 1000) }));
    }
    // An admin matching the search must never be listed.
    await makeAdmin(t.db, { lastName: word, status: 'Active' });
    const newestFirst = made.map((r) => r.id).reverse();

    const first = await list('Active', `?search=${word}`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.reporters.reportersCount).toBe(16);
    expect(body.reporters.pagination).toEqual({ totalPages: 2, totalRecords: 16, currentPage: 1, limit: 15 });
    expect(body.reporters.reporters.map((r: { roleID: string }) => r.roleID)).toEqual(newestFirst.slice(0, 15));
    expect(body.reporters.reporters[0]).toEqual({
      ...reporterShape,
      roleID: made[15].id,
      firstName: made[15].firstName,
      lastName: made[15].lastName,
      mobileNumber: made[15].mobileNumber,
      email: made[15].email,
      status: 'Active',
    });

    const second = await list('Active', `?search=${word}&page=2`);
    expect(second.json().reporters.pagination).toEqual({ totalPages: 2, totalRecords: 16, currentPage: 2, limit: 15 });
    expect(second.json().reporters.reporters.map((r: { roleID: string }) => r.roleID)).toEqual(newestFirst.slice(15));

    const small = await list('Active', `?search=${word}&page=3&limit=5`);
    expect(small.json().reporters.pagination).toEqual({ totalPages: 4, totalRecords: 16, currentPage: 3, limit: 5 });
    expect(small.json().reporters.reporters.map((r: { roleID: string }) => r.roleID)).toEqual(
      newestFirst.slice(10, 15),
    );

    const beyond = await list('Active', `?search=${word}&page=9`);
    expect(beyond.json().reporters).toMatchObject({ reporters: [], reportersCount: 16 });
  });

  it('lists only the requested status, matching the status in any case', async () => {
    const word = tag();
    const byStatus = {
      Active: await makeReporter(t.db, { lastName: word, status: 'Active' }),
      Pending: await makeReporter(t.db, { lastName: word, status: 'Pending' }),
      Inactive: await makeReporter(t.db, { lastName: word, status: 'Inactive' }),
      Trash: await makeReporter(t.db, { lastName: word, status: 'Trash' }),
    };
    for (const [status, reporter] of Object.entries(byStatus)) {
      expect(await listIds(status, `?search=${word}`)).toEqual([reporter.id]);
      expect(await listIds(status.toLowerCase(), `?search=${word}`)).toEqual([reporter.id]);
      expect(await listIds(status.toUpperCase(), `?search=${word}`)).toEqual([reporter.id]);
    }
  });

  it('answers 400 for an unknown status', async () => {
    const response = await list('Deleted');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Status must be one of Active, Pending, Inactive, Trash' });
  });

  it.each(['page=0', 'limit=0', 'limit=101', 'page=abc'])('answers 400 for %s', async (query) => {
    expect((await list('Active', `?${query}`)).statusCode).toBe(400);
  });

  it('searches names, mobile number and email, ignoring case and treating wildcards literally', async () => {
    const word = tag();
    const reporter = await makeReporter(t.db, {
      firstName: `Kavya${word}`,
      middleName: 'Lakshmi',
      lastName: 'Iyer',
      mobileNumber: freshMobile(),
      email: `${word}.kavya@newsdesk.example`,
      createdAt: new Date(Date.now() - 10_000),
    });
    const other = await makeReporter(t.db, { firstName: `Other${word}` });
    for (const search of [`kavya${word}`, `KAVYA${word.toUpperCase()}`, `${word}.kavya@news`]) {
      expect(await listIds('Active', `?search=${encodeURIComponent(search)}`), search).toEqual([reporter.id]);
    }
    expect(await listIds('Active', `?search=${reporter.mobileNumber}`)).toEqual([reporter.id]);
    expect(await listIds('Active', `?search=${encodeURIComponent(`lakshmi iyer`)}&limit=100`)).toContain(reporter.id);
    expect(await listIds('Active', `?search=${word}`)).toEqual([other.id, reporter.id]);
    expect(await listIds('Active', `?search=${encodeURIComponent(`${word}%`)}`)).toEqual([]);
    expect(await listIds('Active', `?search=${encodeURIComponent(`Kavya_${word.slice(1)}`)}`)).toEqual([]);
    expect(await listIds('Active', `?search=${encodeURIComponent(`  ${word} `)}`)).toEqual([other.id, reporter.id]);
  });

  describe('roleType filter', () => {
    let word: string;
    let reporter: { id: string };
    let guest: { id: string };
    beforeAll(async () => {
      word = tag();
      reporter = await makeReporter(t.db, { lastName: word, role: 'Reporter', createdAt: new Date(Date.now() - 5000) });
      guest = await makeReporter(t.db, { lastName: word, role: 'GuestReporter' });
    });

    it.each([
      ['', 'both'],
      ['&roleType=', 'both'],
      ['&roleType=Reporter', 'reporter'],
      ['&roleType=GuestReporter', 'guest'],
      ['&roleType=Reporter&roleType=GuestReporter', 'both'],
      ['&roleType=Reporter,GuestReporter', 'both'],
      ['&roleType=GuestReporter%2C%20Reporter', 'both'],
      [`&roleType=${encodeURIComponent('["Reporter"]')}`, 'reporter'],
      [`&roleType=${encodeURIComponent('["GuestReporter"]')}`, 'guest'],
      [`&roleType=${encodeURIComponent('["Reporter","GuestReporter"]')}`, 'both'],
      [`&roleType=${encodeURIComponent('[]')}`, 'both'],
      ['&roleType=Guest%20Reporter', 'guest'],
    ])('roleType query %s lists %s', async (query, expected) => {
      const ids = await listIds('Active', `?search=${word}${query}`);
      const want = { both: [guest.id, reporter.id], reporter: [reporter.id], guest: [guest.id] }[expected];
      expect(ids).toEqual(want);
    });

    it.each([
      '&roleType=Admin',
      '&roleType=Reporter,Admin',
      '&roleType=Reporter&roleType=Editor',
      `&roleType=${encodeURIComponent('["Admin"]')}`,
      `&roleType=${encodeURIComponent('[not json')}`,
    ])('answers 400 for roleType %s', async (query) => {
      const response = await list('Active', `?search=${word}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Role type must be Reporter or GuestReporter' });
    });
  });

  it('shows published and rejected post counts per reporter', async () => {
    const word = tag();
    const busy = await makeReporter(t.db, { lastName: word });
    const quiet = await makeReporter(t.db, { lastName: word, createdAt: new Date(Date.now() - 10_000) });
    const categoryId = (await makeCategory(t.db)).id;
    const languageId = (await makeLanguage(t.db)).id;
    for (const status of ['Published', 'Published', 'Rejected', 'Rejected', 'Rejected', 'Pending'] as const) {
      await makePost(t.db, { reporterId: busy.id, categoryId, languageId, status });
    }
    const response = await list('Active', `?search=${word}`);
    expect(
      response
        .json()
        .reporters.reporters.map((r: Record<string, unknown>) => [r.roleID, r.publishedPostCount, r.trashedPostCount]),
    ).toEqual([
      [busy.id, 2, 3],
      [quiet.id, 0, 0],
    ]);
  });
});

describe('PUT /reporter/update/:id', () => {
  const update = (id: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/reporter/update/${id}`, payload });

  it('updates the details and switches the role, keeping the email', async () => {
    const reporter = await makeReporter(t.db, { middleName: 'R' });
    const mobileNumber = freshMobile();
    const response = await update(reporter.id, {
      firstName: ' Farhan ',
      middleName: ' Ali ',
      lastName: ' Khan ',
      mobileNumber: `${mobileNumber.slice(0, 5)} ${mobileNumber.slice(5)}`,
      email: reporter.email.toUpperCase(),
      role: 'GuestReporter',
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      ...reporterShape,
      roleID: reporter.id,
      firstName: 'Farhan',
      middleName: 'Ali',
      lastName: 'Khan',
      mobileNumber,
      email: reporter.email,
      role: 'GuestReporter',
      status: 'Active',
      createdAt: reporter.createdAt.toISOString(),
    };
    expect(response.json()).toEqual({ message: 'Reporter details updated successfully', reporter: expected });
    expect(new Date(response.json().reporter.updatedAt).getTime()).toBeGreaterThanOrEqual(reporter.updatedAt.getTime());
    expect(await getReporter(reporter.id)).toEqual(response.json().reporter);

    const back = await update(reporter.id, { firstName: 'Farhan', lastName: 'Khan', mobileNumber, role: 'Reporter' });
    expect(back.statusCode).toBe(200);
    expect(back.json().reporter).toMatchObject({ role: 'Reporter', middleName: 'Ali', email: reporter.email });
  });

  it('clears the middle name when it is sent blank or null', async () => {
    for (const middleName of ['', '  ', null]) {
      const reporter = await makeReporter(t.db, { middleName: 'Kumar' });
      const response = await update(reporter.id, {
        firstName: 'A',
        lastName: 'B',
        mobileNumber: reporter.mobileNumber,
        middleName,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().reporter.middleName).toBeNull();
    }
  });

  it('keeps the post counts in the response', async () => {
    const reporter = await makeReporter(t.db);
    await makePost(t.db, { reporterId: reporter.id, status: 'Published' });
    const response = await update(reporter.id, { firstName: 'A', lastName: 'B', mobileNumber: reporter.mobileNumber });
    expect(response.json().reporter).toMatchObject({ publishedPostCount: 1, trashedPostCount: 0 });
  });

  it.each([
    [{ firstName: '' }, 'First Name is required'],
    [{ lastName: '  ' }, 'Last Name is required'],
    [{ mobileNumber: undefined }, 'Mobile Number is required'],
    [{ mobileNumber: '12345' }, 'Mobile Number must be exactly 10 digits'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Enter a valid email address'],
    [{ email: 'someone.else@example.com' }, 'Email cannot be changed'],
    [{ role: 'Admin' }, 'Role must be Reporter or GuestReporter'],
  ])('answers 400 for %j and changes nothing', async (override, message) => {
    const reporter = await makeReporter(t.db);
    const before = await getReporter(reporter.id);
    const response = await update(reporter.id, {
      firstName: 'Changed',
      lastName: 'Changed',
      mobileNumber: freshMobile(),
      email: reporter.email,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await getReporter(reporter.id)).toEqual(before);
  });

  it('refuses another user’s mobile number with 409 but accepts its own', async () => {
    const reporter = await makeReporter(t.db);
    const other = await makeReporter(t.db);
    const before = await getReporter(reporter.id);
    const taken = await update(reporter.id, { firstName: 'A', lastName: 'B', mobileNumber: other.mobileNumber });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Mobile Number is already registered' });
    expect(await getReporter(reporter.id)).toEqual(before);

    const own = await update(reporter.id, { firstName: 'A', lastName: 'B', mobileNumber: reporter.mobileNumber });
    expect(own.statusCode).toBe(200);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for unknown id %s', async (id) => {
    const response = await update(id, validBody());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Reporter not found' });
  });

  it('answers 404 for an admin id and leaves the admin alone', async () => {
    const admin = await makeAdmin(t.db);
    const response = await update(admin.id, { firstName: 'X', lastName: 'Y', mobileNumber: admin.mobileNumber });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Reporter not found' });
  });
});

describe('PUT /reporter/status/', () => {
  it('moves one reporter (a single id) and many reporters (a list) between Active, Inactive and Trash', async () => {
    const one = await makeReporter(t.db);
    const single = await setStatus({ roleIDs: one.id, status: 'Inactive' });
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual({ message: 'Reporter status updated successfully', updatedCount: 1 });
    expect((await getReporter(one.id)).status).toBe('Inactive');

    const many = [await makeReporter(t.db), await makeReporter(t.db, { status: 'Inactive' }), one];
    const trash = await setStatus({ roleIDs: many.map((r) => r.id), status: 'Trash' });
    expect(trash.json()).toEqual({ message: 'Reporter status updated successfully', updatedCount: 3 });
    for (const r of many) expect((await getReporter(r.id)).status).toBe('Trash');

    // Restoring from the trash list.
    const restore = await setStatus({ roleIDs: [one.id], status: 'Active' });
    expect(restore.json().updatedCount).toBe(1);
    expect((await getReporter(one.id)).status).toBe('Active');
  });

  it('accepts the path without the trailing slash', async () => {
    const reporter = await makeReporter(t.db);
    const response = await setStatus({ roleIDs: [reporter.id], status: 'Inactive' }, '/api/reporter/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Reporter status updated successfully', updatedCount: 1 });
  });

  it('treats setting the current status as a no-op and counts only the reporters that changed', async () => {
    const active = await makeReporter(t.db);
    const inactive = await makeReporter(t.db, { status: 'Inactive' });
    const before = await getReporter(active.id);
    const response = await setStatus({ roleIDs: [active.id, inactive.id, active.id], status: 'Active' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Reporter status updated successfully', updatedCount: 1 });
    expect(await getReporter(active.id)).toEqual(before);
    expect((await getReporter(inactive.id)).status).toBe('Active');

    const again = await setStatus({ roleIDs: [active.id, inactive.id], status: 'Active' });
    expect(again.json().updatedCount).toBe(0);
  });

  it.each([{}, { roleIDs: [] }, { roleIDs: '' }, { roleIDs: ['  '] }])(
    'answers 400 when no reporter is selected (%j)',
    async (payload) => {
      const response = await setStatus({ ...payload, status: 'Active' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Select at least one reporter' });
    },
  );

  it.each([{ status: 'Pending' }, { status: 'Deleted' }, { status: 'active' }, {}])(
    'answers 400 for %j',
    async (payload) => {
      const reporter = await makeReporter(t.db);
      const response = await setStatus({ roleIDs: [reporter.id], ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Status must be one of Active, Inactive, Trash' });
      expect((await getReporter(reporter.id)).status).toBe('Active');
    },
  );

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', 'not-an-id'],
  ])('answers 404 when one id is %s and changes nothing', async (_label, badId) => {
    const good = [await makeReporter(t.db), await makeReporter(t.db)];
    const response = await setStatus({ roleIDs: [good[0].id, badId, good[1].id], status: 'Trash' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Reporter not found' });
    for (const r of good) expect((await getReporter(r.id)).status).toBe('Active');
  });

  it('answers 404 for an admin id and changes nothing', async () => {
    const reporter = await makeReporter(t.db);
    const response = await setStatus({ roleIDs: [reporter.id, t.admin.id], status: 'Inactive' });
    expect(response.statusCode).toBe(404);
    expect((await getReporter(reporter.id)).status).toBe('Active');
  });

  it('answers 409 when a selected reporter is pending approval and changes nothing', async () => {
    const active = await makeReporter(t.db);
    const pending = await makeReporter(t.db, { status: 'Pending' });
    const response = await setStatus({ roleIDs: [active.id, pending.id], status: 'Inactive' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Reporter is pending approval; approve or reject it first' });
    expect((await getReporter(active.id)).status).toBe('Active');
    expect((await getReporter(pending.id)).status).toBe('Pending');
  });
});

describe('PUT /reporter/status/ with match: every reporter a list shows', () => {
  const statusesOf = async (ids: string[]) => Promise.all(ids.map(async (id) => (await getReporter(id)).status));
  /** Every page of the list call, so the expectation is what the list shows, not a copy of its filter. */
  const listAll = async (status: string, query: string) => {
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await list(status, `?${query}&limit=100&page=${page}`);
      ids.push(...response.json().reporters.reporters.map((r: { roleID: string }) => r.roleID));
      if (page >= response.json().reporters.pagination.totalPages) return ids;
    }
  };

  it('moves every reporter of the list, across its pages, and counts them', async () => {
    const word = tag();
    const matching = [];
    for (let i = 0; i < 20; i += 1) matching.push(await makeReporter(t.db, { lastName: `${word}${i}` }));
    const otherStatus = await makeReporter(t.db, { lastName: word, status: 'Inactive' });
    const otherName = await makeReporter(t.db);
    const admin = await makeAdmin(t.db, { lastName: word, status: 'Active' });

    const response = await setStatus({ match: { status: 'Active', search: word }, status: 'Trash' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Reporter status updated successfully', updatedCount: 20 });
    expect(await listIds('Active', `?search=${word}`)).toEqual([]);
    expect((await listAll('Trash', `search=${word}`)).sort()).toEqual(matching.map((r) => r.id).sort());
    expect(await statusesOf([otherStatus.id, otherName.id])).toEqual(['Inactive', 'Active']);
    const [adminAfter] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(adminAfter.status).toBe('Active');
  });

  it('accepts the path without the trailing slash and restores from the trash list', async () => {
    const word = tag();
    const trashed = [await makeReporter(t.db, { lastName: word, status: 'Trash' })];
    trashed.push(await makeReporter(t.db, { lastName: word, status: 'Trash', role: 'GuestReporter' }));
    const response = await setStatus(
      { match: { status: 'trash', search: word }, status: 'Active' },
      '/api/reporter/status',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Reporter status updated successfully', updatedCount: 2 });
    expect(await statusesOf(trashed.map((r) => r.id))).toEqual(['Active', 'Active']);
  });

  describe('narrows by search and roleType exactly like the list', () => {
    const fixture = async (word: string) => {
      const make = (overrides: Parameters<typeof makeReporter>[1]) => makeReporter(t.db, overrides);
      const base = Date.now() - 60_000;
      return {
        alpha: await make({ lastName: `alpha${word}`, createdAt: new Date(base) }),
        alphaGuest: await make({ lastName: `alpha${word}`, role: 'GuestReporter', createdAt: new Date(base + 1000) }),
        beta: await make({ firstName: 'Beta', email: `beta.${word}@example.com`, createdAt: new Date(base + 2000) }),
        betaGuest: await make({ lastName: `beta${word}`, role: 'GuestReporter', createdAt: new Date(base + 3000) }),
        alphaInactive: await make({ lastName: `alpha${word}`, status: 'Inactive' }),
        alphaPending: await make({ lastName: `alpha${word}`, status: 'Pending' }),
      };
    };

    // W stands for the test's own word, so each case sees only its own reporters.
    it.each([
      [{ search: 'W' }, ['alpha', 'alphaGuest', 'beta', 'betaGuest']],
      [{ search: 'W', roleType: ['Reporter'] }, ['alpha', 'beta']],
      [{ search: 'W', roleType: 'GuestReporter' }, ['alphaGuest', 'betaGuest']],
      [{ search: 'W', roleType: 'Guest Reporter' }, ['alphaGuest', 'betaGuest']],
      [{ search: 'W', roleType: 'Reporter,GuestReporter' }, ['alpha', 'alphaGuest', 'beta', 'betaGuest']],
      [{ search: 'W', roleType: '["GuestReporter"]' }, ['alphaGuest', 'betaGuest']],
      [{ search: 'W', roleType: [] }, ['alpha', 'alphaGuest', 'beta', 'betaGuest']],
      [{ search: 'ALPHAW' }, ['alpha', 'alphaGuest']],
      [{ search: ' betaW ' }, ['betaGuest']],
      [{ search: 'beta.W@' }, ['beta']],
      [{ search: 'alphaW', roleType: ['GuestReporter'] }, ['alphaGuest']],
      [{ search: 'W%' }, []],
    ] as const)('match %j moves %j', async (filter, expected) => {
      const word = tag();
      const reporters = await fixture(word);
      const search = filter.search.replace('W', word);
      const query = new URLSearchParams({ search });
      if ('roleType' in filter) query.set('roleType', String(filter.roleType));
      const listed = await listAll('Active', query.toString());
      expect(listed.sort()).toEqual(expected.map((name) => reporters[name].id).sort());

      const response = await setStatus({ match: { status: 'Active', ...filter, search }, status: 'Inactive' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Reporter status updated successfully', updatedCount: listed.length });
      for (const [name, reporter] of Object.entries(reporters)) {
        const before = reporter.status;
        expect((await getReporter(reporter.id)).status, name).toBe(listed.includes(reporter.id) ? 'Inactive' : before);
      }
    });
  });

  it('counts only reporters that changed: a match already in the target status is a no-op', async () => {
    const word = tag();
    const inactive = await makeReporter(t.db, { lastName: word, status: 'Inactive' });
    const before = await getReporter(inactive.id);
    const response = await setStatus({ match: { status: 'Inactive', search: word }, status: 'Inactive' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Reporter status updated successfully', updatedCount: 0 });
    expect(await getReporter(inactive.id)).toEqual(before);

    const none = await setStatus({ match: { status: 'Active', search: tag() }, status: 'Trash' });
    expect(none.json()).toEqual({ message: 'Reporter status updated successfully', updatedCount: 0 });
  });

  it('answers 409 for the Pending list, whose reporters must be approved or rejected, and changes nothing', async () => {
    const word = tag();
    const pending = await makeReporter(t.db, { lastName: word, status: 'Pending' });
    for (const status of ['Active', 'Inactive', 'Trash']) {
      const response = await setStatus({ match: { status: 'Pending', search: word }, status });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Reporter is pending approval; approve or reject it first' });
    }
    expect(await getReporter(pending.id)).toMatchObject({
      status: 'Pending',
      updatedAt: pending.updatedAt.toISOString(),
    });
  });

  describe('validation: nothing changes on a rejected request', () => {
    let word: string;
    let reporter: { id: string };
    beforeAll(async () => {
      word = tag();
      reporter = await makeReporter(t.db, { lastName: word });
    });

    it.each([
      [
        { roleIDs: 'ID', match: { status: 'Active', search: 'WORD' }, status: 'Trash' },
        'Send either roleIDs or match, not both',
      ],
      [
        { roleIDs: [], match: { status: 'Active', search: 'WORD' }, status: 'Trash' },
        'Send either roleIDs or match, not both',
      ],
      [{ match: { search: 'WORD' }, status: 'Trash' }, 'match.status must be one of Active, Pending, Inactive, Trash'],
      [
        { match: { status: 'Deleted', search: 'WORD' }, status: 'Trash' },
        'match.status must be one of Active, Pending, Inactive, Trash',
      ],
      [
        { match: { status: '', search: 'WORD' }, status: 'Trash' },
        'match.status must be one of Active, Pending, Inactive, Trash',
      ],
      [
        { match: { status: 'Active', search: 'WORD', roleType: ['Admin'] }, status: 'Trash' },
        'Role type must be Reporter or GuestReporter',
      ],
      [
        { match: { status: 'Active', search: 'WORD', roleType: 'Reporter,Editor' }, status: 'Trash' },
        'Role type must be Reporter or GuestReporter',
      ],
      [
        { match: { status: 'Active', search: 'WORD' }, status: 'Pending' },
        'Status must be one of Active, Inactive, Trash',
      ],
      [{ match: { status: 'Active', search: 'WORD' } }, 'Status must be one of Active, Inactive, Trash'],
      [{ match: 'Active', status: 'Trash' }, 'match must be object'],
      [{ match: ['Active'], status: 'Trash' }, 'match must be object'],
      [{ match: null, status: 'Trash' }, 'match must be object'],
    ])('%j answers 400 %j', async (template, message) => {
      const payload = JSON.parse(JSON.stringify(template).replace(/WORD/g, word).replace(/"ID"/g, `"${reporter.id}"`));
      const before = await getReporter(reporter.id);
      const response = await setStatus(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await getReporter(reporter.id)).toEqual(before);
    });
  });

  it('is described in the API docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = spec.paths['/api/reporter/status/'].put;
    const body = operation.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['expected', 'match', 'roleIDs', 'status']);
    expect(Object.keys(body.properties.match.properties).sort()).toEqual(['roleType', 'search', 'status']);
    expect(operation.description).toContain('exactly one of roleIDs and match');
  });
});

describe('approval and rejection', () => {
  const approve = (id: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/guest-reporter/approval/${id}`, payload });
  const reject = (id: string) => t.request({ method: 'PUT', url: `/api/guest-reporter/dis-approve/${id}` });

  it('approves a Pending reporter into the Active list', async () => {
    const word = tag();
    const pending = await makeReporter(t.db, { status: 'Pending', role: 'GuestReporter', lastName: word });
    const response = await approve(pending.id, { isApproved: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Reporter status is Approved',
      reporter: expect.objectContaining({ roleID: pending.id, status: 'Active', role: 'GuestReporter' }),
    });
    expect(await listIds('Active', `?search=${word}`)).toEqual([pending.id]);
    expect(await listIds('Pending', `?search=${word}`)).toEqual([]);
  });

  it('rejects with isApproved false, moving the reporter to Trash', async () => {
    const pending = await makeReporter(t.db, { status: 'Pending' });
    const response = await approve(pending.id, { isApproved: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Reporter Rejected Successfully',
      reporter: expect.objectContaining({ roleID: pending.id, status: 'Trash' }),
    });
  });

  it('dis-approves a Pending reporter into Trash, from where it can be restored', async () => {
    const word = tag();
    const pending = await makeReporter(t.db, { status: 'Pending', lastName: word });
    const response = await reject(pending.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Reporter Rejected Successfully',
      reporter: {
        ...reporterShape,
        roleID: pending.id,
        firstName: pending.firstName,
        lastName: word,
        mobileNumber: pending.mobileNumber,
        email: pending.email,
        status: 'Trash',
      },
    });
    expect(await listIds('Trash', `?search=${word}`)).toEqual([pending.id]);

    const restored = await setStatus({ roleIDs: [pending.id], status: 'Active' });
    expect(restored.statusCode).toBe(200);
    expect(await listIds('Active', `?search=${word}`)).toEqual([pending.id]);
  });

  it.each(['Active', 'Inactive', 'Trash'] as const)('answers 409 for a reporter that is %s', async (status) => {
    const reporter = await makeReporter(t.db, { status });
    for (const response of [
      await approve(reporter.id, { isApproved: true }),
      await approve(reporter.id, { isApproved: false }),
      await reject(reporter.id),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Reporter is not pending approval' });
    }
    expect((await getReporter(reporter.id)).status).toBe(status);
  });

  it('answers 409 to the second of two decisions', async () => {
    const pending = await makeReporter(t.db, { status: 'Pending' });
    expect((await approve(pending.id, { isApproved: true })).statusCode).toBe(200);
    const second = await reject(pending.id);
    expect(second.statusCode).toBe(409);
    expect((await getReporter(pending.id)).status).toBe('Active');
  });

  it('answers 400 without isApproved and changes nothing', async () => {
    const pending = await makeReporter(t.db, { status: 'Pending' });
    const response = await approve(pending.id, {});
    expect(response.statusCode).toBe(400);
    expect((await getReporter(pending.id)).status).toBe('Pending');
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for unknown id %s', async (id) => {
    for (const response of [await approve(id, { isApproved: true }), await reject(id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Reporter not found' });
    }
  });

  it('answers 404 for an admin id', async () => {
    const admin = await makeAdmin(t.db, { status: 'Pending' });
    expect((await approve(admin.id, { isApproved: true })).statusCode).toBe(404);
    expect((await reject(admin.id)).statusCode).toBe(404);
  });
});

it('needs a token for every reporter call', async () => {
  const reporter = await makeReporter(t.db, { status: 'Pending' });
  for (const [method, url] of [
    ['POST', '/api/reporter/register'],
    ['GET', '/api/reporters/get/Active'],
    ['GET', `/api/reporter/get/${reporter.id}`],
    ['PUT', `/api/reporter/update/${reporter.id}`],
    ['PUT', '/api/reporter/status/'],
    ['PUT', '/api/reporter/status'],
    ['PUT', `/api/guest-reporter/approval/${reporter.id}`],
    ['PUT', `/api/guest-reporter/dis-approve/${reporter.id}`],
  ] as const) {
    const response = await t.app.inject({
      method,
      url,
      payload: { roleIDs: [reporter.id], status: 'Active', isApproved: true },
    });
    expect(response.statusCode, `${method} ${url}`).toBe(401);
  }
  expect((await getReporter(reporter.id)).status).toBe('Pending');
});
