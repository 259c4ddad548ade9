import fs from 'node:fs/promises';
import path from 'node:path';
import { format } from 'date-fns';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeCategory, makeLanguage, makePost, makeReporter } from './helpers/factories.js';
import { makeJpegWithGps, makePng, multipart, padTo } from './helpers/files.js';
import { expectRetired } from './helpers/retired-media.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const minute = (date: Date) => format(date, 'yyyy-MM-dd HH:mm');
const postCount = async () => (await t.db.select({ value: count() }).from(posts))[0].value;
const storedPost = async (id: string) => (await t.db.select().from(posts).where(eq(posts.id, id)))[0];

/** A fresh category and language, so list assertions see only this test's posts. */
const isolated = async () => ({ category: await makeCategory(t.db), language: await makeLanguage(t.db) });

const validBody = async () => {
  const { category, language } = await isolated();
  return {
    postTitle: 'Bridge repairs finish ahead of schedule',
    postDescription: 'The old river bridge reopens to traffic on Friday, two weeks early.',
    postLocationDetails: 'Mangaluru',
    postCategory: category.id,
    postLanguage: language.id,
  };
};

const filter = (status: string, query = '') =>
  t.request({ method: 'GET', url: `/api/posts/filter/${status}?${query}` });
const idsOf = (response: Awaited<ReturnType<typeof filter>>) =>
  response.json().posts.postsData.map((post: { postID: string }) => post.postID);

