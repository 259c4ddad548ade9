import fs from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.js';
import { sanitizeRichText } from '../src/lib/rich-text.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow } from './helpers/factories.js';
import { makeGif, makePng, multipart, padTo } from './helpers/files.js';
import { dayFromToday, makeJob } from './helpers/novels-jobs-factories.js';
import { expectRetired } from './helpers/retired-media.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MB = 1024 * 1024;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const jobCount = async () => (await t.db.select({ value: count() }).from(jobs))[0].value;
const storedJob = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const storedFiles = async () =>
  (await fs.readdir(t.mediaDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

const getJob = async (id: string) => {
  const response = await t.request({ method: 'GET', url: `/api/jobs/get/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json().Jobs;
};

const listJobs = async (status: string, query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/jobs/filter/${status}?limit=100${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().jobs as {
    jobs: { jobID: string }[];
    pagination: { totalPages: number; totalRecords: number; currentPage: number; limit: number };
  };
};
const listedIds = async (status: string, query = '') => (await listJobs(status, query)).jobs.map((job) => job.jobID);

const upload = async (id: string, content: Buffer, filename = 'logo.png', contentType = 'image/png') =>
  t.request({
    method: 'PUT',
    url: `/api/jobs/upload/${id}`,
    ...(await multipart({ companyImage: { content, filename, contentType } })),
  });

const validJob = () => ({
  jobTitle: 'Coastal Daily',
  location: 'Kochi',
  numberOfOpenings: 3,
  jobType: ['Full Time', 'Hybrid Job'],
  description: '<p>Cover <strong>city</strong> news.</p>',
  hyperlink: 'https://careers.example.com/reporter',
  expiryDate: dayFromToday(14),
  experience: '2-4 years',
  softwareProficiency: ['Word', 'Photoshop'],
  technicalProficiency: ['Shorthand'],
  role: 'Senior Reporter',
  industryType: 'Media',
  department: 'Newsroom',
  education: ['Graduate in Journalism'],
  employmentType: 'Permanent',
});

describe('POST /jobs/create', () => {
  it('creates a job with 201 and its jobID; get answers every field under Jobs', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/jobs/create',
      payload: { ...validJob(), jobTitle: '  Coastal Daily ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Job Added successfully', jobID: expect.any(String) });

    const got = await t.request({ method: 'GET', url: `/api/jobs/get/${response.json().jobID}` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({
      Jobs: {
        jobID: response.json().jobID,
        ...validJob(),
        companyImageUrl: null,
        companyThumbnailUrl: null,
        views: 0,
        status: 'active',
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      },
    });
  });

  it('keeps optional fields empty, splits comma-separated proficiencies and accepts a job expiring today', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/jobs/create',
      payload: {
        ...validJob(),
        location: '',
        numberOfOpenings: '',
        experience: undefined,
        employmentType: undefined,
        softwareProficiency: 'Excel, ,  InDesign ',
        technicalProficiency: ['Video editing, Podcasting'],
        jobType: 'Remote',
        expiryDate: dayFromToday(0),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(await getJob(response.json().jobID)).toMatchObject({
      location: null,
      numberOfOpenings: null,
      experience: null,
      employmentType: null,
      softwareProficiency: ['Excel', 'InDesign'],
      technicalProficiency: ['Video editing', 'Podcasting'],
      jobType: ['Remote'],
      expiryDate: dayFromToday(0),
      status: 'active',
    });
  });

  it('takes the day of a date-time expiry and the number of openings as text', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/jobs/create',
      payload: { ...validJob(), expiryDate: `${dayFromToday(3)} 18:30`, numberOfOpenings: '12' },
    });
    expect(response.statusCode).toBe(201);
    expect(await getJob(response.json().jobID)).toMatchObject({ expiryDate: dayFromToday(3), numberOfOpenings: 12 });
  });

  it.each([
    ['no organization name', { jobTitle: undefined }, 'Organization Name is required'],
    ['a blank organization name', { jobTitle: '  ' }, 'Organization Name is required'],
    ['no description', { description: undefined }, 'Job Description is required'],
    ['a description of spaces', { description: '   ' }, 'Message cannot be empty or just spaces'],
    ['an empty editor paragraph', { description: '<p> </p>' }, 'Message cannot be empty or just spaces'],
    [
      'paragraphs of non-breaking spaces',
      { description: '<p>&nbsp;</p><p><br></p>' },
      'Message cannot be empty or just spaces',
    ],
    [
      'a description that is only a script',
      { description: '<script>alert(1)</script>' },
      'Message cannot be empty or just spaces',
    ],
    ['no hyperlink', { hyperlink: undefined }, 'Job Hyperlink is required'],
    [
      'a hyperlink without a scheme',
      { hyperlink: 'careers.example.com' },
      'Job Hyperlink must be a web address starting with http:// or https://',
    ],
    [
      'a javascript: hyperlink',
      { hyperlink: 'javascript:alert(1)' },
      'Job Hyperlink must be a web address starting with http:// or https://',
    ],
    [
      'an ftp hyperlink',
      { hyperlink: 'ftp://example.com/job' },
      'Job Hyperlink must be a web address starting with http:// or https://',
    ],
    ['no role', { role: '' }, 'Role is required'],
    ['no industry type', { industryType: undefined }, 'Industry Type is required'],
    ['no department', { department: ' ' }, 'Department is required'],
    ['no education', { education: [] }, 'This field is required'],
    ['a blank education entry', { education: ['B.A.', ' '] }, 'This field is required'],
    ['no expiry date', { expiryDate: undefined }, 'Expiry Date is required'],
    ['an unreadable expiry date', { expiryDate: '31/12/2030' }, 'Enter a valid date (yyyy-MM-dd)'],
    ['an expiry date in the past', { expiryDate: dayFromToday(-1) }, 'Expiry Date cannot be in the past'],
    ['no job type', { jobType: [] }, 'Job Type is required'],
    [
      'an unknown job type',
      { jobType: ['Remote', 'Freelance'] },
      'Job Type must be Remote, Full Time, Part Time or Hybrid Job',
    ],
    [
      'a job type in another case',
      { jobType: ['remote'] },
      'Job Type must be Remote, Full Time, Part Time or Hybrid Job',
    ],
    ['negative openings', { numberOfOpenings: -1 }, 'No. of Openings must be a whole number of 0 or more'],
    ['fractional openings', { numberOfOpenings: '2.5' }, 'No. of Openings must be a whole number of 0 or more'],
    [
      'openings beyond any integer',
      { numberOfOpenings: '99999999999' },
      'No. of Openings must be a whole number of 0 or more',
    ],
  ])('refuses %s with the message and creates nothing', async (_case, overrides, message) => {
    const before = await jobCount();
    const response = await t.request({
      method: 'POST',
      url: '/api/jobs/create',
      payload: { ...validJob(), ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await jobCount()).toBe(before);
  });
});

describe('text the database cannot store', () => {
  it('answers 400 for a NUL character and creates nothing', async () => {
    const before = await jobCount();
    const response = await t.request({
      method: 'POST',
      url: '/api/jobs/create',
      payload: { ...validJob(), role: 'Edi\u0000tor' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid value in request' });
    expect(await jobCount()).toBe(before);
  });
});

describe('rich-text descriptions', () => {
  it.each([
    ['scripts', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['event handlers', '<p onclick="steal()" onmouseover="x()">Hi</p>', '<p>Hi</p>'],
    ['style attributes and style elements', '<style>p{color:red}</style><p style="position:fixed">Hi</p>', '<p>Hi</p>'],
    ['javascript: links', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    [
      'obfuscated javascript: links',
      '<a href="  JaVaScRiPt:alert(1)">x</a><a href="java&#x09;script:alert(1)">y</a>',
      '<a rel="noopener noreferrer">x</a><a rel="noopener noreferrer">y</a>',
    ],
    [
      'protocol-relative and data: links',
      '<a href="//evil.example">a</a><a href="data:text/html,x">b</a>',
      '<a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a>',
    ],
    [
      'images, frames and forms',
      '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><form><input></form>ok',
      'ok',
    ],
    ['svg payloads', '<svg onload="alert(1)"><a href="javascript:1">z</a></svg>', '<a rel="noopener noreferrer">z</a>'],
  ])('drops %s', (_case, html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it('keeps the editor formatting and makes links safe', () => {
    const html =
      '<h2>About</h2><p><strong>Bold</strong> <b>b</b> <em>it</em> <i>i</i> <u>under</u> <s>strike</s> <del>gone</del> <code>x</code><br></p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><pre>pre</pre>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
    expect(sanitizeRichText('<a href="https://example.com/job" target="_blank" rel="opener">Apply</a>')).toBe(
      '<a href="https://example.com/job" target="_blank" rel="noopener noreferrer">Apply</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hr@example.com" target="_top">Mail</a>')).toBe(
      '<a href="mailto:hr@example.com" rel="noopener noreferrer">Mail</a>',
    );
  });

  it('stores and answers the sanitised description through the API, on create and on update', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/jobs/create',
      payload: {
        ...validJob(),
        description: '<p onclick="x()">Apply <a href="javascript:alert(1)">here</a><script>steal()</script></p>',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().jobID;
    expect((await getJob(id)).description).toBe('<p>Apply <a rel="noopener noreferrer">here</a></p>');
    expect((await storedJob(id)).description).toBe('<p>Apply <a rel="noopener noreferrer">here</a></p>');

    const updated = await t.request({
      method: 'PUT',
      url: `/api/jobs/update/${id}`,
      payload: {
        description: '<h3 style="color:red">Role</h3><img src=x onerror=alert(1)><a href="https://x.example">Apply</a>',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().Jobs.description).toBe(
      '<h3>Role</h3><a href="https://x.example" rel="noopener noreferrer">Apply</a>',
    );
  });
});

describe('GET /jobs/filter/{status}', () => {
  it('splits active (expiring today or later) from expired (before today), in both spellings of the mode', async () => {
    const today = await makeJob(t.db, { expiryDate: dayFromToday(0) });
    const later = await makeJob(t.db, { expiryDate: dayFromToday(30) });
    const yesterday = await makeJob(t.db, { expiryDate: dayFromToday(-1) });

    const active = await listedIds('active');
    expect(active).toEqual(expect.arrayContaining([today.id, later.id]));
    expect(active).not.toContain(yesterday.id);
    for (const mode of ['expiry', 'Expired']) {
      const expired = await listedIds(mode);
      expect(expired).toContain(yesterday.id);
      expect(expired).not.toContain(today.id);
      expect(expired).not.toContain(later.id);
    }
    const listed = (await listJobs('expiry')).jobs.find((job) => job.jobID === yesterday.id);
    expect(listed).toEqual(await getJob(yesterday.id));
    expect(listed).toMatchObject({ status: 'expired' });
  });

  it('orders active jobs newest first and expired jobs by latest expiry', async () => {
    const older = await makeJob(t.db, { createdAt: hoursFromNow(-2) });
    const newer = await makeJob(t.db, { createdAt: hoursFromNow(-1) });
    const active = await listedIds('active');
    expect(active.indexOf(newer.id)).toBeLessThan(active.indexOf(older.id));

    const longAgo = await makeJob(t.db, { expiryDate: dayFromToday(-9) });
    const recently = await makeJob(t.db, { expiryDate: dayFromToday(-8) });
    const expired = await listedIds('expired');
    expect(expired.indexOf(recently.id)).toBeLessThan(expired.indexOf(longAgo.id));
  });

  it('narrows active jobs to those posted in the last N days (1 is today)', async () => {
    const now = await makeJob(t.db);
    const threeDaysAgo = await makeJob(t.db, { createdAt: hoursFromNow(-24 * 3) });
    const tenDaysAgo = await makeJob(t.db, { createdAt: hoursFromNow(-24 * 10) });
    const twentyDaysAgo = await makeJob(t.db, { createdAt: hoursFromNow(-24 * 20) });
    const fortyDaysAgo = await makeJob(t.db, { createdAt: hoursFromNow(-24 * 40) });
    const expected: [string, string[]][] = [
      ['1', [now.id]],
      ['7', [now.id, threeDaysAgo.id]],
      ['15', [now.id, threeDaysAgo.id, tenDaysAgo.id]],
      ['30', [now.id, threeDaysAgo.id, tenDaysAgo.id, twentyDaysAgo.id]],
    ];
    const mine = [now, threeDaysAgo, tenDaysAgo, twentyDaysAgo, fortyDaysAgo].map((job) => job.id);
    for (const [days, ids] of expected) {
      const listed = (await listedIds('active', `&days=${days}`)).filter((id) => mine.includes(id));
      expect(listed, `days=${days}`).toEqual(ids);
    }
    expect(await listedIds('active')).toEqual(expect.arrayContaining(mine));
  });

  it('narrows expired jobs to those that expired in the last N days', async () => {
    const expiredToday = await makeJob(t.db, { expiryDate: dayFromToday(-1) });
    const fiveDaysAgo = await makeJob(t.db, { expiryDate: dayFromToday(-5) });
    const twelveDaysAgo = await makeJob(t.db, { expiryDate: dayFromToday(-12) });
    const twentyDaysAgo = await makeJob(t.db, { expiryDate: dayFromToday(-20) });
    const longAgo = await makeJob(t.db, { expiryDate: dayFromToday(-45) });
    const mine = [expiredToday, fiveDaysAgo, twelveDaysAgo, twentyDaysAgo, longAgo].map((job) => job.id);
    const expected: [string, string[]][] = [
      ['1', [expiredToday.id]],
      ['7', [expiredToday.id, fiveDaysAgo.id]],
      ['15', [expiredToday.id, fiveDaysAgo.id, twelveDaysAgo.id]],
      ['30', [expiredToday.id, fiveDaysAgo.id, twelveDaysAgo.id, twentyDaysAgo.id]],
    ];
    for (const [days, ids] of expected) {
      const listed = (await listedIds('expiry', `&days=${days}`)).filter((id) => mine.includes(id));
      expect(listed, `days=${days}`).toEqual(ids);
    }
  });

  it('pages 12 by default with the count in pagination', async () => {
    for (let i = 0; i < 13; i += 1) await makeJob(t.db, { expiryDate: dayFromToday(-100 - i) });
    const response = await t.request({ method: 'GET', url: '/api/jobs/filter/expired' });
    const body = response.json().jobs;
    expect(body.jobs).toHaveLength(12);
    const total = body.pagination.totalRecords;
    expect(total).toBe((await listJobs('expired')).pagination.totalRecords);
    expect(body.pagination).toEqual({
      totalPages: Math.ceil(total / 12),
      totalRecords: total,
      currentPage: 1,
      limit: 12,
    });
    const second = (await t.request({ method: 'GET', url: '/api/jobs/filter/expired?page=2&limit=5' })).json().jobs;
    expect(second.jobs.map((job: { jobID: string }) => job.jobID)).toEqual(
      body.jobs.slice(5, 10).map((job: { jobID: string }) => job.jobID),
    );
  });

  it.each([
    ['an unknown status', '/api/jobs/filter/running', 'Status must be active or expired'],
    ['an unknown day filter', '/api/jobs/filter/active?days=3', 'Days must be 1, 7, 15 or 30'],
    ['a day filter that is no number', '/api/jobs/filter/expiry?days=week', 'Days must be 1, 7, 15 or 30'],
  ])('answers 400 for %s', async (_case, url, message) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('PUT /jobs/update/{id}', () => {
  it('updates every field with 200 and the whole job under Jobs', async () => {
    const job = await makeJob(t.db);
    const changes = {
      jobTitle: 'Hill Times',
      location: 'Shimla',
      numberOfOpenings: 1,
      description: '<p>Edit copy.</p>',
      jobType: ['Part Time'],
      hyperlink: 'http://hilltimes.example/jobs',
      expiryDate: dayFromToday(5),
      experience: 'Fresher',
      softwareProficiency: ['Excel'],
      technicalProficiency: [],
      role: 'Sub-editor',
      industryType: 'Publishing',
      department: 'Desk',
      employmentType: 'Contract',
      education: ['B.A.', '', 'M.A.'],
    };
    const response = await t.request({ method: 'PUT', url: `/api/jobs/update/${job.id}`, payload: changes });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Job updated successfully',
      Jobs: { ...(await getJob(job.id)), updatedAt: expect.stringMatching(ISO) },
    });
    expect(response.json().Jobs).toMatchObject({ ...changes, education: ['B.A.', 'M.A.'] });
  });

  it('keeps fields left out, and an expired job can be edited without changing its expiry', async () => {
    const job = await makeJob(t.db, { expiryDate: dayFromToday(-3), location: 'Goa' });
    const response = await t.request({
      method: 'PUT',
      url: `/api/jobs/update/${job.id}`,
      payload: { jobTitle: 'Renamed', expiryDate: job.expiryDate },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Jobs).toMatchObject({
      jobTitle: 'Renamed',
      location: 'Goa',
      expiryDate: job.expiryDate,
      status: 'expired',
    });
  });

  it('clears optional fields sent empty', async () => {
    const job = await makeJob(t.db);
    const response = await t.request({
      method: 'PUT',
      url: `/api/jobs/update/${job.id}`,
      payload: { location: '', numberOfOpenings: null, experience: '' },
    });
    expect(response.json().Jobs).toMatchObject({ location: null, numberOfOpenings: null, experience: null });
  });

  it.each([
    ['an expiry changed to the past', { expiryDate: dayFromToday(-1) }, 'Expiry Date must be today or in the future.'],
    ['a blank organization name', { jobTitle: '' }, 'Organization Name is required'],
    ['an empty description', { description: '<p> </p>' }, 'Message cannot be empty or just spaces'],
    ['a blank description', { description: '' }, 'Job Description is required'],
    ['a blank hyperlink', { hyperlink: ' ' }, 'Job Hyperlink is required'],
    [
      'a javascript: hyperlink',
      { hyperlink: 'javascript:alert(1)' },
      'Job Hyperlink must be a web address starting with http:// or https://',
    ],
    ['a blank role', { role: '' }, 'Role is required'],
    ['a blank industry type', { industryType: '' }, 'Industry Type is required'],
    ['a blank department', { department: '' }, 'Department is required'],
    ['only blank education entries', { education: ['', ' '] }, 'This field is required'],
    ['an unknown job type', { jobType: ['Internship'] }, 'Job Type must be Remote, Full Time, Part Time or Hybrid Job'],
    ['an unreadable expiry date', { expiryDate: 'soon' }, 'Enter a valid date (yyyy-MM-dd)'],
  ])('refuses %s and changes nothing', async (_case, payload, message) => {
    const job = await makeJob(t.db);
    const before = await getJob(job.id);
    const response = await t.request({ method: 'PUT', url: `/api/jobs/update/${job.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await getJob(job.id)).toEqual(before);
  });
});

describe('company images', () => {
  it('stores a PNG with 201, serves it and a thumbnail; a GIF replaces it, the old files kept for a revert', async () => {
    const job = await makeJob(t.db);
    const first = await upload(job.id, await makePng(200, 200));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: 'Image uploaded successfully',
      companyImageUrl: expect.stringMatching(/^http/),
    });
    const stored = await getJob(job.id);
    expect(stored.companyImageUrl).toBe(first.json().companyImageUrl);
    const served = await fetchMedia(stored.companyImageUrl);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(200);
    expect((await fetchMedia(stored.companyThumbnailUrl)).headers['content-type']).toBe('image/webp');

    const filesBefore = await storedFiles();
    const gif = await upload(job.id, await makeGif(), 'logo.gif', 'image/gif');
    expect(gif.statusCode).toBe(201);
    expect((await fetchMedia(gif.json().companyImageUrl)).headers['content-type']).toBe('image/gif');
    await expectRetired(t, [stored.companyImageUrl, stored.companyThumbnailUrl]);
    expect(await storedFiles()).toBe(filesBefore + 2);
  });

  it.each([
    ['an image over 2 MB', async () => padTo(await makePng(), 2.2 * MB), 'Image size should be less than 2MB'],
    [
      'a text file named .png',
      async () => Buffer.from('plain text, not a picture\n'.repeat(40)),
      'Only .png, .jpg, .jpeg and .gif images are allowed',
    ],
  ])('refuses %s in data.message and stores nothing', async (_case, content, message) => {
    const job = await makeJob(t.db);
    const filesBefore = await storedFiles();
    const response = await upload(job.id, await content());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await storedJob(job.id)).imageKey).toBeNull();
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('answers Image is required without a file, and 404 for unknown jobs', async () => {
    const job = await makeJob(t.db);
    const empty = await t.request({
      method: 'PUT',
      url: `/api/jobs/upload/${job.id}`,
      ...(await multipart({ note: 'none' })),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Image is required' });
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const filesBefore = await storedFiles();
      const response = await upload(id, await makePng());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Job not found' });
      expect(await storedFiles()).toBe(filesBefore);
    }
  });
});

