import fs from 'node:fs/promises';
import { format } from 'date-fns';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeAd } from './helpers/factories.js';
import { makeGif, makeJpegWithGps, makePng, multipart, padTo } from './helpers/files.js';
import { expectRetired } from './helpers/retired-media.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MB = 1024 * 1024;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The pickers' format, in the local time zone that the server also parses it in. */
const pickerTime = (date: Date) => format(date, 'yyyy-MM-dd HH:mm');
const minuteOf = (date: Date) => {
  const copy = new Date(date);
  copy.setSeconds(0, 0);
  return copy;
};

const adCount = async () => (await t.db.select({ value: count() }).from(ads))[0].value;
const storedAd = async (id: string) => (await t.db.select().from(ads).where(eq(ads.id, id)))[0];
const storedFiles = async () =>
  (await fs.readdir(t.mediaDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

const getAd = async (id: string) => {
  const response = await t.request({ method: 'GET', url: `/api/ads/get/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json().ads;
};

const listAds = async (status: string, query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/ads/filter/${status}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().ads as {
    ads: { adsID: string }[];
    totalPages: number;
    totalRecords: number;
    pagination: { totalPages: number; totalRecords: number; currentPage: number; limit: number };
  };
};

const upload = async (id: string, content: Buffer, filename = 'banner.png', contentType = 'image/png') => {
  const form = await multipart({ adsImage: { content, filename, contentType } });
  return t.request({ method: 'PUT', url: `/api/ads/upload/${id}`, ...form });
};

/** GETs a media URL from the app itself, by its path. */
const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('creating ads', () => {
  it('creates an ad from picker times with 201 and the new adsID', async () => {
    const start = hoursFromNow(1);
    const expiry = hoursFromNow(24 * 3);
    const response = await t.request({
      method: 'POST',
      url: '/api/ads/create',
      payload: { adsTitle: '  Monsoon sale ', startDateTime: pickerTime(start), expiryDateTime: pickerTime(expiry) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Ad Added successfully', adsID: expect.any(String) });

    const ad = await getAd(response.json().adsID);
    expect(ad).toEqual({
      adsID: response.json().adsID,
      adsTitle: 'Monsoon sale',
      adsImageURL: null,
      adsThumbnailURL: null,
      startDateTime: minuteOf(start).toISOString(),
      expiryDateTime: minuteOf(expiry).toISOString(),
      adStatus: 'Active',
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it('accepts ISO date-times and a start in the current minute', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/ads/create',
      payload: {
        adsTitle: 'Now showing',
        startDateTime: new Date().toISOString(),
        expiryDateTime: hoursFromNow(2).toISOString(),
      },
    });
    expect(response.statusCode).toBe(201);
  });

  const valid = {
    adsTitle: 'Title',
    startDateTime: pickerTime(hoursFromNow(1)),
    expiryDateTime: pickerTime(hoursFromNow(5)),
  };
  it.each([
    ['no title', { ...valid, adsTitle: undefined }, 'Title is required'],
    ['a blank title', { ...valid, adsTitle: '  ' }, 'Title is required'],
    ['a 101-character title', { ...valid, adsTitle: 'x'.repeat(101) }, 'Maximum 100 characters allowed'],
    ['no start', { ...valid, startDateTime: undefined }, 'Start date must be selected first'],
    [
      'an unreadable start',
      { ...valid, startDateTime: '31/12/2030 10:00' },
      'Enter a valid date and time (yyyy-MM-dd HH:mm)',
    ],
    [
      'a start in the past',
      { ...valid, startDateTime: pickerTime(hoursFromNow(-1)) },
      'Start date cannot be in the past',
    ],
    ['no end', { ...valid, expiryDateTime: undefined }, 'End date is required'],
    [
      'an end before the start',
      { ...valid, expiryDateTime: pickerTime(hoursFromNow(0.5)) },
      'End date must be after start date',
    ],
    [
      'an end equal to the start',
      { ...valid, expiryDateTime: valid.startDateTime },
      'End date must be after start date',
    ],
  ])('refuses %s with the spec message and creates nothing', async (_case, payload, message) => {
    const before = await adCount();
    const response = await t.request({ method: 'POST', url: '/api/ads/create', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await adCount()).toBe(before);
  });
});

describe('listing ads', () => {
  it('splits running (including not yet started) from expired at query time, newest first', async () => {
    const started = await makeAd(t.db, { title: 'Started', startAt: hoursFromNow(-48), expiryAt: hoursFromNow(48) });
    const upcoming = await makeAd(t.db, { title: 'Upcoming', startAt: hoursFromNow(24), expiryAt: hoursFromNow(72) });
    const expired = await makeAd(t.db, { title: 'Expired', startAt: hoursFromNow(-96), expiryAt: hoursFromNow(-50) });
    const justExpired = await makeAd(t.db, {
      title: 'Just expired',
      startAt: hoursFromNow(-96),
      expiryAt: new Date(Date.now() - 1000),
    });

    const running = (await listAds('running', '?limit=100')).ads.map((ad) => ad.adsID);
    expect(running).toEqual(expect.arrayContaining([started.id, upcoming.id]));
    expect(running).not.toContain(expired.id);
    expect(running).not.toContain(justExpired.id);
    expect(running.indexOf(upcoming.id)).toBeLessThan(running.indexOf(started.id));

    const expiredIds = (await listAds('EXPIRED', '?limit=100')).ads.map((ad) => ad.adsID);
    expect(expiredIds).toEqual(expect.arrayContaining([expired.id, justExpired.id]));
    expect(expiredIds).not.toContain(started.id);
    expect(expiredIds).not.toContain(upcoming.id);
    expect(expiredIds.indexOf(justExpired.id)).toBeLessThan(expiredIds.indexOf(expired.id));
  });

  it('lists full ad records', async () => {
    const ad = await makeAd(t.db, { title: 'Full record', startAt: hoursFromNow(-1), expiryAt: hoursFromNow(1000) });
    const listed = (await listAds('Running', '?limit=100')).ads.find((item) => item.adsID === ad.id);
    expect(listed).toEqual({
      adsID: ad.id,
      adsTitle: 'Full record',
      adsImageURL: null,
      adsThumbnailURL: null,
      startDateTime: ad.startAt.toISOString(),
      expiryDateTime: ad.expiryAt.toISOString(),
      adStatus: 'Active',
      createdAt: ad.createdAt.toISOString(),
      updatedAt: ad.updatedAt.toISOString(),
    });
  });

  it('pages 15 by default and reports totalPages and totalRecords both at the top and in pagination', async () => {
    const before = (await listAds('expired')).totalRecords;
    for (let i = 0; i < 17; i += 1) {
      await makeAd(t.db, { startAt: hoursFromNow(-500 - i), expiryAt: hoursFromNow(-400 - i) });
    }
    const total = before + 17;

    const first = await listAds('expired');
    expect(first.ads).toHaveLength(15);
    expect(first.totalRecords).toBe(total);
    expect(first.totalPages).toBe(Math.ceil(total / 15));
    expect(first.pagination).toEqual({
      totalPages: Math.ceil(total / 15),
      totalRecords: total,
      currentPage: 1,
      limit: 15,
    });

    const last = await listAds('expired', `?page=${Math.ceil(total / 15)}`);
    expect(last.ads).toHaveLength(total - 15 * (Math.ceil(total / 15) - 1));
    expect(last.pagination.currentPage).toBe(Math.ceil(total / 15));

    const small = await listAds('expired', '?page=2&limit=4');
    expect(small.ads).toHaveLength(4);
    expect(small.pagination).toEqual({
      totalPages: Math.ceil(total / 4),
      totalRecords: total,
      currentPage: 2,
      limit: 4,
    });
    expect(small.ads.map((ad) => ad.adsID)).toEqual(first.ads.slice(4, 8).map((ad) => ad.adsID));
  });

  it.each(['active', 'Pending', 'all'])('answers 400 for filter status %s', async (status) => {
    const response = await t.request({ method: 'GET', url: `/api/ads/filter/${status}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Status must be running or expired' });
  });
});

describe('editing ads', () => {
  it('updates every field with 200 and the full ad', async () => {
    const ad = await makeAd(t.db, { startAt: hoursFromNow(2), expiryAt: hoursFromNow(10) });
    const start = hoursFromNow(3);
    const expiry = hoursFromNow(30);
    const response = await t.request({
      method: 'PUT',
      url: `/api/ads/update/${ad.id}`,
      payload: { adsTitle: ' Diwali offers ', startDateTime: pickerTime(start), expiryDateTime: expiry.toISOString() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Ad Updated successfully',
      ads: {
        adsID: ad.id,
        adsTitle: 'Diwali offers',
        adsImageURL: null,
        adsThumbnailURL: null,
        startDateTime: minuteOf(start).toISOString(),
        expiryDateTime: expiry.toISOString(),
        adStatus: 'Active',
        createdAt: ad.createdAt.toISOString(),
        updatedAt: expect.stringMatching(ISO),
      },
    });
    expect(await getAd(ad.id)).toEqual(response.json().ads);
  });

  it('keeps stored values for fields left out, including a start that is already past', async () => {
    const ad = await makeAd(t.db, { title: 'Old title', startAt: hoursFromNow(-24), expiryAt: hoursFromNow(24) });
    const response = await t.request({
      method: 'PUT',
      url: `/api/ads/update/${ad.id}`,
      payload: { adsTitle: 'New title' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().ads).toMatchObject({
      adsTitle: 'New title',
      startDateTime: ad.startAt.toISOString(),
      expiryDateTime: ad.expiryAt.toISOString(),
    });
  });

  it('accepts an unchanged past start sent back in picker format', async () => {
    const ad = await makeAd(t.db, { startAt: hoursFromNow(-5), expiryAt: hoursFromNow(5) });
    const response = await t.request({
      method: 'PUT',
      url: `/api/ads/update/${ad.id}`,
      payload: {
        adsTitle: 'Same start',
        startDateTime: pickerTime(ad.startAt),
        expiryDateTime: pickerTime(hoursFromNow(6)),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().ads.startDateTime).toBe(ad.startAt.toISOString());
  });

  it.each([
    [
      'a start changed to the past',
      { startDateTime: pickerTime(hoursFromNow(-2)) },
      'You cannot select a past date or time.',
    ],
    ['a blank title', { adsTitle: ' ' }, 'Title is required'],
    ['a 101-character title', { adsTitle: 'x'.repeat(101) }, 'Maximum 100 characters allowed'],
    ['a blank start', { startDateTime: '' }, 'Start date must be selected first'],
    ['an unreadable end', { expiryDateTime: 'tomorrow' }, 'Enter a valid date and time (yyyy-MM-dd HH:mm)'],
    [
      'an end before the stored start',
      { expiryDateTime: pickerTime(hoursFromNow(-30)) },
      'End date must be after start date',
    ],
    [
      'a start after the stored end',
      { startDateTime: pickerTime(hoursFromNow(100)) },
      'End date must be after start date',
    ],
  ])('refuses %s and changes nothing', async (_case, payload, message) => {
    const ad = await makeAd(t.db, { startAt: hoursFromNow(-24), expiryAt: hoursFromNow(24) });
    const before = await getAd(ad.id);
    const response = await t.request({ method: 'PUT', url: `/api/ads/update/${ad.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await getAd(ad.id)).toEqual(before);
  });

  it('toggles the status with the spec messages and refuses other statuses', async () => {
    const ad = await makeAd(t.db);
    const url = `/api/ads/status/${ad.id}`;
    const inactive = await t.request({ method: 'PUT', url, payload: { adStatus: 'Inactive' } });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json()).toEqual({
      message: 'Ad is Inactive',
      ads: { ...(await getAd(ad.id)), adStatus: 'Inactive' },
    });

    const invalid = await t.request({ method: 'PUT', url, payload: { adStatus: 'Expired' } });
    expect(invalid.statusCode).toBe(400);
    expect((await getAd(ad.id)).adStatus).toBe('Inactive');

    const active = await t.request({ method: 'PUT', url, payload: { adStatus: 'Active' } });
    expect(active.statusCode).toBe(200);
    expect(active.json().message).toBe('Ad is Active');
    expect(active.json().ads.adStatus).toBe('Active');
  });
});

describe('ad images', () => {
  it('stores a PNG with 201, serves it back as image/png without EXIF, with a thumbnail', async () => {
    const ad = await makeAd(t.db);
    const response = await upload(ad.id, await makePng(320, 200));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Image uploaded successfully',
      adsImageURL: expect.stringMatching(/^http/),
    });

    const { adsImageURL } = response.json();
    const served = await fetchMedia(adsImageURL);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 320, height: 200 });
    expect(metadata.exif).toBeUndefined();

    const stored = await getAd(ad.id);
    expect(stored.adsImageURL).toBe(adsImageURL);
    const thumbnail = await fetchMedia(stored.adsThumbnailURL);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it("records the upload in the ad's history: the image and its thumbnail before and after", async () => {
    const ad = await makeAd(t.db);
    const { adsImageURL } = (await upload(ad.id, await makePng())).json();
    const history = await t.request({ method: 'GET', url: `/api/audit?recordId=${ad.id}` });
    expect(history.statusCode).toBe(200);
    const [entry] = history.json().audit.entries;
    expect(entry).toMatchObject({ action: 'upload', resource: 'ads', recordIds: [ad.id] });
    expect(entry.changes).toEqual([
      { field: 'adsImageURL', before: null, after: adsImageURL },
      { field: 'adsThumbnailURL', before: null, after: (await getAd(ad.id)).adsThumbnailURL },
    ]);
  });

  it('replaces the image, keeping the old files for a revert, and strips GPS from a JPEG', async () => {
    const ad = await makeAd(t.db);
    const first = (await upload(ad.id, await makePng())).json().adsImageURL;
    const firstThumbnail = (await getAd(ad.id)).adsThumbnailURL;
    const filesBefore = await storedFiles();

    const jpeg = await makeJpegWithGps();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(ad.id, jpeg, 'photo.jpeg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const { adsImageURL } = response.json();
    expect(adsImageURL).not.toBe(first);

    const served = await fetchMedia(adsImageURL);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();

    await expectRetired(t, [first, firstThumbnail]);
    expect(await storedFiles()).toBe(filesBefore + 2);
  });

  it('refuses an image over 2 MB and stores nothing', async () => {
    const ad = await makeAd(t.db);
    const filesBefore = await storedFiles();
    const response = await upload(ad.id, padTo(await makePng(), 2.2 * MB));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Image size should be less than 2MB' });
    expect((await storedAd(ad.id)).imageKey).toBeNull();
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('accepts an image just under the limit', async () => {
    const ad = await makeAd(t.db);
    const response = await upload(ad.id, padTo(await makePng(), 2 * MB));
    expect(response.statusCode).toBe(201);
  });

  it('refuses a text file named .png and stores nothing', async () => {
    const ad = await makeAd(t.db);
    const filesBefore = await storedFiles();
    const response = await upload(
      ad.id,
      Buffer.from('this is not an image, only text pretending to be one\n'.repeat(20)),
      'x.png',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only .png, .jpg and .jpeg images are allowed' });
    expect((await storedAd(ad.id)).imageKey).toBeNull();
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('refuses a GIF, which ads do not accept', async () => {
    const ad = await makeAd(t.db);
    const response = await upload(ad.id, await makeGif(), 'x.gif', 'image/gif');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only .png, .jpg and .jpeg images are allowed' });
  });

  it('answers 400 Image is required when no file is sent', async () => {
    const ad = await makeAd(t.db);
    const form = await multipart({ note: 'no file here' });
    const response = await t.request({ method: 'PUT', url: `/api/ads/upload/${ad.id}`, ...form });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Image is required' });
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for an upload to unknown id %s and stores nothing', async (id) => {
    const filesBefore = await storedFiles();
    const response = await upload(id, await makePng());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ad not found' });
    expect(await storedFiles()).toBe(filesBefore);
  });
});

describe('unknown ads and tokens', () => {
  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for unknown id %s', async (id) => {
    for (const [method, url, payload] of [
      ['GET', `/api/ads/get/${id}`, undefined],
      ['PUT', `/api/ads/update/${id}`, { adsTitle: 'Anything' }],
      ['PUT', `/api/ads/status/${id}`, { adStatus: 'Active' }],
    ] as const) {
      const response = await t.request({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Ad not found' });
    }
  });

  it('needs a token', async () => {
    const ad = await makeAd(t.db);
    for (const [method, url] of [
      ['GET', '/api/ads/filter/running'],
      ['POST', '/api/ads/create'],
      ['GET', `/api/ads/get/${ad.id}`],
      ['PUT', `/api/ads/upload/${ad.id}`],
      ['PUT', `/api/ads/update/${ad.id}`],
      ['PUT', `/api/ads/status/${ad.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
