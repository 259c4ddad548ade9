import { format } from 'date-fns';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shorts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeCategory, makeReporter, makeShort } from './helpers/factories.js';
import { makePng, multipart, padTo } from './helpers/files.js';
import { filesUnder, makeTestVideos, truncatedMp4, type TestVideos } from './helpers/videos.js';
import { expectRetired } from './helpers/retired-media.js';

let t: TestApp;
let videos: TestVideos;
beforeAll(async () => {
  [t, videos] = await Promise.all([createTestApp(), makeTestVideos()]);
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MB = 1024 * 1024;
const minute = (date: Date) => format(date, 'yyyy-MM-dd HH:mm');
const shortCount = async () => (await t.db.select({ value: count() }).from(shorts))[0].value;
const storedShort = async (id: string) => (await t.db.select().from(shorts).where(eq(shorts.id, id)))[0];
const shortCategory = () => makeCategory(t.db, 'short');
const pathOf = (url: string) => new URL(url).pathname;

const filter = (status: string, query = '') =>
  t.request({ method: 'GET', url: `/api/shorts/filter/${status}?${query}` });
const idsOf = (response: Awaited<ReturnType<typeof filter>>) =>
  response.json().shorts.shortsData.map((short: { shortID: string }) => short.shortID);

const upload = async (id: string, content: Buffer, filename = 'clip.mp4', field = 'shortVideo') => {
  const body = await multipart({ [field]: { content, filename } });
  return t.request({ method: 'PUT', url: `/api/shorts/upload/${id}`, payload: body.payload, headers: body.headers });
};

describe('POST /shorts/create', () => {
  it('creates a pending short reported by the calling admin and returns 201 with its id', async () => {
    const category = await shortCategory();
    const before = Date.now();
    const response = await t.request({
      method: 'POST',
      url: '/api/shorts/create',
      payload: { shortCategory: category.id },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Short Video Added successfully', shortID: expect.any(String) });

    const got = await t.request({ method: 'GET', url: `/api/shorts/get/${response.json().shortID}` });
    expect(got.statusCode).toBe(200);
    const short = got.json().shorts;
    expect(short).toEqual({
      shortID: response.json().shortID,
      shortVideoURL: null,
      shortPosterURL: null,
      shortDurationSeconds: null,
      shortCategory: { shortCategoryID: category.id, shortCategoryName: category.name },
      shortPostedOn: expect.any(String),
      shortStatus: 'Pending',
      isScheduled: false,
      shortReportedDetails: {
        roleID: t.admin.id,
        firstName: t.admin.firstName,
        lastName: t.admin.lastName,
        email: t.admin.email,
        mobileNumber: t.admin.mobileNumber,
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Date.parse(short.shortPostedOn)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(short.shortPostedOn)).toBeLessThanOrEqual(Date.now());
  });

  it('creates a scheduled short for a reporter at a given time', async () => {
    const category = await shortCategory();
    const reporter = await makeReporter(t.db);
    const when = hoursFromNow(30);
    const response = await t.request({
      method: 'POST',
      url: '/api/shorts/create',
      payload: {
        shortCategory: category.id,
        shortReportedDetails: reporter.id,
        shortPostedOn: minute(when),
        shortStatus: 'Published',
      },
    });
    expect(response.statusCode).toBe(201);
    const short = (await t.request({ method: 'GET', url: `/api/shorts/get/${response.json().shortID}` })).json().shorts;
    expect(short).toMatchObject({
      shortStatus: 'Published',
      isScheduled: true,
      shortReportedDetails: { roleID: reporter.id },
    });
    expect(minute(new Date(short.shortPostedOn))).toBe(minute(when));
  });

  it.each([
    ['shortCategory', undefined, 'Category is required'],
    ['shortCategory', '  ', 'Category is required'],
    ['shortPostedOn', '2020-01-01 10:00', 'You cannot select a past date or time.'],
    ['shortPostedOn', 'tomorrow', 'Enter a valid date and time (yyyy-MM-dd HH:mm)'],
    ['shortCategory', UNKNOWN_ID, 'Category not found'],
    ['shortCategory', 'not-an-id', 'Category not found'],
    ['shortReportedDetails', UNKNOWN_ID, 'Reporter not found'],
    ['shortReportedDetails', 'not-an-id', 'Reporter not found'],
  ])('refuses %s=%j with 400 %j and creates nothing', async (field, value, message) => {
    const body: Record<string, unknown> = { shortCategory: (await shortCategory()).id };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const before = await shortCount();
    const response = await t.request({ method: 'POST', url: '/api/shorts/create', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await shortCount()).toBe(before);
  });

  it('refuses a category of another kind as not found', async () => {
    const postCategory = await makeCategory(t.db, 'post');
    const response = await t.request({
      method: 'POST',
      url: '/api/shorts/create',
      payload: { shortCategory: postCategory.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Category not found' });
  });

  it('refuses a creation status other than Pending or Published', async () => {
    const before = await shortCount();
    const response = await t.request({
      method: 'POST',
      url: '/api/shorts/create',
      payload: { shortCategory: (await shortCategory()).id, shortStatus: 'Rejected' },
    });
    expect(response.statusCode).toBe(400);
    expect(await shortCount()).toBe(before);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shorts/create',
      payload: { shortCategory: UNKNOWN_ID },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /shorts/get/:id', () => {
  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await t.request({ method: 'GET', url: `/api/shorts/get/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Short Video not found' });
  });

  it('needs a token', async () => {
    const short = await makeShort(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/shorts/get/${short.id}` })).statusCode).toBe(401);
  });
});

describe('PUT /shorts/update/:id', () => {
  it('changes only the fields given and answers with the short', async () => {
    const short = await makeShort(t.db, { status: 'Published', postedOn: hoursFromNow(-5) });
    const category = await shortCategory();
    const response = await t.request({
      method: 'PUT',
      url: `/api/shorts/update/${short.id}`,
      payload: { shortCategory: category.id, shortPostedOn: minute(short.postedOn) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Short Video Updated successfully',
      shorts: {
        shortID: short.id,
        shortCategory: { shortCategoryID: category.id, shortCategoryName: category.name },
        shortStatus: 'Published',
        isScheduled: false,
        shortReportedDetails: { roleID: short.reporterId },
      },
    });
    // The edit form sends the stored past time back to the minute: not a change, so not refused as past.
    expect((await storedShort(short.id)).postedOn.getTime()).toBe(short.postedOn.getTime());
  });

  it('moves a short to another reporter, a future time and Published', async () => {
    const short = await makeShort(t.db);
    const reporter = await makeReporter(t.db);
    const when = hoursFromNow(12);
    const response = await t.request({
      method: 'PUT',
      url: `/api/shorts/update/${short.id}`,
      payload: { shortReportedDetails: reporter.id, shortPostedOn: when.toISOString(), shortStatus: 'Published' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().shorts).toMatchObject({
      shortReportedDetails: { roleID: reporter.id },
      shortStatus: 'Published',
      isScheduled: true,
      shortPostedOn: when.toISOString(),
    });
  });

  it.each([
    [{ shortCategory: '' }, 'Category is required'],
    [{ shortPostedOn: '2020-01-01 10:00' }, 'You cannot select a past date or time.'],
    [{ shortPostedOn: '31/12/2030' }, 'Enter a valid date and time (yyyy-MM-dd HH:mm)'],
    [{ shortCategory: UNKNOWN_ID }, 'Category not found'],
    [{ shortReportedDetails: UNKNOWN_ID }, 'Reporter not found'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const short = await makeShort(t.db);
    const response = await t.request({ method: 'PUT', url: `/api/shorts/update/${short.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedShort(short.id)).toEqual(short);
  });

  it('refuses to edit a rejected short with 409', async () => {
    const short = await makeShort(t.db, { status: 'Rejected' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/shorts/update/${short.id}`,
      payload: { shortPostedOn: minute(hoursFromNow(3)) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Rejected short videos cannot be edited' });
    expect(await storedShort(short.id)).toEqual(short);
  });

  it('refuses to move a published short back to Pending with 409', async () => {
    const short = await makeShort(t.db, { status: 'Published' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/shorts/update/${short.id}`,
      payload: { shortStatus: 'Pending' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Published short videos cannot be moved back to Pending' });
    expect(await storedShort(short.id)).toEqual(short);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await t.request({ method: 'PUT', url: `/api/shorts/update/${id}`, payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Short Video not found' });
  });
});

describe('PUT /shorts/status/:id', () => {
  const setStatus = (id: string, payload: object) =>
    t.request({ method: 'PUT', url: `/api/shorts/status/${id}`, payload });

  it('publishes a pending short, then rejects it', async () => {
    const short = await makeShort(t.db);
    const published = await setStatus(short.id, { shortStatus: 'Published' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      message: 'Short Video status Updated successfully',
      updatedCount: 1,
      shorts: { shortID: short.id, shortStatus: 'Published' },
    });
    const rejected = await setStatus(short.id, { shortStatus: 'Rejected' });
    expect(rejected.json()).toMatchObject({ updatedCount: 1, shorts: { shortStatus: 'Rejected' } });
    expect((await storedShort(short.id)).status).toBe('Rejected');
  });

  it('treats a move to the current status as a no-op', async () => {
    const short = await makeShort(t.db, { status: 'Published' });
    const response = await setStatus(short.id, { shortStatus: 'Published' });
    expect(response.statusCode).toBe(200);
    expect(response.json().updatedCount).toBe(0);
    expect(await storedShort(short.id)).toEqual(short);
  });

  it('refuses to publish a rejected short with 409', async () => {
    const short = await makeShort(t.db, { status: 'Rejected' });
    const response = await setStatus(short.id, { shortStatus: 'Published' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Rejected short videos cannot be published' });
    expect(await storedShort(short.id)).toEqual(short);
  });

  it.each([{ shortStatus: 'Pending' }, { shortStatus: 'published' }, {}])('refuses %j with 400', async (payload) => {
    const short = await makeShort(t.db);
    const response = await setStatus(short.id, payload);
    expect(response.statusCode).toBe(400);
    expect(await storedShort(short.id)).toEqual(short);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await setStatus(id, { shortStatus: 'Rejected' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Short Video not found' });
  });
});

describe('GET /shorts/filter/:status', () => {
  it('splits Published (time passed) from Schedule (time to come) and flags scheduled shorts', async () => {
    const category = await shortCategory();
    const on = { categoryId: category.id };
    const older = await makeShort(t.db, { ...on, status: 'Published', postedOn: hoursFromNow(-10) });
    const newer = await makeShort(t.db, { ...on, status: 'Published', postedOn: hoursFromNow(-1) });
    const later = await makeShort(t.db, { ...on, status: 'Published', postedOn: hoursFromNow(30) });
    const soon = await makeShort(t.db, { ...on, status: 'Published', postedOn: hoursFromNow(2) });
    const pending = await makeShort(t.db, { ...on, status: 'Pending', postedOn: hoursFromNow(5) });
    const rejected = await makeShort(t.db, { ...on, status: 'Rejected' });

    const published = await filter('Published', `category=${category.id}`);
    expect(published.statusCode).toBe(200);
    expect(idsOf(published)).toEqual([newer.id, older.id]);
    expect(published.json().shorts.shortsData.every((short: { isScheduled: boolean }) => !short.isScheduled)).toBe(
      true,
    );

    const scheduled = await filter('schedule', `category=${category.id}`);
    expect(idsOf(scheduled)).toEqual([soon.id, later.id]);
    expect(scheduled.json().shorts.shortsData.every((short: { isScheduled: boolean }) => short.isScheduled)).toBe(true);

    expect(idsOf(await filter('PENDING', `category=${category.id}`))).toEqual([pending.id]);
    expect(idsOf(await filter('Rejected', `category=${category.id}`))).toEqual([rejected.id]);
  });

  it('orders pending shorts by creation and rejected shorts by their last change, newest first', async () => {
    const category = await shortCategory();
    const first = await makeShort(t.db, { categoryId: category.id, createdAt: hoursFromNow(-3) });
    const second = await makeShort(t.db, { categoryId: category.id, createdAt: hoursFromNow(-2) });
    expect(idsOf(await filter('Pending', `category=${category.id}`))).toEqual([second.id, first.id]);

    const earlier = await makeShort(t.db, { categoryId: category.id, status: 'Rejected', updatedAt: hoursFromNow(-5) });
    const later = await makeShort(t.db, { categoryId: category.id, status: 'Rejected', updatedAt: hoursFromNow(-4) });
    expect(idsOf(await filter('Rejected', `category=${category.id}`))).toEqual([later.id, earlier.id]);
  });

  it('filters by category', async () => {
    const [a, b] = [await shortCategory(), await shortCategory()];
    const inA = await makeShort(t.db, { categoryId: a.id, createdAt: hoursFromNow(-1) });
    const inB = await makeShort(t.db, { categoryId: b.id, createdAt: hoursFromNow(-2) });
    expect(idsOf(await filter('Pending', `category=${a.id}`))).toEqual([inA.id]);
    expect(idsOf(await filter('Pending', `category=${a.id},${b.id}`))).toEqual([inA.id, inB.id]);
    expect(idsOf(await filter('Pending', `category=${UNKNOWN_ID}`))).toEqual([]);
  });

  it('pages 10 at a time for published, pending and scheduled, 15 for rejected', async () => {
    const category = await shortCategory();
    const on = { categoryId: category.id };
    for (let i = 0; i < 17; i += 1) {
      await makeShort(t.db, { ...on, status: 'Published', postedOn: hoursFromNow(-1 - i) });
      await makeShort(t.db, { ...on, status: 'Published', postedOn: hoursFromNow(1 + i) });
      await makeShort(t.db, { ...on, status: 'Pending' });
      await makeShort(t.db, { ...on, status: 'Rejected' });
    }
    for (const [status, limit, secondPage] of [
      ['Published', 10, 7],
      ['Schedule', 10, 7],
      ['Pending', 10, 7],
      ['Rejected', 15, 2],
    ] as const) {
      const first = await filter(status, `category=${category.id}`);
      expect(first.json().shorts.shortsData, status).toHaveLength(limit);
      expect(first.json().shorts.pagination).toEqual({ totalPages: 2, totalRecords: 17, currentPage: 1, limit });
      const second = await filter(status, `category=${category.id}&page=2`);
      expect(second.json().shorts.shortsData, status).toHaveLength(secondPage);
      expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(17);
    }
    const small = await filter('Rejected', `category=${category.id}&limit=4&page=5`);
    expect(small.json().shorts.shortsData).toHaveLength(1);
    expect(small.json().shorts.pagination).toEqual({ totalPages: 5, totalRecords: 17, currentPage: 5, limit: 4 });
  });

  it.each([
    ['Trash', '', 'Status must be Pending, Published, Rejected or Schedule'],
    ['Pending', 'category=abc', 'Invalid category id'],
    ['Pending', 'limit=101', undefined],
    ['Pending', 'page=0', undefined],
  ])('answers 400 for /%s?%s', async (status, query, message) => {
    const response = await filter(status, query);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toEqual({ message });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/shorts/filter/Published' })).statusCode).toBe(401);
  });
});

describe('PUT /shorts/upload/:id', () => {
  it.each(['mp4', 'webm', 'mov', 'avi', 'mkv'] as const)(
    'stores a real .%s, its poster frame and its duration, and serves the video',
    async (ext) => {
      const short = await makeShort(t.db);
      const response = await upload(short.id, videos[ext], `clip.${ext}`);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        message: 'File Uploaded successfully',
        shortVideoURL: expect.stringMatching(new RegExp(`/media/shorts/[0-9a-f-]{36}\\.${ext}$`)),
        shortPosterURL: expect.stringMatching(/\/media\/shorts\/[0-9a-f-]{36}-poster\.jpg$/),
        shortDurationSeconds: 1,
      });

      const got = (await t.request({ method: 'GET', url: `/api/shorts/get/${short.id}` })).json().shorts;
      expect(got).toMatchObject({
        shortVideoURL: body.shortVideoURL,
        shortPosterURL: body.shortPosterURL,
        shortDurationSeconds: 1,
      });

      const video = await t.app.inject({ method: 'GET', url: pathOf(body.shortVideoURL) });
      expect(video.statusCode).toBe(200);
      expect(video.rawPayload.equals(videos[ext])).toBe(true);
      expect(video.headers['content-type']).toMatch(/^video\//);

      const poster = await t.app.inject({ method: 'GET', url: pathOf(body.shortPosterURL) });
      expect(poster.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 64 });
    },
  );

  it('serves byte ranges of an uploaded video so players can seek', async () => {
    const short = await makeShort(t.db);
    const { shortVideoURL } = (await upload(short.id, videos.mp4)).json();
    const size = videos.mp4.length;

    const middle = await t.app.inject({
      method: 'GET',
      url: pathOf(shortVideoURL),
      headers: { range: 'bytes=100-299' },
    });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-299/${size}`);
    expect(middle.headers['content-type']).toBe('video/mp4');
    expect(middle.headers['accept-ranges']).toBe('bytes');
    expect(middle.rawPayload.equals(videos.mp4.subarray(100, 300))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url: pathOf(shortVideoURL), headers: { range: 'bytes=-50' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(videos.mp4.subarray(size - 50))).toBe(true);

    const beyond = await t.app.inject({
      method: 'GET',
      url: pathOf(shortVideoURL),
      headers: { range: `bytes=${size}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('replaces a previous video, keeping its files for a revert', async () => {
    const short = await makeShort(t.db, { status: 'Published' });
    const first = (await upload(short.id, videos.mp4)).json();
    const second = await upload(short.id, videos.webm, 'clip.webm');
    expect(second.statusCode).toBe(201);
    await expectRetired(t, [first.shortVideoURL, first.shortPosterURL]);
    expect((await storedShort(short.id)).videoKey).toMatch(/\.webm$/);
  });

  it('accepts a video of exactly 10 MB', async () => {
    const short = await makeShort(t.db);
    const response = await upload(short.id, padTo(videos.mp4, 10 * MB));
    expect(response.statusCode).toBe(201);
  });

  describe('refuses, storing and changing nothing', () => {
    const refused = async (
      content: Buffer,
      filename: string,
      status: number,
      message: string,
      field = 'shortVideo',
    ) => {
      const short = await makeShort(t.db);
      const before = await filesUnder(t.mediaDir);
      const response = await upload(short.id, content, filename, field);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
      expect(await storedShort(short.id)).toEqual(short);
      expect(await filesUnder(t.mediaDir)).toEqual(before);
    };
    const typeMessage = 'Only .mp4, .mov, .avi, .webm and .mkv videos are allowed';
    const unreadable = 'The video could not be read; upload a valid .mp4, .mov, .avi, .webm or .mkv file';

    it('a PNG named .mp4', async () => refused(await makePng(), 'clip.mp4', 400, typeMessage));
    it('text named .webm', async () => refused(Buffer.from('not a video at all'), 'clip.webm', 400, typeMessage));
    it('an empty file', async () => refused(Buffer.alloc(0), 'clip.mp4', 400, typeMessage));
    it('an MP4 header followed by noise', async () => refused(truncatedMp4(videos.mp4), 'clip.mp4', 400, unreadable));
    it('an MP4 with sound but no picture', async () => refused(videos.audioOnlyMp4, 'song.mp4', 400, unreadable));
    it('a video over 10 MB', async () =>
      refused(padTo(videos.mp4, 10 * MB + 1), 'big.mp4', 400, 'Video size should be 10MB or less'));
    it('a video under another field name', async () =>
      refused(videos.mp4, 'clip.mp4', 400, 'Unexpected file field video', 'video'));
  });

  it('answers 400 "Video is required" when no file is sent', async () => {
    const short = await makeShort(t.db);
    const body = await multipart({ note: 'no file' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/shorts/upload/${short.id}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Video is required' });
  });

  it('refuses a video for a rejected short with 409 and stores nothing', async () => {
    const short = await makeShort(t.db, { status: 'Rejected' });
    const before = await filesUnder(t.mediaDir);
    const response = await upload(short.id, videos.mp4);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Rejected short videos cannot be edited' });
    expect(await filesUnder(t.mediaDir)).toEqual(before);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await upload(id, videos.mp4);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Short Video not found' });
  });

  it('needs a token', async () => {
    const short = await makeShort(t.db);
    const body = await multipart({ shortVideo: { content: videos.mp4, filename: 'clip.mp4' } });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/shorts/upload/${short.id}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});
