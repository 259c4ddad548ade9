import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { magazinePages, magazineRenders, magazines } from '../src/db/schema.js';
import { MagazineRendersRepository } from '../src/magazines/render-queue.js';
import { MagazineRenderer, magazineKeys } from '../src/magazines/renderer.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makePng, multipart, padTo } from './helpers/files.js';
import { makeMagazine, makePdf, utcDay } from './helpers/magazines-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MB = 1024 * 1024;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type Magazine = {
  magazineID: string;
  name: string;
  startDate: string;
  expiryDate: string;
  offerAvailableDays: number;
  magazine: { pageNumber: number; imageUrl: string; width: number; height: number }[];
  pdfUrl: string | null;
  renderStatus: string;
  renderedPages: number;
  totalPages: number;
  renderError: string | null;
};

const magazineCount = async () => (await t.db.select({ value: count() }).from(magazines))[0].value;
const renderRows = (magazineId: string) =>
  t.db.select().from(magazineRenders).where(eq(magazineRenders.magazineId, magazineId));
const storedFiles = async () =>
  (await fs.readdir(t.mediaDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
/** Files stored since `before`; the queue may meanwhile remove files that earlier tests replaced. */
const newFiles = async (before: string[]) => (await storedFiles()).filter((name) => !before.includes(name));

const getMagazine = async (id: string): Promise<Magazine> => {
  const response = await t.request({ method: 'GET', url: `/api/magazines/get/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json().magazines;
};

const listMagazines = async (status: string, query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/magazines/filter/${status}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().magazines as {
    magazinesData: Magazine[];
    totalPages: number;
    totalRecords: number;
    pagination: { totalPages: number; totalRecords: number; currentPage: number; limit: number };
  };
};
const listedIds = async (status: string, query = '') =>
  (await listMagazines(status, `?limit=100${query}`)).magazinesData.map((magazine) => magazine.magazineID);

const upload = async (id: string, content: Buffer, filename = 'magazine.pdf', contentType = 'application/pdf') => {
  const form = await multipart({ magazineFile: { content, filename, contentType } });
  return t.request({ method: 'PUT', url: `/api/magazines/upload/${id}`, ...form });
};

/** Polls the magazine until `done` holds, failing after the deadline; never a fixed sleep. */
const waitForMagazine = async (id: string, done: (magazine: Magazine) => boolean, deadlineMs = 60_000) => {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const magazine = await getMagazine(id);
    if (done(magazine)) return magazine;
    if (Date.now() > deadline)
      throw new Error(`Magazine ${id} stayed ${JSON.stringify({ ...magazine, magazine: magazine.magazine.length })}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const rendered = (id: string) => waitForMagazine(id, (magazine) => ['done', 'failed'].includes(magazine.renderStatus));

/** Polls until the condition holds, for effects without an API (files removed by the queue's clean-up). */
const eventually = async (condition: () => Promise<boolean>, deadlineMs = 30_000) => {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const filesOfRender = async (renderId: string) => (await storedFiles()).filter((name) => name.startsWith(renderId));

const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('creating magazines', () => {
  it('creates a magazine with 201 and the new magazineID', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/magazines/create',
      payload: { name: '  Fresh Mart ', startDate: utcDay(2), expiryDate: utcDay(11) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Magazine Added successfully', magazineID: expect.any(String) });

    expect(await getMagazine(response.json().magazineID)).toEqual({
      magazineID: response.json().magazineID,
      name: 'Fresh Mart',
      startDate: utcDay(2),
      expiryDate: utcDay(11),
      offerAvailableDays: 10,
      magazine: [],
      pdfUrl: null,
      renderStatus: 'none',
      renderedPages: 0,
      totalPages: 0,
      renderError: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it('accepts a start today and an expiry on the same day (1 day available), and date-times as their day', async () => {
    const today = await t.request({
      method: 'POST',
      url: '/api/magazines/create',
      payload: { name: 'One day sale', startDate: utcDay(), expiryDate: utcDay() },
    });
    expect(today.statusCode).toBe(201);
    expect((await getMagazine(today.json().magazineID)).offerAvailableDays).toBe(1);

    const dateTimes = await t.request({
      method: 'POST',
      url: '/api/magazines/create',
      payload: { name: 'Picker values', startDate: `${utcDay(1)}T00:00:00.000Z`, expiryDate: `${utcDay(3)} 10:30` },
    });
    expect(dateTimes.statusCode).toBe(201);
    expect(await getMagazine(dateTimes.json().magazineID)).toMatchObject({
      startDate: utcDay(1),
      expiryDate: utcDay(3),
    });
  });

  const valid = { name: 'Shop', startDate: utcDay(1), expiryDate: utcDay(5) };
  it.each([
    ['no name', { ...valid, name: undefined }, 'Shop Name is required'],
    ['a blank name', { ...valid, name: '   ' }, 'Shop Name is required'],
    ['a 101-character name', { ...valid, name: 'x'.repeat(101) }, 'Maximum 100 characters allowed'],
    ['no start date', { ...valid, startDate: undefined }, 'Start Date is required'],
    ['a blank start date', { ...valid, startDate: '' }, 'Start Date is required'],
    ['an unreadable start date', { ...valid, startDate: '31/12/2030' }, 'Enter a valid date (yyyy-MM-dd)'],
    ['an impossible start date', { ...valid, startDate: '2030-02-30' }, 'Enter a valid date (yyyy-MM-dd)'],
    ['a start date in the past', { ...valid, startDate: utcDay(-1) }, 'Start date cannot be in the past'],
    ['no expiry date', { ...valid, expiryDate: undefined }, 'Expiry Date is required'],
    ['an unreadable expiry date', { ...valid, expiryDate: 'soon' }, 'Enter a valid date (yyyy-MM-dd)'],
    ['an expiry before the start', { ...valid, expiryDate: utcDay(0) }, 'Expiry Date cannot be before Start Date'],
  ])('refuses %s with the spec message and creates nothing', async (_case, payload, message) => {
    const before = await magazineCount();
    const response = await t.request({ method: 'POST', url: '/api/magazines/create', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await magazineCount()).toBe(before);
  });
});

describe('offerAvailableDays', () => {
  it.each([
    ['running: today through the expiry', { startDate: utcDay(-10), expiryDate: utcDay(2) }, 3],
    ['not started: the whole span', { startDate: utcDay(5), expiryDate: utcDay(9) }, 5],
    ['last day', { startDate: utcDay(-3), expiryDate: utcDay(0) }, 1],
    ['expired', { startDate: utcDay(-9), expiryDate: utcDay(-1) }, 0],
  ])('counts %s', async (_case, dates, days) => {
    const magazine = await makeMagazine(t.db, dates);
    expect((await getMagazine(magazine.id)).offerAvailableDays).toBe(days);
  });
});

describe('listing magazines', () => {
  it('splits active (expiry today or later, including not yet started) from expired at query time', async () => {
    const running = await makeMagazine(t.db, { startDate: utcDay(-5), expiryDate: utcDay(5) });
    const lastDay = await makeMagazine(t.db, { startDate: utcDay(-5), expiryDate: utcDay(0) });
    const upcoming = await makeMagazine(t.db, { startDate: utcDay(3), expiryDate: utcDay(8) });
    const expired = await makeMagazine(t.db, { startDate: utcDay(-9), expiryDate: utcDay(-1) });

    const active = await listedIds('active');
    expect(active).toEqual(expect.arrayContaining([running.id, lastDay.id, upcoming.id]));
    expect(active).not.toContain(expired.id);
    // Newest start first.
    expect(active.indexOf(upcoming.id)).toBeLessThan(active.indexOf(running.id));

    for (const status of ['expired', 'Expired', 'expiry']) {
      const ids = await listedIds(status);
      expect(ids).toContain(expired.id);
      expect(ids).not.toContain(lastDay.id);
    }
  });

  it('lists full magazine records', async () => {
    const magazine = await makeMagazine(t.db, {
      name: 'Listed in full',
      startDate: utcDay(-40),
      expiryDate: utcDay(-35),
    });
    const listed = (await listMagazines('expired', '?limit=100')).magazinesData.find(
      (item) => item.magazineID === magazine.id,
    );
    expect(listed).toEqual(await getMagazine(magazine.id));
  });

  it('narrows active magazines to those started in the last N days (1 = today) with `days`', async () => {
    const today = await makeMagazine(t.db, { startDate: utcDay(0), expiryDate: utcDay(3) });
    const sixDaysAgo = await makeMagazine(t.db, { startDate: utcDay(-6), expiryDate: utcDay(3) });
    const sevenDaysAgo = await makeMagazine(t.db, { startDate: utcDay(-7), expiryDate: utcDay(3) });
    const twentyDaysAgo = await makeMagazine(t.db, { startDate: utcDay(-20), expiryDate: utcDay(3) });
    const notStarted = await makeMagazine(t.db, { startDate: utcDay(1), expiryDate: utcDay(3) });

    const oneDay = await listedIds('active', '&days=1');
    expect(oneDay).toContain(today.id);
    expect(oneDay).not.toContain(sixDaysAgo.id);
    expect(oneDay).not.toContain(notStarted.id);

    const sevenDays = await listedIds('active', '&days=7');
    expect(sevenDays).toEqual(expect.arrayContaining([today.id, sixDaysAgo.id]));
    expect(sevenDays).not.toContain(sevenDaysAgo.id);

    const thirtyDays = await listedIds('active', '&days=30');
    expect(thirtyDays).toEqual(expect.arrayContaining([today.id, sixDaysAgo.id, sevenDaysAgo.id, twentyDaysAgo.id]));
    expect(thirtyDays).not.toContain(notStarted.id);
  });

  it('narrows expired magazines to those that expired in the N days before today with `days`', async () => {
    const yesterday = await makeMagazine(t.db, { startDate: utcDay(-30), expiryDate: utcDay(-1) });
    const fifteenDaysAgo = await makeMagazine(t.db, { startDate: utcDay(-30), expiryDate: utcDay(-15) });
    const sixteenDaysAgo = await makeMagazine(t.db, { startDate: utcDay(-30), expiryDate: utcDay(-16) });

    expect(await listedIds('expired', '&days=1')).toContain(yesterday.id);
    expect(await listedIds('expired', '&days=1')).not.toContain(fifteenDaysAgo.id);
    const fifteen = await listedIds('expired', '&days=15');
    expect(fifteen).toEqual(expect.arrayContaining([yesterday.id, fifteenDaysAgo.id]));
    expect(fifteen).not.toContain(sixteenDaysAgo.id);
    // Latest expiry first.
    const all = await listedIds('expired');
    expect(all.indexOf(yesterday.id)).toBeLessThan(all.indexOf(sixteenDaysAgo.id));
  });

  it('pages 15 by default and reports totalPages and totalRecords both at the top and in pagination', async () => {
    for (let i = 0; i < 16; i += 1) await makeMagazine(t.db, { startDate: utcDay(-100), expiryDate: utcDay(-60 - i) });
    const first = await listMagazines('expired');
    const total = first.totalRecords;
    expect(total).toBeGreaterThanOrEqual(16);
    expect(first.magazinesData).toHaveLength(15);
    expect(first.pagination).toEqual({
      totalPages: Math.ceil(total / 15),
      totalRecords: total,
      currentPage: 1,
      limit: 15,
    });
    expect(first.totalPages).toBe(Math.ceil(total / 15));

    const small = await listMagazines('expired', '?page=2&limit=4');
    expect(small.magazinesData.map((magazine) => magazine.magazineID)).toEqual(
      first.magazinesData.slice(4, 8).map((magazine) => magazine.magazineID),
    );
  });

  it.each([
    ['running', '', 'Status must be active or expired'],
    ['all', '', 'Status must be active or expired'],
    ['active', '?days=3', 'Days must be 1, 7, 15 or 30'],
    ['expired', '?days=week', 'Days must be 1, 7, 15 or 30'],
  ])('answers 400 for /filter/%s%s', async (status, query, message) => {
    const response = await t.request({ method: 'GET', url: `/api/magazines/filter/${status}${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('editing magazines', () => {
  it('updates every field with 200 and the full magazine', async () => {
    const magazine = await makeMagazine(t.db, { startDate: utcDay(1), expiryDate: utcDay(4) });
    const response = await t.request({
      method: 'PUT',
      url: `/api/magazines/update/${magazine.id}`,
      payload: { name: ' Weekend deals ', startDate: utcDay(0), expiryDate: utcDay(6) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Magazine updated successfully',
      magazines: expect.objectContaining({
        magazineID: magazine.id,
        name: 'Weekend deals',
        startDate: utcDay(0),
        expiryDate: utcDay(6),
        offerAvailableDays: 7,
      }),
    });
    expect(await getMagazine(magazine.id)).toEqual(response.json().magazines);
  });

  it('keeps fields left out, including a start date that is already past', async () => {
    const magazine = await makeMagazine(t.db, { name: 'Old name', startDate: utcDay(-10), expiryDate: utcDay(10) });
    const response = await t.request({
      method: 'PUT',
      url: `/api/magazines/update/${magazine.id}`,
      payload: { name: 'New name' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().magazines).toMatchObject({
      name: 'New name',
      startDate: utcDay(-10),
      expiryDate: utcDay(10),
    });

    const resent = await t.request({
      method: 'PUT',
      url: `/api/magazines/update/${magazine.id}`,
      payload: { name: 'New name', startDate: utcDay(-10), expiryDate: utcDay(12) },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().magazines.expiryDate).toBe(utcDay(12));
  });

  it.each([
    ['a start changed to the past', { startDate: utcDay(-2) }, 'Start date cannot be in the past'],
    ['a blank name', { name: ' ' }, 'Shop Name is required'],
    ['a blank start date', { startDate: '' }, 'Start Date is required'],
    ['a blank expiry date', { expiryDate: '' }, 'Expiry Date is required'],
    ['an unreadable expiry date', { expiryDate: '2030/01/01' }, 'Enter a valid date (yyyy-MM-dd)'],
    ['an expiry before the stored start', { expiryDate: utcDay(-30) }, 'Expiry Date cannot be before Start Date'],
    ['a start after the stored expiry', { startDate: utcDay(40) }, 'Expiry Date cannot be before Start Date'],
  ])('refuses %s and changes nothing', async (_case, payload, message) => {
    const magazine = await makeMagazine(t.db, { startDate: utcDay(-20), expiryDate: utcDay(20) });
    const before = await getMagazine(magazine.id);
    const response = await t.request({ method: 'PUT', url: `/api/magazines/update/${magazine.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await getMagazine(magazine.id)).toEqual(before);
  });
});

describe('unknown and malformed ids', () => {
  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 Magazine not found for %s on every id route', async (id) => {
    const pdf = await makePdf(1);
    const filesBefore = await storedFiles();
    const responses = [
      await t.request({ method: 'GET', url: `/api/magazines/get/${id}` }),
      await t.request({ method: 'GET', url: `/api/magazines/render/${id}` }),
      await t.request({ method: 'PUT', url: `/api/magazines/update/${id}`, payload: { name: 'x' } }),
      await upload(id, pdf),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Magazine not found' });
    }
    expect(await newFiles(filesBefore)).toEqual([]);
  });
});

// Each test waits for real renders in child processes (pdf.js); on a busy 2-core machine one takes over 30 s.
describe('uploading a magazine PDF', { timeout: 120_000 }, () => {
  it('answers 201 at once, renders every page in the background, and serves pages and PDF', async () => {
    const magazine = await makeMagazine(t.db);
    const response = await upload(magazine.id, await makePdf(3));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'File Uploaded successfully',
      magazines: expect.objectContaining({
        magazineID: magazine.id,
        totalPages: 3,
        pdfUrl: expect.stringMatching(/\/media\/magazines\/.+\.pdf$/),
      }),
    });
    expect(['pending', 'rendering']).toContain(response.json().magazines.renderStatus);

    const done = await rendered(magazine.id);
    expect(done).toMatchObject({ renderStatus: 'done', renderedPages: 3, totalPages: 3, renderError: null });
    expect(done.magazine.map((page) => page.pageNumber)).toEqual([1, 2, 3]);
    for (const page of done.magazine) {
      expect(page).toEqual({
        pageNumber: page.pageNumber,
        imageUrl: expect.stringMatching(/^http.*\/media\/magazines\/.+\.webp$/),
        width: 1200,
        height: 1698,
      });
      const image = await fetchMedia(page.imageUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 1698 });
    }
    const pdf = await fetchMedia(done.pdfUrl!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const progress = await t.request({ method: 'GET', url: `/api/magazines/render/${magazine.id}` });
    expect(progress.json()).toEqual({
      render: { magazineID: magazine.id, renderStatus: 'done', renderedPages: 3, totalPages: 3, renderError: null },
    });
    // The list shows the pages too, so the card can use the first one.
    const listed = (await listMagazines('active', '?limit=100')).magazinesData.find(
      (item) => item.magazineID === magazine.id,
    );
    expect(listed?.magazine).toEqual(done.magazine);
  });

  it('keeps the shown pages until a replacement has rendered, then removes the replaced files', async () => {
    const magazine = await makeMagazine(t.db);
    expect((await upload(magazine.id, await makePdf(2))).statusCode).toBe(201);
    const first = await rendered(magazine.id);
    const [firstRender] = (await renderRows(magazine.id)).filter((render) => render.status === 'done');

    // Held back so the state in between can be seen.
    await t.app.magazineRenderer.stop();
    expect((await upload(magazine.id, await makePdf(4))).statusCode).toBe(201);
    const between = await getMagazine(magazine.id);
    expect(between).toMatchObject({
      renderStatus: 'pending',
      renderedPages: 0,
      totalPages: 4,
      magazine: first.magazine,
      pdfUrl: first.pdfUrl,
    });

    t.app.magazineRenderer.start();
    const second = await rendered(magazine.id);
    expect(second).toMatchObject({ renderStatus: 'done', totalPages: 4 });
    expect(second.magazine).toHaveLength(4);
    expect(second.pdfUrl).not.toBe(first.pdfUrl);
    // The replaced render's files go first, then its row (render-queue.ts): wait for both.
    await eventually(
      async () => (await filesOfRender(firstRender.id)).length === 0 && (await renderRows(magazine.id)).length === 1,
    );
    expect((await fetchMedia(first.magazine[0].imageUrl)).statusCode).toBe(404);
  });

  it('replaces an upload that is still queued; the queued PDF is removed', async () => {
    const magazine = await makeMagazine(t.db);
    await t.app.magazineRenderer.stop();
    expect((await upload(magazine.id, await makePdf(2))).statusCode).toBe(201);
    const [queued] = await renderRows(magazine.id);
    expect((await upload(magazine.id, await makePdf(1))).statusCode).toBe(201);
    t.app.magazineRenderer.start();

    expect(await rendered(magazine.id)).toMatchObject({ renderStatus: 'done', totalPages: 1 });
    await eventually(
      async () => (await filesOfRender(queued.id)).length === 0 && (await renderRows(magazine.id)).length === 1,
    );
  });

  it('ends a render that fails part-way as failed with a message, keeps the earlier pages, and leaves no new files', async () => {
    const magazine = await makeMagazine(t.db);
    expect((await upload(magazine.id, await makePdf(1))).statusCode).toBe(201);
    const shown = await rendered(magazine.id);

    // Page 1 opens (so the upload is accepted), page 2 cannot be drawn.
    expect((await upload(magazine.id, await makePdf(3, { brokenPage: 2 }))).statusCode).toBe(201);
    const failed = await rendered(magazine.id);
    expect(failed).toMatchObject({
      renderStatus: 'failed',
      renderedPages: 0,
      renderError: 'Page 2 could not be rendered',
      magazine: shown.magazine,
      pdfUrl: shown.pdfUrl,
    });
    const failedRender = (await renderRows(magazine.id)).find((render) => render.status === 'failed')!;
    await eventually(async () => (await filesOfRender(failedRender.id)).length === 0);
    expect(await t.db.select().from(magazinePages).where(eq(magazinePages.renderId, failedRender.id))).toEqual([]);

    // A new upload after a failure replaces it.
    expect((await upload(magazine.id, await makePdf(2))).statusCode).toBe(201);
    expect(await rendered(magazine.id)).toMatchObject({ renderStatus: 'done', totalPages: 2, renderError: null });
  });

  it.each([
    ['a PNG renamed .pdf', async () => makePng(), 'Only .pdf files are allowed'],
    [
      'a %PDF header followed by garbage',
      async () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 'x')]),
      'The PDF could not be read; upload a complete, valid PDF file',
    ],
    [
      'a truncated PDF',
      async () => (await makePdf(5)).subarray(0, 600),
      'The PDF could not be read; upload a complete, valid PDF file',
    ],
    ['an empty file', async () => Buffer.alloc(0), 'Only .pdf files are allowed'],
    ['a file over 20 MB', async () => padTo(await makePdf(1), 20.1 * MB + 1), 'Image size should be less than 20 MB'],
    ['a PDF of 301 pages', async () => makePdf(301, { size: [100, 100] }), 'A magazine can have at most 300 pages'],
  ])('refuses %s with 400 and stores nothing', async (_case, file, message) => {
    const magazine = await makeMagazine(t.db);
    const filesBefore = await storedFiles();
    const response = await upload(magazine.id, await file());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await newFiles(filesBefore)).toEqual([]);
    expect(await renderRows(magazine.id)).toEqual([]);
    expect((await getMagazine(magazine.id)).renderStatus).toBe('none');
  });

  it('accepts a PDF just under 20 MB', async () => {
    const magazine = await makeMagazine(t.db);
    const response = await upload(magazine.id, padTo(await makePdf(1), 20 * MB));
    expect(response.statusCode).toBe(201);
    expect(await rendered(magazine.id)).toMatchObject({ renderStatus: 'done', totalPages: 1 });
  });

  it('asks for the file when none is sent', async () => {
    const magazine = await makeMagazine(t.db);
    const form = await multipart({ note: 'no file' });
    const response = await t.request({ method: 'PUT', url: `/api/magazines/upload/${magazine.id}`, ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Magazine file is required' });
  });
});

describe('the render queue', () => {
  /** A queued render as an upload leaves it, with its PDF stored. */
  const queueRender = async (
    magazineId: string,
    pages: number,
    values: Partial<typeof magazineRenders.$inferInsert> = {},
  ) => {
    const id = randomUUID();
    await t.storage.put(magazineKeys.pdf(id), await makePdf(pages));
    const [render] = await t.db
      .insert(magazineRenders)
      .values({ id, magazineId, totalPages: pages, ...values })
      .returning();
    return render;
  };

  it('claims each job once, skips live leases and takes over expired ones', async () => {
    await t.app.magazineRenderer.stop();
    // Whatever earlier tests left for the queue (clean-ups) is done first, so only this test's jobs are claimable.
    await new MagazineRenderer(t.db, t.storage).drain();
    try {
      const repository = new MagazineRendersRepository(t.db);
      const a = await queueRender((await makeMagazine(t.db)).id, 1);
      const b = await queueRender((await makeMagazine(t.db)).id, 1);
      const leased = await queueRender((await makeMagazine(t.db)).id, 1, {
        status: 'rendering',
        claimToken: randomUUID(),
        leaseUntil: new Date(Date.now() + 600_000),
      });

      const claims = await Promise.all([
        repository.claim(randomUUID(), 60),
        repository.claim(randomUUID(), 60),
        repository.claim(randomUUID(), 60),
      ]);
      const claimedIds = claims.map((claim) => claim?.id);
      expect(claimedIds.filter(Boolean).sort()).toEqual([a.id, b.id].sort());
      expect(claimedIds).not.toContain(leased.id);
      for (const claim of claims.filter(Boolean)) expect(claim).toMatchObject({ status: 'rendering', attempts: 1 });

      await t.db
        .update(magazineRenders)
        .set({ leaseUntil: new Date(Date.now() - 1000) })
        .where(eq(magazineRenders.id, leased.id));
      expect(await repository.claim(randomUUID(), 60)).toMatchObject({
        id: leased.id,
        status: 'rendering',
        attempts: 1,
      });
      expect(await repository.claim(randomUUID(), 60)).toBeUndefined();

      // Discarded, so the running queue only removes their files instead of rendering them.
      for (const render of [a, b, leased]) {
        await t.db
          .update(magazineRenders)
          .set({ status: 'discarded', claimToken: null, leaseUntil: null })
          .where(eq(magazineRenders.id, render.id));
      }
    } finally {
      t.app.magazineRenderer.start();
    }
  });

  it("shows a first upload's pages as they are recorded, not only once all are done", async () => {
    const magazine = await makeMagazine(t.db);
    const render = await queueRender(magazine.id, 3, {
      status: 'rendering',
      claimToken: randomUUID(),
      leaseUntil: new Date(Date.now() + 600_000),
    });
    expect(await getMagazine(magazine.id)).toMatchObject({ renderStatus: 'rendering', renderedPages: 0, magazine: [] });

    await new MagazineRendersRepository(t.db).recordPage(
      render as Parameters<MagazineRendersRepository['recordPage']>[0],
      { renderId: render.id, pageNumber: 1, imageKey: magazineKeys.page(render.id, 1), width: 1200, height: 1698 },
      60,
    );
    const during = await getMagazine(magazine.id);
    expect(during).toMatchObject({ renderStatus: 'rendering', renderedPages: 1, totalPages: 3 });
    expect(during.magazine).toEqual([
      { pageNumber: 1, imageUrl: expect.stringContaining(magazineKeys.page(render.id, 1)), width: 1200, height: 1698 },
    ]);
    expect(during.pdfUrl).toContain(magazineKeys.pdf(render.id));

    // Handed to the running queue, which finishes it.
    await t.db
      .update(magazineRenders)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(magazineRenders.id, render.id));
    t.app.magazineRenderer.wake();
    expect(await rendered(magazine.id)).toMatchObject({ renderStatus: 'done', renderedPages: 3 });
  });

  it('finishes a render whose process died, resuming after the pages it had recorded', async () => {
    const magazine = await makeMagazine(t.db);
    const render = await queueRender(magazine.id, 3, {
      status: 'rendering',
      claimToken: randomUUID(),
      leaseUntil: new Date(Date.now() + 600_000),
      attempts: 1,
      renderedPages: 1,
    });
    // The process had rendered page 1 (a placeholder here, to show it is kept rather than drawn again), then died.
    const placeholder = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await t.storage.put(magazineKeys.page(render.id, 1), placeholder);
    await t.db
      .insert(magazinePages)
      .values({ renderId: render.id, pageNumber: 1, imageKey: magazineKeys.page(render.id, 1), width: 10, height: 10 });
    await t.db
      .update(magazineRenders)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(magazineRenders.id, render.id));
    t.app.magazineRenderer.wake();

    const done = await rendered(magazine.id);
    expect(done).toMatchObject({ renderStatus: 'done', renderedPages: 3 });
    expect(done.magazine.map((page) => page.width)).toEqual([10, 1200, 1200]);
    expect((await renderRows(magazine.id))[0].attempts).toBe(2);
  });

  it('fails a render that keeps dying after three attempts and removes its files', async () => {
    const magazine = await makeMagazine(t.db);
    const render = await queueRender(magazine.id, 2, {
      status: 'rendering',
      claimToken: randomUUID(),
      leaseUntil: new Date(Date.now() - 1000),
      attempts: 3,
    });
    t.app.magazineRenderer.wake();
    expect(await rendered(magazine.id)).toMatchObject({
      renderStatus: 'failed',
      renderError: 'Rendering did not finish after 3 attempts',
      magazine: [],
    });
    await eventually(async () => (await filesOfRender(render.id)).length === 0);
  });

  it('hands an unfinished render back when the app closes, and another instance finishes it', async () => {
    const other = await buildApp({
      db: t.db,
      storage: t.storage,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      logLevel: 'silent',
    });
    await other.ready();
    await t.app.magazineRenderer.stop();
    const magazine = await makeMagazine(t.db);
    const form = await multipart({
      magazineFile: { content: await makePdf(40), filename: 'long.pdf', contentType: 'application/pdf' },
    });
    const response = await other.inject({
      method: 'PUT',
      url: `/api/magazines/upload/${magazine.id}`,
      headers: { ...t.auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    await waitForMagazine(magazine.id, (state) => state.renderedPages >= 1);
    await other.close();

    const [handedBack] = await renderRows(magazine.id);
    expect(handedBack).toMatchObject({ status: 'pending', claimToken: null, leaseUntil: null, attempts: 0 });
    expect(handedBack.renderedPages).toBeGreaterThanOrEqual(1);
    expect(handedBack.renderedPages).toBeLessThan(40);

    t.app.magazineRenderer.start();
    const done = await rendered(magazine.id);
    expect(done).toMatchObject({ renderStatus: 'done', renderedPages: 40 });
    expect(done.magazine).toHaveLength(40);
  }, 120_000);
});
