import { addMinutes, format, startOfDay, subDays } from 'date-fns';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyQuotes } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeDailyQuote, makeReporter } from './helpers/factories.js';
import { makeGif, makeJpegWithGps, makePng, multipart, padTo } from './helpers/files.js';
import { filesUnder } from './helpers/videos.js';
import { expectRetired } from './helpers/retired-media.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const minute = (date: Date) => format(date, 'yyyy-MM-dd HH:mm');
const day = (date: Date) => format(date, 'yyyy-MM-dd');
const quoteCount = async () => (await t.db.select({ value: count() }).from(dailyQuotes))[0].value;
const storedQuote = async (id: string) => (await t.db.select().from(dailyQuotes).where(eq(dailyQuotes.id, id)))[0];
const pathOf = (url: string) => new URL(url).pathname;

const filter = (status: string, query = '') =>
  t.request({ method: 'GET', url: `/api/dailyQuotes/filter/${status}?${query}` });
const idsOf = (response: Awaited<ReturnType<typeof filter>>) =>
  response.json().dailyQuotes.dailyQuotes.map((quote: { dailyQuoteID: string }) => quote.dailyQuoteID);

describe('POST /dailyQuotes/create', () => {
  it('creates a pending quote reported by the calling admin, posted and scheduled now by default', async () => {
    const before = Date.now();
    const response = await t.request({ method: 'POST', url: '/api/dailyQuotes/create', payload: {} });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Daily Quote Added successfully', dailyQuoteID: expect.any(String) });

    const got = await t.request({ method: 'GET', url: `/api/dailyQuotes/get/${response.json().dailyQuoteID}` });
    expect(got.statusCode).toBe(200);
    const quote = got.json().dailyQuotes;
    expect(quote).toEqual({
      dailyQuoteID: response.json().dailyQuoteID,
      dailyQuoteMediaURL: null,
      dailyQuoteThumbnailURL: null,
      dailyQuotePublishDate: expect.any(String),
      scheduledDate: expect.any(String),
      dailyQuoteStatus: 'Pending',
      isScheduled: false,
      dailyQuoteReportedDetails: {
        roleID: t.admin.id,
        firstName: t.admin.firstName,
        lastName: t.admin.lastName,
        email: t.admin.email,
        mobileNumber: t.admin.mobileNumber,
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    for (const field of ['dailyQuotePublishDate', 'scheduledDate']) {
      expect(Date.parse(quote[field])).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(quote[field])).toBeLessThanOrEqual(Date.now());
    }
  });

  it('creates a scheduled quote for a reporter with the posted date the form sends', async () => {
    const reporter = await makeReporter(t.db);
    const when = hoursFromNow(26);
    const response = await t.request({
      method: 'POST',
      url: '/api/dailyQuotes/create',
      payload: {
        scheduledDate: minute(when),
        dailyQuotePublishDate: day(new Date()),
        dailyQuoteReportedDetails: reporter.id,
        dailyQuoteStatus: 'Published',
      },
    });
    expect(response.statusCode).toBe(201);
    const quote = (
      await t.request({ method: 'GET', url: `/api/dailyQuotes/get/${response.json().dailyQuoteID}` })
    ).json().dailyQuotes;
    expect(quote).toMatchObject({
      dailyQuoteStatus: 'Published',
      isScheduled: true,
      dailyQuotePublishDate: startOfDay(new Date()).toISOString(),
      dailyQuoteReportedDetails: { roleID: reporter.id },
    });
    expect(minute(new Date(quote.scheduledDate))).toBe(minute(when));
  });

  it.each([
    ['scheduledDate', '2020-01-01 10:00', 'You cannot select a past date or time.'],
    ['scheduledDate', 'next week', 'Enter a valid date and time (yyyy-MM-dd HH:mm)'],
    ['dailyQuotePublishDate', '  ', 'Posted Date is required'],
    ['dailyQuotePublishDate', '2024-02-30', 'Enter a valid date (yyyy-MM-dd)'],
    ['dailyQuoteReportedDetails', UNKNOWN_ID, 'Reporter not found'],
    ['dailyQuoteReportedDetails', 'not-an-id', 'Reporter not found'],
  ])('refuses %s=%j with 400 %j and creates nothing', async (field, value, message) => {
    const before = await quoteCount();
    const response = await t.request({ method: 'POST', url: '/api/dailyQuotes/create', payload: { [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await quoteCount()).toBe(before);
  });

  it('refuses a creation status other than Pending or Published', async () => {
    const before = await quoteCount();
    const response = await t.request({
      method: 'POST',
      url: '/api/dailyQuotes/create',
      payload: { dailyQuoteStatus: 'Rejected' },
    });
    expect(response.statusCode).toBe(400);
    expect(await quoteCount()).toBe(before);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/dailyQuotes/create', payload: {} })).statusCode).toBe(401);
  });
});

describe('GET /dailyQuotes/get/:id', () => {
  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await t.request({ method: 'GET', url: `/api/dailyQuotes/get/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Quote not found' });
  });
});

describe('PUT /dailyQuotes/update/:id', () => {
  it('changes the scheduled date, reporter and status, never the posted date', async () => {
    const quote = await makeDailyQuote(t.db);
    const reporter = await makeReporter(t.db);
    const when = hoursFromNow(5);
    const response = await t.request({
      method: 'PUT',
      url: `/api/dailyQuotes/update/${quote.id}`,
      payload: {
        scheduledDate: minute(when),
        dailyQuoteReportedDetails: reporter.id,
        dailyQuoteStatus: 'Published',
        dailyQuotePublishDate: '2030-01-01',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Quotes Updated successfully',
      dailyQuotes: {
        dailyQuoteID: quote.id,
        dailyQuoteStatus: 'Published',
        isScheduled: true,
        dailyQuotePublishDate: quote.publishDate.toISOString(),
        dailyQuoteReportedDetails: { roleID: reporter.id },
      },
    });
    expect(minute((await storedQuote(quote.id)).scheduledDate)).toBe(minute(when));
  });

  it('accepts the stored past date sent back unchanged', async () => {
    const quote = await makeDailyQuote(t.db, { status: 'Published', scheduledDate: hoursFromNow(-48) });
    const response = await t.request({
      method: 'PUT',
      url: `/api/dailyQuotes/update/${quote.id}`,
      payload: { scheduledDate: minute(quote.scheduledDate) },
    });
    expect(response.statusCode).toBe(200);
    expect((await storedQuote(quote.id)).scheduledDate.getTime()).toBe(quote.scheduledDate.getTime());
  });

  it.each([
    [{ scheduledDate: '2020-01-01 10:00' }, 'You cannot select a past date or time.'],
    [{ scheduledDate: '2030-13-01 10:00' }, 'Enter a valid date and time (yyyy-MM-dd HH:mm)'],
    [{ dailyQuoteReportedDetails: UNKNOWN_ID }, 'Reporter not found'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const quote = await makeDailyQuote(t.db);
    const response = await t.request({ method: 'PUT', url: `/api/dailyQuotes/update/${quote.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedQuote(quote.id)).toEqual(quote);
  });

  it('refuses to edit a rejected quote with 409', async () => {
    const quote = await makeDailyQuote(t.db, { status: 'Rejected' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/dailyQuotes/update/${quote.id}`,
      payload: { scheduledDate: minute(hoursFromNow(3)) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Rejected quotes cannot be edited' });
    expect(await storedQuote(quote.id)).toEqual(quote);
  });

  it('refuses to move a published quote back to Pending with 409', async () => {
    const quote = await makeDailyQuote(t.db, { status: 'Published' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/dailyQuotes/update/${quote.id}`,
      payload: { dailyQuoteStatus: 'Pending' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Published quotes cannot be moved back to Pending' });
    expect(await storedQuote(quote.id)).toEqual(quote);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await t.request({ method: 'PUT', url: `/api/dailyQuotes/update/${id}`, payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Quote not found' });
  });
});

describe('PUT /dailyQuotes/status/:id', () => {
  const setStatus = (id: string, payload: object) =>
    t.request({ method: 'PUT', url: `/api/dailyQuotes/status/${id}`, payload });

  it('publishes a pending quote, then rejects it', async () => {
    const quote = await makeDailyQuote(t.db);
    const published = await setStatus(quote.id, { dailyQuoteStatus: 'Published' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      message: 'Quote status Updated successfully',
      updatedCount: 1,
      dailyQuotes: { dailyQuoteID: quote.id, dailyQuoteStatus: 'Published' },
    });
    const rejected = await setStatus(quote.id, { dailyQuoteStatus: 'Rejected' });
    expect(rejected.json()).toMatchObject({ updatedCount: 1, dailyQuotes: { dailyQuoteStatus: 'Rejected' } });
    expect((await storedQuote(quote.id)).status).toBe('Rejected');
  });

  it('treats a move to the current status as a no-op', async () => {
    const quote = await makeDailyQuote(t.db, { status: 'Rejected' });
    const response = await setStatus(quote.id, { dailyQuoteStatus: 'Rejected' });
    expect(response.json().updatedCount).toBe(0);
    expect(await storedQuote(quote.id)).toEqual(quote);
  });

  it('refuses to publish a rejected quote with 409', async () => {
    const quote = await makeDailyQuote(t.db, { status: 'Rejected' });
    const response = await setStatus(quote.id, { dailyQuoteStatus: 'Published' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Rejected quotes cannot be published' });
    expect(await storedQuote(quote.id)).toEqual(quote);
  });

  it.each([{ dailyQuoteStatus: 'Pending' }, {}])('refuses %j with 400', async (payload) => {
    const quote = await makeDailyQuote(t.db);
    expect((await setStatus(quote.id, payload)).statusCode).toBe(400);
    expect(await storedQuote(quote.id)).toEqual(quote);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await setStatus(id, { dailyQuoteStatus: 'Rejected' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Quote not found' });
  });
});

describe('GET /dailyQuotes/filter/:status', () => {
  // Each test works in its own span of days and asks for that span, so it sees only its own quotes.
  const at = (year: number, month: number, date: number, hours = 12, minutes = 0) =>
    new Date(year, month - 1, date, hours, minutes);

  it('splits Published (date passed) from Schedule (date to come), ordered by scheduled date', async () => {
    const older = await makeDailyQuote(t.db, { status: 'Published', scheduledDate: at(2001, 3, 10) });
    const newer = await makeDailyQuote(t.db, { status: 'Published', scheduledDate: at(2001, 3, 12) });
    const later = await makeDailyQuote(t.db, { status: 'Published', scheduledDate: at(2091, 3, 12) });
    const sooner = await makeDailyQuote(t.db, { status: 'Published', scheduledDate: at(2091, 3, 10) });
    const pending = await makeDailyQuote(t.db, { status: 'Pending', scheduledDate: at(2001, 3, 11) });
    const rejected = await makeDailyQuote(t.db, { status: 'Rejected', scheduledDate: at(2001, 3, 11) });
    const past = 'fromDate=2001-03-01&endDate=2001-03-31';
    const future = 'fromDate=2091-03-01&endDate=2091-03-31';

    const published = await filter('Published', past);
    expect(published.statusCode).toBe(200);
    expect(idsOf(published)).toEqual([newer.id, older.id]);
    expect(published.json().dailyQuotes.dailyQuotes[0]).toMatchObject({
      isScheduled: false,
      dailyQuoteStatus: 'Published',
    });
    expect(idsOf(await filter('Published', future))).toEqual([]);

    const scheduled = await filter('schedule', future);
    expect(idsOf(scheduled)).toEqual([sooner.id, later.id]);
    expect(scheduled.json().dailyQuotes.dailyQuotes[0]).toMatchObject({ isScheduled: true });
    expect(idsOf(await filter('Schedule', past))).toEqual([]);

    expect(idsOf(await filter('PENDING', past))).toEqual([pending.id]);
    expect(idsOf(await filter('Rejected', past))).toEqual([rejected.id]);
  });

  it('orders pending quotes by creation and rejected quotes by their last change, newest first', async () => {
    const on = { scheduledDate: at(2002, 6, 1) };
    const first = await makeDailyQuote(t.db, { ...on, createdAt: hoursFromNow(-3) });
    const second = await makeDailyQuote(t.db, { ...on, createdAt: hoursFromNow(-2) });
    const range = 'fromDate=2002-06-01&endDate=2002-06-01';
    expect(idsOf(await filter('Pending', range))).toEqual([second.id, first.id]);

    const earlier = await makeDailyQuote(t.db, { ...on, status: 'Rejected', updatedAt: hoursFromNow(-5) });
    const later = await makeDailyQuote(t.db, { ...on, status: 'Rejected', updatedAt: hoursFromNow(-4) });
    expect(idsOf(await filter('Rejected', range))).toEqual([later.id, earlier.id]);
  });

  it('takes fromDate and endDate as whole days, both included', async () => {
    const first = await makeDailyQuote(t.db, { status: 'Published', scheduledDate: at(2003, 5, 1, 0, 0) });
    const last = await makeDailyQuote(t.db, { status: 'Published', scheduledDate: at(2003, 5, 3, 23, 59) });
    await makeDailyQuote(t.db, { status: 'Published', scheduledDate: at(2003, 5, 4, 0, 0) });
    await makeDailyQuote(t.db, { status: 'Published', scheduledDate: at(2003, 4, 30, 23, 59) });
    expect(idsOf(await filter('Published', 'fromDate=2003-05-01&endDate=2003-05-03'))).toEqual([last.id, first.id]);
    expect(idsOf(await filter('Published', 'fromDate=2003-05-03&endDate=2003-05-03'))).toEqual([last.id]);
  });

  it('takes days as today (1) or the last 7 or 15 days up to the end of today', async () => {
    const today = startOfDay(new Date());
    const make = (date: Date) => makeDailyQuote(t.db, { status: 'Rejected', scheduledDate: date });
    const laterToday = await make(addMinutes(today, 24 * 60 - 1));
    const earlyToday = await make(addMinutes(today, 1));
    const yesterday = await make(addMinutes(today, -1));
    const sixDaysAgo = await make(addMinutes(subDays(today, 6), 1));
    const justBeforeSeven = await make(addMinutes(subDays(today, 6), -1));
    const fourteenDaysAgo = await make(addMinutes(subDays(today, 14), 1));
    const justBeforeFifteen = await make(addMinutes(subDays(today, 14), -1));
    const all = [
      laterToday,
      earlyToday,
      yesterday,
      sixDaysAgo,
      justBeforeSeven,
      fourteenDaysAgo,
      justBeforeFifteen,
    ].map((q) => q.id);
    const listed = async (days: number) => {
      const ids: string[] = idsOf(await filter('Rejected', `days=${days}&limit=100`));
      return all.filter((id) => ids.includes(id));
    };
    expect(await listed(1)).toEqual(all.slice(0, 2));
    expect(await listed(7)).toEqual(all.slice(0, 4));
    expect(await listed(15)).toEqual(all.slice(0, 6));
  });

  it('pages 15 at a time by default', async () => {
    for (let i = 0; i < 17; i += 1) await makeDailyQuote(t.db, { scheduledDate: at(2004, 2, 1 + i) });
    const range = 'fromDate=2004-02-01&endDate=2004-02-29';
    const first = await filter('Pending', range);
    expect(first.json().dailyQuotes.dailyQuotes).toHaveLength(15);
    expect(first.json().dailyQuotes.pagination).toEqual({ totalPages: 2, totalRecords: 17, currentPage: 1, limit: 15 });
    const second = await filter('Pending', `${range}&page=2`);
    expect(second.json().dailyQuotes.dailyQuotes).toHaveLength(2);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(17);
    const small = await filter('Pending', `${range}&limit=5&page=4`);
    expect(small.json().dailyQuotes.pagination).toEqual({ totalPages: 4, totalRecords: 17, currentPage: 4, limit: 5 });
  });

  it.each([
    ['Published', 'fromDate=2024-01-01', 'Please select both dates'],
    ['Published', 'endDate=2024-01-01', 'Please select both dates'],
    ['Published', 'fromDate=2024-01-02&endDate=2024-01-01', 'To Date must be greater than or equal to From Date'],
    ['Published', 'fromDate=01/01/2024&endDate=2024-01-05', 'Enter a valid date (yyyy-MM-dd)'],
    ['Published', 'days=3', 'Days must be 1, 7 or 15'],
    ['Published', 'days=abc', 'Days must be 1, 7 or 15'],
    [
      'Published',
      'days=7&fromDate=2024-01-01&endDate=2024-01-02',
      'Choose either days or fromDate and endDate, not both',
    ],
    ['Trash', '', 'Status must be Pending, Published, Rejected or Schedule'],
    ['Pending', 'limit=101', undefined],
    ['Pending', 'page=0', undefined],
  ])('answers 400 for /%s?%s', async (status, query, message) => {
    const response = await filter(status, query);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toEqual({ message });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dailyQuotes/filter/Published' })).statusCode).toBe(401);
  });
});

describe('PUT /dailyQuotes/upload/:id', () => {
  const upload = async (id: string, content: Buffer, filename = 'quote.png', field = 'dailyQuoteImage') => {
    const body = await multipart({ [field]: { content, filename } });
    return t.request({
      method: 'PUT',
      url: `/api/dailyQuotes/upload/${id}`,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it.each([
    ['png', makePng, 'image/png'],
    ['jpg', makeJpegWithGps, 'image/jpeg'],
    ['gif', makeGif, 'image/gif'],
  ] as const)('stores a .%s with a WebP thumbnail', async (ext, make, contentType) => {
    const quote = await makeDailyQuote(t.db);
    const response = await upload(quote.id, await make(), `quote.${ext}`);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Image uploaded successfully',
      dailyQuoteMediaURL: expect.stringMatching(new RegExp(`/media/quotes/[0-9a-f-]{36}\\.${ext}$`)),
    });
    const got = (await t.request({ method: 'GET', url: `/api/dailyQuotes/get/${quote.id}` })).json().dailyQuotes;
    expect(got.dailyQuoteMediaURL).toBe(response.json().dailyQuoteMediaURL);
    const image = await t.app.inject({ method: 'GET', url: pathOf(got.dailyQuoteMediaURL) });
    expect(image.headers['content-type']).toBe(contentType);
    const thumbnail = await t.app.inject({ method: 'GET', url: pathOf(got.dailyQuoteThumbnailURL) });
    expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('webp');
  });

  it('replaces a previous image, keeping its files for a revert', async () => {
    const quote = await makeDailyQuote(t.db, { status: 'Published' });
    await upload(quote.id, await makePng());
    const first = (await t.request({ method: 'GET', url: `/api/dailyQuotes/get/${quote.id}` })).json().dailyQuotes;
    expect((await upload(quote.id, await makeGif(), 'quote.gif')).statusCode).toBe(201);
    await expectRetired(t, [first.dailyQuoteMediaURL, first.dailyQuoteThumbnailURL]);
  });

  describe('refuses, storing and changing nothing', () => {
    const refused = async (content: Buffer, filename: string, message: string) => {
      const quote = await makeDailyQuote(t.db);
      const before = await filesUnder(t.mediaDir);
      const response = await upload(quote.id, content, filename);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await storedQuote(quote.id)).toEqual(quote);
      expect(await filesUnder(t.mediaDir)).toEqual(before);
    };
    const typeMessage = 'Only .png, .jpg, .jpeg and .gif images are allowed';

    it('text named .png', async () => refused(Buffer.from('a quote, typed'), 'quote.png', typeMessage));
    it('a WebP image', async () =>
      refused(
        await sharp(await makePng())
          .webp()
          .toBuffer(),
        'quote.webp',
        typeMessage,
      ));
    it('an image over 2 MB', async () =>
      refused(padTo(await makePng(), 2.1 * 1024 * 1024 + 1), 'big.png', 'Image size should be less than 2MB'));
  });

  it('answers 400 "Image is required" when no file is sent', async () => {
    const quote = await makeDailyQuote(t.db);
    const body = await multipart({ note: 'no file' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/dailyQuotes/upload/${quote.id}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Image is required' });
  });

  it('refuses an image for a rejected quote with 409', async () => {
    const quote = await makeDailyQuote(t.db, { status: 'Rejected' });
    const before = await filesUnder(t.mediaDir);
    const response = await upload(quote.id, await makePng());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Rejected quotes cannot be edited' });
    expect(await filesUnder(t.mediaDir)).toEqual(before);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await upload(id, await makePng());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Quote not found' });
  });

  it('needs a token', async () => {
    const quote = await makeDailyQuote(t.db);
    const body = await multipart({ dailyQuoteImage: { content: await makePng(), filename: 'quote.png' } });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/dailyQuotes/upload/${quote.id}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});