describe('DELETE /jobs/delete/{id}', () => {
  it('deletes the job with 200 and removes its image files', async () => {
    const job = await makeJob(t.db);
    await upload(job.id, await makePng());
    const { companyImageUrl, companyThumbnailUrl } = await getJob(job.id);
    const filesBefore = await storedFiles();

    const response = await t.request({ method: 'DELETE', url: `/api/jobs/delete/${job.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Job Deleted Successfully' });
    expect(await storedJob(job.id)).toBeUndefined();
    expect((await fetchMedia(companyImageUrl)).statusCode).toBe(404);
    expect((await fetchMedia(companyThumbnailUrl)).statusCode).toBe(404);
    expect(await storedFiles()).toBe(filesBefore - 2);

    const again = await t.request({ method: 'DELETE', url: `/api/jobs/delete/${job.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Job not found' });
  });

  it('deletes a job that never had an image', async () => {
    const job = await makeJob(t.db);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/jobs/delete/${job.id}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('PUT /jobs/views/{id}', () => {
  it('counts every one of many concurrent views exactly once', async () => {
    const job = await makeJob(t.db);
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => t.request({ method: 'PUT', url: `/api/jobs/views/${job.id}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(25).fill(200));
    expect(responses.map((response) => response.json().views).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(responses[0].json().message).toBe('Job view counted');
    expect((await getJob(job.id)).views).toBe(25);
  });
});

describe('unknown jobs and tokens', () => {
  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for unknown id %s', async (id) => {
    for (const [method, url, payload] of [
      ['GET', `/api/jobs/get/${id}`, undefined],
      ['PUT', `/api/jobs/update/${id}`, { jobTitle: 'Anything' }],
      ['DELETE', `/api/jobs/delete/${id}`, undefined],
      ['PUT', `/api/jobs/views/${id}`, undefined],
    ] as const) {
      const response = await t.request({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Job not found' });
    }
  });

  it('needs a token', async () => {
    const job = await makeJob(t.db);
    for (const [method, url] of [
      ['GET', '/api/jobs/filter/active'],
      ['POST', '/api/jobs/create'],
      ['PUT', `/api/jobs/upload/${job.id}`],
      ['GET', `/api/jobs/get/${job.id}`],
      ['PUT', `/api/jobs/update/${job.id}`],
      ['DELETE', `/api/jobs/delete/${job.id}`],
      ['PUT', `/api/jobs/views/${job.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await getJob(job.id)).views).toBe(0);
  });
});