describe('POST /posts/create', () => {
  it('creates a pending post reported by the calling admin and returns 201 with its id', async () => {
    const body = await validBody();
    const before = Date.now();
    const response = await t.request({
      method: 'POST',
      url: '/api/posts/create',
      payload: { ...body, postTitle: '  Padded  ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Post Added successfully', postID: expect.any(String) });

    const got = await t.request({ method: 'GET', url: `/api/posts/get/${response.json().postID}` });
    expect(got.statusCode).toBe(200);
    const post = got.json().posts;
    expect(post).toEqual({
      postID: response.json().postID,
      postTitle: 'Padded',
      postDescription: body.postDescription,
      postLocationDetails: 'Mangaluru',
      postCategory: { postCategoryID: body.postCategory, postCategoryName: expect.any(String) },
      postLanguage: { languageID: body.postLanguage, languageName: expect.any(String) },
      postedOn: expect.any(String),
      postImageURL: null,
      postThumbnailURL: null,
      postStatus: 'Pending',
      isScheduled: false,
      postReportedDetails: {
        roleID: t.admin.id,
        firstName: t.admin.firstName,
        lastName: t.admin.lastName,
        email: t.admin.email,
        mobileNumber: t.admin.mobileNumber,
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Date.parse(post.postedOn)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(post.postedOn)).toBeLessThanOrEqual(Date.now());
  });

  it('creates a scheduled post for a reporter at a given time', async () => {
    const body = await validBody();
    const reporter = await makeReporter(t.db);
    const when = hoursFromNow(48);
    const response = await t.request({
      method: 'POST',
      url: '/api/posts/create',
      payload: { ...body, postReportedDetails: reporter.id, postedOn: minute(when), postStatus: 'Published' },
    });
    expect(response.statusCode).toBe(201);
    const post = (await t.request({ method: 'GET', url: `/api/posts/get/${response.json().postID}` })).json().posts;
    expect(post).toMatchObject({
      postStatus: 'Published',
      isScheduled: true,
      postReportedDetails: { roleID: reporter.id, firstName: reporter.firstName, mobileNumber: reporter.mobileNumber },
    });
    expect(minute(new Date(post.postedOn))).toBe(minute(when));
  });

  it('accepts an ISO time', async () => {
    const body = await validBody();
    const when = new Date(Date.now() + 3_600_000);
    const response = await t.request({
      method: 'POST',
      url: '/api/posts/create',
      payload: { ...body, postedOn: when.toISOString() },
    });
    expect(response.statusCode).toBe(201);
    expect((await storedPost(response.json().postID)).postedOn.getTime()).toBe(when.getTime());
  });

  it.each([
    ['postCategory', undefined, 'Category is required'],
    ['postLanguage', undefined, 'Language is required'],
    ['postLocationDetails', '  ', 'Location is required'],
    ['postTitle', undefined, 'News Title is required'],
    ['postDescription', '   ', 'Message cannot be empty or just spaces'],
    ['postDescription', undefined, 'Message cannot be empty or just spaces'],
    ['postedOn', '2020-01-01 10:00', 'You cannot select a past date or time.'],
    ['postedOn', 'next tuesday', 'Enter a valid date and time (yyyy-MM-dd HH:mm)'],
    ['postCategory', UNKNOWN_ID, 'Category not found'],
    ['postCategory', 'not-an-id', 'Category not found'],
    ['postLanguage', UNKNOWN_ID, 'Language not found'],
    ['postReportedDetails', UNKNOWN_ID, 'Reporter not found'],
  ])('refuses %s=%j with 400 %j and creates nothing', async (field, value, message) => {
    const body: Record<string, unknown> = await validBody();
    if (value === undefined) delete body[field];
    else body[field] = value;
    const before = await postCount();
    const response = await t.request({ method: 'POST', url: '/api/posts/create', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await postCount()).toBe(before);
  });

  it('refuses a category of another kind as not found', async () => {
    const body = await validBody();
    const shortCategory = await makeCategory(t.db, 'short');
    const response = await t.request({
      method: 'POST',
      url: '/api/posts/create',
      payload: { ...body, postCategory: shortCategory.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Category not found' });
  });

  it('refuses a creation status other than Pending or Published', async () => {
    const body = await validBody();
    const response = await t.request({
      method: 'POST',
      url: '/api/posts/create',
      payload: { ...body, postStatus: 'Rejected' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/posts/create', payload: await validBody() });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /posts/get/:id', () => {
  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await t.request({ method: 'GET', url: `/api/posts/get/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Post not found' });
  });
});

describe('PUT /posts/update/:id', () => {
  it('changes only the fields given and answers with the post', async () => {
    const post = await makePost(t.db, { postedOn: hoursFromNow(-5), status: 'Published' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/posts/update/${post.id}`,
      payload: { postTitle: 'Corrected headline', postedOn: minute(post.postedOn) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Post Updated successfully',
      posts: {
        postID: post.id,
        postTitle: 'Corrected headline',
        postDescription: post.description,
        postLocationDetails: post.location,
        postCategory: { postCategoryID: post.categoryId },
        postStatus: 'Published',
        isScheduled: false,
      },
    });
    // The edit form sends the stored past time back to the minute: not a change, so not refused as past.
    expect((await storedPost(post.id)).postedOn.getTime()).toBe(post.postedOn.getTime());
  });

  it('moves a post to another category, language, reporter and a future time', async () => {
    const post = await makePost(t.db);
    const { category, language } = await isolated();
    const reporter = await makeReporter(t.db);
    const when = hoursFromNow(24);
    const response = await t.request({
      method: 'PUT',
      url: `/api/posts/update/${post.id}`,
      payload: {
        postCategory: category.id,
        postLanguage: language.id,
        postReportedDetails: reporter.id,
        postedOn: minute(when),
        postStatus: 'Published',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().posts).toMatchObject({
      postCategory: { postCategoryID: category.id, postCategoryName: category.name },
      postLanguage: { languageID: language.id, languageName: language.name },
      postReportedDetails: { roleID: reporter.id },
      postStatus: 'Published',
      isScheduled: true,
    });
  });

  it.each([
    [{ postTitle: '' }, 'News Title is required'],
    [{ postDescription: '  ' }, 'Message cannot be empty or just spaces'],
    [{ postedOn: '2020-01-01 10:00' }, 'You cannot select a past date or time.'],
    [{ postCategory: UNKNOWN_ID }, 'Category not found'],
    [{ postLanguage: UNKNOWN_ID }, 'Language not found'],
    [{ postReportedDetails: UNKNOWN_ID }, 'Reporter not found'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const post = await makePost(t.db);
    const response = await t.request({ method: 'PUT', url: `/api/posts/update/${post.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedPost(post.id)).toEqual(post);
  });

  it('refuses to edit a rejected post with 409', async () => {
    const post = await makePost(t.db, { status: 'Rejected' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/posts/update/${post.id}`,
      payload: { postTitle: 'New' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Rejected posts cannot be edited' });
    expect(await storedPost(post.id)).toEqual(post);
  });

  it('refuses to move a published post back to Pending with 409', async () => {
    const post = await makePost(t.db, { status: 'Published' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/posts/update/${post.id}`,
      payload: { postStatus: 'Pending' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Published posts cannot be moved back to Pending' });
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await t.request({ method: 'PUT', url: `/api/posts/update/${id}`, payload: { postTitle: 'x' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Post not found' });
  });
});

describe('PUT /posts/status/', () => {
  const setStatus = (payload: unknown, url = '/api/posts/status/') =>
    t.request({ method: 'PUT', url, payload: payload as object });

  it('publishes several pending posts and rejects a published one', async () => {
    const [a, b] = [await makePost(t.db), await makePost(t.db)];
    const published = await setStatus({ postIDs: [a.id, b.id], postStatus: 'Published' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ message: 'Post status updated successfully', updatedCount: 2 });
    expect((await storedPost(a.id)).status).toBe('Published');

    const rejected = await setStatus({ postIDs: a.id, postStatus: 'Rejected' }, '/api/posts/status');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ message: 'Post status updated successfully', updatedCount: 1 });
    expect((await storedPost(a.id)).status).toBe('Rejected');
    expect((await storedPost(b.id)).status).toBe('Published');
  });

  it('treats a move to the current status as a no-op', async () => {
    const post = await makePost(t.db, { status: 'Published' });
    const response = await setStatus({ postIDs: [post.id], postStatus: 'Published' });
    expect(response.statusCode).toBe(200);
    expect(response.json().updatedCount).toBe(0);
    expect(await storedPost(post.id)).toEqual(post);
  });

  it('refuses to publish a rejected post with 409 and changes none of the others', async () => {
    const pending = await makePost(t.db);
    const rejected = await makePost(t.db, { status: 'Rejected' });
    const response = await setStatus({ postIDs: [pending.id, rejected.id], postStatus: 'Published' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Rejected posts cannot be published' });
    expect(await storedPost(pending.id)).toEqual(pending);
    expect(await storedPost(rejected.id)).toEqual(rejected);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 when one id (%s) is unknown and changes nothing', async (unknown) => {
    const pending = await makePost(t.db);
    const response = await setStatus({ postIDs: [pending.id, unknown], postStatus: 'Rejected' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Post not found' });
    expect(await storedPost(pending.id)).toEqual(pending);
  });

  it.each([
    { postStatus: 'Published' },
    { postIDs: [], postStatus: 'Published' },
    { postIDs: ' ', postStatus: 'Rejected' },
  ])('answers 400 for %j', async (payload) => {
    const response = await setStatus(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Select at least one post' });
  });

  it('refuses Pending as a target status', async () => {
    const post = await makePost(t.db, { status: 'Published' });
    const response = await setStatus({ postIDs: [post.id], postStatus: 'Pending' });
    expect(response.statusCode).toBe(400);
    expect(await storedPost(post.id)).toEqual(post);
  });
});

describe('GET /posts/filter/:status', () => {
  it('splits Published (time passed) from Schedule (time to come) and flags scheduled posts', async () => {
    const { category, language } = await isolated();
    const on = { categoryId: category.id, languageId: language.id };
    const older = await makePost(t.db, { ...on, status: 'Published', postedOn: hoursFromNow(-10) });
    const newer = await makePost(t.db, { ...on, status: 'Published', postedOn: hoursFromNow(-1) });
    const later = await makePost(t.db, { ...on, status: 'Published', postedOn: hoursFromNow(30) });
    const soon = await makePost(t.db, { ...on, status: 'Published', postedOn: hoursFromNow(2) });
    const pending = await makePost(t.db, { ...on, status: 'Pending', postedOn: hoursFromNow(5) });
    const rejected = await makePost(t.db, { ...on, status: 'Rejected' });

    const published = await filter('Published', `category=${category.id}`);
    expect(published.statusCode).toBe(200);
    expect(idsOf(published)).toEqual([newer.id, older.id]);
    expect(published.json().posts.postsData.every((post: { isScheduled: boolean }) => !post.isScheduled)).toBe(true);

    const scheduled = await filter('schedule', `category=${category.id}`);
    expect(idsOf(scheduled)).toEqual([soon.id, later.id]);
    expect(scheduled.json().posts.postsData.every((post: { isScheduled: boolean }) => post.isScheduled)).toBe(true);

    expect(idsOf(await filter('PENDING', `category=${category.id}`))).toEqual([pending.id]);
    expect(idsOf(await filter('Rejected', `category=${category.id}`))).toEqual([rejected.id]);
  });

  it('orders pending posts by creation and rejected posts by their last change, newest first', async () => {
    const { category } = await isolated();
    const first = await makePost(t.db, { categoryId: category.id, createdAt: hoursFromNow(-3) });
    const second = await makePost(t.db, { categoryId: category.id, createdAt: hoursFromNow(-2) });
    expect(idsOf(await filter('Pending', `category=${category.id}`))).toEqual([second.id, first.id]);

    const rejectedEarlier = await makePost(t.db, {
      categoryId: category.id,
      status: 'Rejected',
      updatedAt: hoursFromNow(-5),
    });
    const rejectedLater = await makePost(t.db, {
      categoryId: category.id,
      status: 'Rejected',
      updatedAt: hoursFromNow(-4),
    });
    expect(idsOf(await filter('Rejected', `category=${category.id}`))).toEqual([rejectedLater.id, rejectedEarlier.id]);
  });

  it('filters by several categories and languages, ignoring blanks', async () => {
    const [c1, c2, c3] = [await makeCategory(t.db), await makeCategory(t.db), await makeCategory(t.db)];
    const [l1, l2] = [await makeLanguage(t.db), await makeLanguage(t.db)];
    const a = await makePost(t.db, { categoryId: c1.id, languageId: l1.id, createdAt: hoursFromNow(-1) });
    const b = await makePost(t.db, { categoryId: c2.id, languageId: l2.id, createdAt: hoursFromNow(-2) });
    await makePost(t.db, { categoryId: c3.id, languageId: l1.id });

    expect(idsOf(await filter('Pending', `category=${c1.id},,${c2.id}`))).toEqual([a.id, b.id]);
    expect(idsOf(await filter('Pending', `category=${c1.id},${c2.id},${c3.id}&language=${l2.id}`))).toEqual([b.id]);
    expect(idsOf(await filter('Pending', `category=${c2.id}&language=${l1.id}, ${l2.id}`))).toEqual([b.id]);
  });

  it('searches the location, ignoring case and taking wildcards literally', async () => {
    const { category } = await isolated();
    const kochi = await makePost(t.db, { categoryId: category.id, location: 'Fort Kochi, Kerala' });
    const percent = await makePost(t.db, { categoryId: category.id, location: '100% Nagar' });
    await makePost(t.db, { categoryId: category.id, location: 'Chennai' });

    expect(idsOf(await filter('Pending', `category=${category.id}&search=KOCHI`))).toEqual([kochi.id]);
    expect(idsOf(await filter('Pending', `category=${category.id}&search=${encodeURIComponent('0%')}`))).toEqual([
      percent.id,
    ]);
    expect(idsOf(await filter('Pending', `category=${category.id}&search=delhi`))).toEqual([]);
  });

  it('pages 15 at a time by default', async () => {
    const { category } = await isolated();
    for (let i = 0; i < 17; i += 1) await makePost(t.db, { categoryId: category.id, createdAt: hoursFromNow(-i) });

    const first = await filter('Pending', `category=${category.id}`);
    expect(first.json().posts.postsData).toHaveLength(15);
    expect(first.json().posts.pagination).toEqual({ totalPages: 2, totalRecords: 17, currentPage: 1, limit: 15 });
    const second = await filter('Pending', `category=${category.id}&page=2`);
    expect(second.json().posts.postsData).toHaveLength(2);
    expect(second.json().posts.pagination).toEqual({ totalPages: 2, totalRecords: 17, currentPage: 2, limit: 15 });
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(17);

    const small = await filter('Pending', `category=${category.id}&limit=5&page=4`);
    expect(small.json().posts.postsData).toHaveLength(2);
    expect(small.json().posts.pagination).toEqual({ totalPages: 4, totalRecords: 17, currentPage: 4, limit: 5 });
  });

  it.each([
    ['Trash', '', undefined],
    ['Pending', 'category=abc', 'Invalid category id'],
    ['Pending', `language=${UNKNOWN_ID},xyz`, 'Invalid language id'],
    ['Pending', 'limit=101', undefined],
    ['Pending', 'page=0', undefined],
  ])('answers 400 for /%s?%s', async (status, query, message) => {
    const response = await filter(status, query);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toEqual({ message });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/filter/Pending' })).statusCode).toBe(401);
  });
});

describe('PUT /posts/upload/:id', () => {
  const upload = async (id: string, file: Buffer, filename = 'photo.png') => {
    const body = await multipart({ postImage: { content: file, filename } });
    return t.request({ method: 'PUT', url: `/api/posts/upload/${id}`, payload: body.payload, headers: body.headers });
  };
  const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const mediaFiles = async () => fs.readdir(path.join(t.mediaDir, 'posts')).catch(() => [] as string[]);

  it('stores a PNG with a thumbnail and replaces the previous image', async () => {
    const post = await makePost(t.db);
    const first = await upload(post.id, await makePng());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: 'Image uploaded successfully',
      postImageURL: expect.stringMatching(/\/media\/posts\/.+\.png$/),
    });

    const got = (await t.request({ method: 'GET', url: `/api/posts/get/${post.id}` })).json().posts;
    expect(got.postImageURL).toBe(first.json().postImageURL);
    expect(got.postThumbnailURL).toMatch(/\/media\/posts\/.+-thumb\.webp$/);
    const image = await fetchMedia(got.postImageURL);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await fetchMedia(got.postThumbnailURL)).statusCode).toBe(200);

    const filesBefore = await mediaFiles();
    const second = await upload(post.id, await makePng(32, 32));
    expect(second.statusCode).toBe(201);
    await expectRetired(t, [got.postImageURL, got.postThumbnailURL]);
    expect((await mediaFiles()).length).toBe(filesBefore.length + 2);
  });

  it('strips EXIF and GPS from a JPEG', async () => {
    const post = await makePost(t.db);
    const original = await makeJpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(post.id, original, 'photo.jpeg');
    expect(response.statusCode).toBe(201);
    const stored = await fetchMedia(response.json().postImageURL);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
  });

  it.each([
    [
      'an image over 2 MB',
      async () => padTo(await makePng(), 2.2 * 1024 * 1024),
      'big.png',
      'Image size should be less than 2MB',
    ],
    [
      'a text file named .png',
      async () => Buffer.from('just some text, not an image'),
      'fake.png',
      'Only .png, .jpg and .jpeg images are allowed',
    ],
  ])('refuses %s with 400 and keeps the post unchanged', async (_name, makeFile, filename, message) => {
    const post = await makePost(t.db);
    const response = await upload(post.id, await makeFile(), filename);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedPost(post.id)).toEqual(post);
  });

  it('answers 400 when no image is sent', async () => {
    const post = await makePost(t.db);
    const body = await multipart({ note: 'no file here' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/posts/upload/${post.id}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Image is required' });
  });

  it('answers 404 for an unknown post and 409 for a rejected one', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await upload(id, await makePng());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Post not found' });
    }
    const rejected = await makePost(t.db, { status: 'Rejected' });
    const response = await upload(rejected.id, await makePng());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Rejected posts cannot be edited' });
    expect(await storedPost(rejected.id)).toEqual(rejected);
  });
});
