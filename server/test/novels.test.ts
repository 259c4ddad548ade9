import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { format } from 'date-fns';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { novelChapters, novels } from '../src/db/schema.js';
import { HttpError } from '../src/lib/http-errors.js';
import { pdfRule } from '../src/media/pdf.js';
import { verifyPdf } from '../src/media/pdf-render.js';
import { seedNovelsAndJobs } from '../src/seed/demo-novels-jobs.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeCategory } from './helpers/factories.js';
import { makeGif, makePng, multipart, padTo } from './helpers/files.js';
import { makeChapter, makeNovel, makePdf } from './helpers/novels-jobs-factories.js';
import { expectRetired } from './helpers/retired-media.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MB = 1024 * 1024;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const pickerTime = (date: Date) => format(date, 'yyyy-MM-dd HH:mm');
const minuteOf = (date: Date) => {
  const copy = new Date(date);
  copy.setSeconds(0, 0);
  return copy;
};

const novelCount = async () => (await t.db.select({ value: count() }).from(novels))[0].value;
const storedNovel = async (id: string) => (await t.db.select().from(novels).where(eq(novels.id, id)))[0];
const storedChapters = (id: string) =>
  t.db.select().from(novelChapters).where(eq(novelChapters.novelId, id)).orderBy(novelChapters.chapterNumber);
const storedFiles = async () =>
  (await fs.readdir(t.mediaDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

interface NovelDto {
  novelID: string;
  title: string;
  startDateTime: string;
  status: string;
  comingSoon: boolean;
  totalChapters: number;
  coverImage: string | null;
  chapters: { chapterNumber: number; fileName: string; pdfUrl: string }[];
}

const getNovel = async (id: string): Promise<NovelDto> => {
  const response = await t.request({ method: 'GET', url: `/api/novels/get/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json().novels;
};

type Part = string | { content: Buffer; filename: string; contentType?: string };
const uploadChapters = async (id: string, parts: Record<string, Part>) =>
  t.request({ method: 'PUT', url: `/api/novels/pdf/upload/${id}`, ...(await multipart(parts)) });
const pdfPart = (content: Buffer, filename = 'chapter.pdf'): Part => ({
  content,
  filename,
  contentType: 'application/pdf',
});

const uploadCover = async (id: string, content: Buffer, filename = 'cover.png', contentType = 'image/png') =>
  t.request({
    method: 'PUT',
    url: `/api/novels/image/upload/${id}`,
    ...(await multipart({ novelImage: { content, filename, contentType } })),
  });

/** A PDF signature followed by bytes that are no PDF at all. */
const fakePdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 'garbage ')]);
/** The first half of a real PDF: the signature is there, the objects and cross-reference table are not. */
const truncatedPdf = async () => {
  const pdf = await makePdf(5);
  return pdf.subarray(0, Math.floor(pdf.length / 2));
};

describe('POST /novels/create', () => {
  it('creates an upcoming novel with 201 and its novelID; get shows the whole novel', async () => {
    const category = await makeCategory(t.db, 'novel', { name: `Thriller ${randomUUID().slice(0, 6)}` });
    const start = hoursFromNow(48);
    const response = await t.request({
      method: 'POST',
      url: '/api/novels/create',
      payload: {
        title: '  The Silent Harbour ',
        novelCategory: category.id,
        startDateTime: pickerTime(start),
        comingSoon: true,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Novel Added successfully', novelID: expect.any(String) });

    const got = await t.request({ method: 'GET', url: `/api/novels/get/${response.json().novelID}` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({
      novels: {
        novelID: response.json().novelID,
        title: 'The Silent Harbour',
        novelCategory: { novelCategoryID: category.id, novelCategoryName: category.name },
        startDateTime: minuteOf(start).toISOString(),
        status: 'upcoming',
        comingSoon: true,
        totalChapters: 0,
        coverImage: null,
        coverThumbnail: null,
        chapters: [],
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      },
    });
  });

  it('creates an active novel starting now, with a chapter count given as a string', async () => {
    const category = await makeCategory(t.db, 'novel');
    const response = await t.request({
      method: 'POST',
      url: '/api/novels/create',
      payload: {
        title: 'Now Showing',
        novelCategory: category.id,
        startDateTime: new Date().toISOString(),
        comingSoon: false,
        totalChapters: '3',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(await getNovel(response.json().novelID)).toMatchObject({
      status: 'active',
      comingSoon: false,
      totalChapters: 3,
    });
  });

  it.each([
    ['no title', { title: undefined }, 'Novel Title is required'],
    ['a blank title', { title: '   ' }, 'Novel Title is required'],
    ['no category', { novelCategory: undefined }, 'Category is required'],
    ['an unknown category', { novelCategory: UNKNOWN_ID }, 'Category not found'],
    ['a malformed category id', { novelCategory: 'romance' }, 'Category not found'],
    ['no start', { startDateTime: undefined }, 'Start Date is required'],
    ['an unreadable start', { startDateTime: '31/12/2030 10:00' }, 'Enter a valid date and time (yyyy-MM-dd HH:mm)'],
    ['a start in the past', { startDateTime: pickerTime(hoursFromNow(-2)) }, 'You cannot select a past date or time.'],
    ['a chapter count of 0', { totalChapters: 0 }, 'No Of Chapters must be greater than 0'],
    ['a chapter count that is no number', { totalChapters: 'five' }, 'No Of Chapters must be greater than 0'],
    ['a fractional chapter count', { totalChapters: '2.5' }, 'No Of Chapters must be greater than 0'],
    ['a chapter count over 1000', { totalChapters: 1001 }, 'No Of Chapters must be 1000 or fewer'],
  ])('refuses %s with the message and creates nothing', async (_case, overrides, message) => {
    const category = await makeCategory(t.db, 'novel');
    const payload = {
      title: 'Title',
      novelCategory: category.id,
      startDateTime: pickerTime(hoursFromNow(5)),
      ...overrides,
    };
    const before = await novelCount();
    const response = await t.request({ method: 'POST', url: '/api/novels/create', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await novelCount()).toBe(before);
  });

  it('refuses Coming Soon for a start that is not in the future', async () => {
    const category = await makeCategory(t.db, 'novel');
    const before = await novelCount();
    const response = await t.request({
      method: 'POST',
      url: '/api/novels/create',
      payload: { title: 'Title', novelCategory: category.id, startDateTime: pickerTime(new Date()), comingSoon: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Coming Soon can only be selected when the start date is in the future',
    });
    expect(await novelCount()).toBe(before);
  });

  it('refuses a category of another kind', async () => {
    const postCategory = await makeCategory(t.db, 'post');
    const response = await t.request({
      method: 'POST',
      url: '/api/novels/create',
      payload: { title: 'Wrong shelf', novelCategory: postCategory.id, startDateTime: pickerTime(hoursFromNow(1)) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Category not found' });
  });
});

describe('novel covers', () => {
  it('stores a PNG cover with 201 and serves it; a new cover replaces it, the old files kept for a revert', async () => {
    const novel = await makeNovel(t.db);
    const first = await uploadCover(novel.id, await makePng(300, 450));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: 'Image uploaded successfully',
      coverImage: expect.stringMatching(/^http/),
    });
    const firstThumbnail = (await t.request({ method: 'GET', url: `/api/novels/get/${novel.id}` })).json().novels
      .coverThumbnail;
    expect((await fetchMedia(firstThumbnail)).headers['content-type']).toBe('image/webp');
    const served = await fetchMedia(first.json().coverImage);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const filesBefore = await storedFiles();
    const second = await uploadCover(novel.id, await makePng(200, 300));
    expect(second.statusCode).toBe(201);
    expect((await getNovel(novel.id)).coverImage).toBe(second.json().coverImage);
    await expectRetired(t, [first.json().coverImage, firstThumbnail]);
    expect(await storedFiles()).toBe(filesBefore + 2);
  });

  it.each([
    ['an image over 2 MB', async () => padTo(await makePng(), 2.2 * MB), 'Image size should be less than 2MB'],
    [
      'a text file named .png',
      async () => Buffer.from('not an image at all\n'.repeat(30)),
      'Only .png, .jpg and .jpeg images are allowed',
    ],
    ['a GIF', makeGif, 'Only .png, .jpg and .jpeg images are allowed'],
  ])('refuses %s and stores nothing', async (_case, content, message) => {
    const novel = await makeNovel(t.db);
    const filesBefore = await storedFiles();
    const response = await uploadCover(novel.id, await content());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await storedNovel(novel.id)).coverKey).toBeNull();
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('answers Image is required without a file, and 404 for unknown novels', async () => {
    const novel = await makeNovel(t.db);
    const empty = await t.request({
      method: 'PUT',
      url: `/api/novels/image/upload/${novel.id}`,
      ...(await multipart({ note: 'x' })),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Image is required' });
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const filesBefore = await storedFiles();
      const response = await uploadCover(id, await makePng());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Novel not found' });
      expect(await storedFiles()).toBe(filesBefore);
    }
  });
});

describe('PUT /novels/pdf/upload/{id}', () => {
  it('stores every chapter with 201; the novel lists them in order with their names and serves the PDFs', async () => {
    const novel = await makeNovel(t.db);
    const pdfs = [await makePdf(2, 'One'), await makePdf(3, 'Two'), await makePdf(1, 'Three')];
    const response = await uploadChapters(novel.id, {
      totalChapters: '3',
      chapter3: pdfPart(pdfs[2], 'three.pdf'),
      chapter1: pdfPart(pdfs[0], 'C:\\books\\one.pdf'),
      chapter2: pdfPart(pdfs[1], 'two.pdf'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Chapters uploaded successfully');
    const dto = response.json().novels as NovelDto;
    expect(dto).toEqual(await getNovel(novel.id));
    expect(dto.totalChapters).toBe(3);
    expect(dto.chapters).toEqual([
      { chapterNumber: 1, fileName: 'one.pdf', pdfUrl: expect.stringMatching(/^http.*\.pdf$/) },
      { chapterNumber: 2, fileName: 'two.pdf', pdfUrl: expect.stringMatching(/^http.*\.pdf$/) },
      { chapterNumber: 3, fileName: 'three.pdf', pdfUrl: expect.stringMatching(/^http.*\.pdf$/) },
    ]);
    for (const [i, chapter] of dto.chapters.entries()) {
      const served = await fetchMedia(chapter.pdfUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(served.rawPayload, pdfs[i])).toBe(0);
    }
  });

  it('takes a long novel in steps of at most 60 files, each raising totalChapters, as the app sends it', async () => {
    const novel = await makeNovel(t.db, { totalChapters: 61 });
    const pdf = await makePdf();
    const first = await uploadChapters(novel.id, {
      totalChapters: '60',
      ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`chapter${i + 1}`, pdfPart(pdf, `${i + 1}.pdf`)])),
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await uploadChapters(novel.id, { totalChapters: '61', chapter61: pdfPart(pdf, '61.pdf') });
    expect(second.statusCode, second.body).toBe(201);
    const dto = second.json().novels as NovelDto;
    expect([dto.totalChapters, dto.chapters.length, dto.chapters.at(-1)?.fileName]).toEqual([61, 61, '61.pdf']);
    // A replaced chapter below an unchanged count keeps every other chapter.
    const replaced = await uploadChapters(novel.id, { totalChapters: '61', chapter5: pdfPart(pdf, 'five.pdf') });
    expect((replaced.json().novels as NovelDto).chapters.map((c) => c.fileName).slice(3, 6)).toEqual([
      '4.pdf',
      'five.pdf',
      '6.pdf',
    ]);
  });

  it('accepts a chapter of exactly 4 MB and refuses one byte more without storing anything', async () => {
    const novel = await makeNovel(t.db);
    const atLimit = await uploadChapters(novel.id, {
      totalChapters: '1',
      chapter1: pdfPart(padTo(await makePdf(), 4 * MB)),
    });
    expect(atLimit.statusCode).toBe(201);

    const other = await makeNovel(t.db);
    const filesBefore = await storedFiles();
    const over = await uploadChapters(other.id, {
      totalChapters: '2',
      chapter1: pdfPart(await makePdf()),
      chapter2: pdfPart(padTo(await makePdf(), 4 * MB + 1)),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'Chapter 2: File size should be less than 4 MB' });
    expect(await storedChapters(other.id)).toEqual([]);
    expect((await storedNovel(other.id)).totalChapters).toBe(0);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it.each([
    ['a PNG named .pdf', async () => makePng(), 'Chapter 2: Only .pdf files are allowed'],
    [
      'a %PDF header followed by garbage',
      async () => fakePdf(),
      'Chapter 2: The PDF could not be read; upload a complete, valid PDF file',
    ],
    ['a truncated PDF', truncatedPdf, 'Chapter 2: The PDF could not be read; upload a complete, valid PDF file'],
    ['an empty file', async () => Buffer.alloc(0), 'Chapter 2: Only .pdf files are allowed'],
  ])('refuses %s among good chapters and changes nothing at all', async (_case, content, message) => {
    const novel = await makeNovel(t.db, { totalChapters: 1 });
    const first = await uploadChapters(novel.id, { chapter1: pdfPart(await makePdf()) });
    expect(first.statusCode).toBe(201);
    const before = await storedChapters(novel.id);
    const filesBefore = await storedFiles();

    const response = await uploadChapters(novel.id, {
      totalChapters: '3',
      chapter1: pdfPart(await makePdf(1, 'Replacement')),
      chapter2: pdfPart(await content(), 'two.pdf'),
      chapter3: pdfPart(await makePdf()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedChapters(novel.id)).toEqual(before);
    expect((await storedNovel(novel.id)).totalChapters).toBe(1);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('names each missing chapter: one message alone, several as a list', async () => {
    const novel = await makeNovel(t.db);
    const one = await uploadChapters(novel.id, {
      totalChapters: '3',
      chapter1: pdfPart(await makePdf()),
      chapter3: pdfPart(await makePdf()),
    });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({ message: 'Chapter 2: File is required' });

    const several = await uploadChapters(novel.id, { totalChapters: '4', chapter2: pdfPart(await makePdf()) });
    expect(several.statusCode).toBe(400);
    expect(several.json()).toEqual({
      message: ['Chapter 1: File is required', 'Chapter 3: File is required', 'Chapter 4: File is required'],
    });
    expect(await storedChapters(novel.id)).toEqual([]);
  });

  it('on a later upload requires only the chapters not yet uploaded, and replaces a chapter sent again', async () => {
    const novel = await makeNovel(t.db);
    await uploadChapters(novel.id, {
      totalChapters: '2',
      chapter1: pdfPart(await makePdf()),
      chapter2: pdfPart(await makePdf()),
    });
    const oldFirst = (await getNovel(novel.id)).chapters[0];

    const more = await uploadChapters(novel.id, {
      totalChapters: '4',
      chapter3: pdfPart(await makePdf()),
      chapter4: pdfPart(await makePdf()),
    });
    expect(more.statusCode).toBe(201);
    expect((more.json().novels as NovelDto).chapters.map((chapter) => chapter.chapterNumber)).toEqual([1, 2, 3, 4]);

    const filesBefore = await storedFiles();
    const replaced = await uploadChapters(novel.id, { chapter1: pdfPart(await makePdf(1, 'New'), 'new-one.pdf') });
    expect(replaced.statusCode).toBe(201);
    const dto = replaced.json().novels as NovelDto;
    expect(dto.totalChapters).toBe(4);
    expect(dto.chapters[0]).toEqual({ chapterNumber: 1, fileName: 'new-one.pdf', pdfUrl: expect.any(String) });
    expect(dto.chapters[0].pdfUrl).not.toBe(oldFirst.pdfUrl);
    expect((await fetchMedia(oldFirst.pdfUrl)).statusCode).toBe(404);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('lowering totalChapters removes the chapters above it and their files', async () => {
    const novel = await makeNovel(t.db);
    await uploadChapters(novel.id, {
      totalChapters: '3',
      chapter1: pdfPart(await makePdf()),
      chapter2: pdfPart(await makePdf()),
      chapter3: pdfPart(await makePdf()),
    });
    const [, second, third] = (await getNovel(novel.id)).chapters;
    const response = await uploadChapters(novel.id, { totalChapters: '1' });
    expect(response.statusCode).toBe(201);
    expect((response.json().novels as NovelDto).chapters.map((chapter) => chapter.chapterNumber)).toEqual([1]);
    expect((await fetchMedia(second.pdfUrl)).statusCode).toBe(404);
    expect((await fetchMedia(third.pdfUrl)).statusCode).toBe(404);
  });

  it('refuses a chapter beyond the count, a count below 1, and unexpected file fields', async () => {
    const novel = await makeNovel(t.db);
    const beyond = await uploadChapters(novel.id, {
      totalChapters: '2',
      chapter1: pdfPart(await makePdf()),
      chapter2: pdfPart(await makePdf()),
      chapter3: pdfPart(await makePdf()),
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ message: 'Chapter 3: No Of Chapters is 2, so there is no chapter 3' });

    for (const totalChapters of ['0', '-1', 'abc']) {
      const response = await uploadChapters(novel.id, { totalChapters, chapter1: pdfPart(await makePdf()) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'No Of Chapters must be greater than 0' });
    }
    // Left out, the count is the stored one, which is still 0 here.
    const noCount = await uploadChapters(novel.id, { chapter1: pdfPart(await makePdf()) });
    expect(noCount.json()).toEqual({ message: 'No Of Chapters must be greater than 0' });

    const unexpected = await uploadChapters(novel.id, {
      totalChapters: '1',
      chapter1: pdfPart(await makePdf()),
      cover: pdfPart(await makePdf()),
    });
    expect(unexpected.statusCode).toBe(400);
    expect(unexpected.json()).toEqual({ message: 'Unexpected file field cover' });
    expect(await storedChapters(novel.id)).toEqual([]);
  });

  it('answers 404 for unknown novels and 400 for a body that is not multipart', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await uploadChapters(id, { totalChapters: '1', chapter1: pdfPart(await makePdf()) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Novel not found' });
    }
    const novel = await makeNovel(t.db);
    const json = await t.request({
      method: 'PUT',
      url: `/api/novels/pdf/upload/${novel.id}`,
      payload: { totalChapters: 1 },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('the PDF check', () => {
  const tempFile = async (content: Buffer) => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'pdf-test-')), 'file.pdf');
    await fs.writeFile(file, content);
    return file;
  };

  it('answers the page count of a real PDF', async () => {
    expect(await verifyPdf(await tempFile(await makePdf(4)))).toEqual({ numPages: 4 });
  });

  it.each([
    ['garbage after a PDF signature', async () => fakePdf()],
    ['a truncated PDF', truncatedPdf],
  ])('refuses %s with a 400 and the given message', async (_case, content) => {
    const error = await verifyPdf(await tempFile(await content()), 'Broken').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, message: 'Broken' });
  });

  it('describes a PDF upload rule', () => {
    expect(pdfRule(10, 'Too big')).toEqual({
      maxBytes: 10,
      sizeMessage: 'Too big',
      types: ['pdf'],
      typeMessage: 'Only .pdf files are allowed',
    });
  });
});

describe('GET /novels/filter/{status}', () => {
  /** Titles carry a token so that a search sees only this test's novels. */
  const seedGroups = async () => {
    const token = randomUUID().slice(0, 8);
    const alpha = await makeCategory(t.db, 'novel', { name: `Alpha ${token}` });
    const beta = await makeCategory(t.db, 'novel', { name: `beta ${token}` });
    const activeAlpha = [];
    for (let i = 0; i < 8; i += 1) {
      activeAlpha.push(
        await makeNovel(t.db, {
          categoryId: alpha.id,
          title: `Alpha book ${i} ${token}`,
          startAt: hoursFromNow(-1 - i),
        }),
      );
    }
    const activeBeta = await makeNovel(t.db, {
      categoryId: beta.id,
      title: `Beta book ${token}`,
      startAt: hoursFromNow(-3),
    });
    const upcoming = [
      await makeNovel(t.db, {
        categoryId: beta.id,
        title: `Later book ${token}`,
        startAt: hoursFromNow(48),
        comingSoon: true,
      }),
      await makeNovel(t.db, { categoryId: beta.id, title: `Sooner book ${token}`, startAt: hoursFromNow(2) }),
    ];
    return { token, alpha, beta, activeAlpha, activeBeta, upcoming };
  };
  const filter = async (status: string, search: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/novels/filter/${status}?search=${encodeURIComponent(search)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().novels as {
      novelsData: { categoryName: string; novelCategoryID: string; totalNovels: number; novels: NovelDto[] }[];
      totalRecords: number;
    };
  };

  it('groups active novels by category name with at most 6 each, a per-group total and the overall count', async () => {
    const { token, alpha, beta, activeAlpha, activeBeta } = await seedGroups();
    const active = await filter('active', token);
    expect(active.totalRecords).toBe(9);
    expect(active.novelsData.map((group) => [group.categoryName, group.novelCategoryID, group.totalNovels])).toEqual([
      [alpha.name, alpha.id, 8],
      [beta.name, beta.id, 1],
    ]);
    expect(active.novelsData[0].novels.map((novel) => novel.novelID)).toEqual(
      activeAlpha.slice(0, 6).map((novel) => novel.id),
    );
    expect(active.novelsData[1].novels.map((novel) => novel.novelID)).toEqual([activeBeta.id]);
    expect(active.novelsData[1].novels[0]).toEqual(await getNovel(activeBeta.id));
  });

  it('lists upcoming novels (start in the future) soonest first, apart from the active ones', async () => {
    const { token, beta, upcoming } = await seedGroups();
    const result = await filter('Upcoming', token);
    expect(result.totalRecords).toBe(2);
    expect(result.novelsData).toHaveLength(1);
    expect(result.novelsData[0]).toMatchObject({ novelCategoryID: beta.id, totalNovels: 2 });
    expect(result.novelsData[0].novels.map((novel) => novel.novelID)).toEqual([upcoming[1].id, upcoming[0].id]);
    expect(result.novelsData[0].novels.map((novel) => [novel.status, novel.comingSoon])).toEqual([
      ['upcoming', false],
      ['upcoming', true],
    ]);
  });

  it('searches titles in any case, with LIKE wildcards taken literally', async () => {
    const { token, activeBeta } = await seedGroups();
    const result = await filter('active', `BETA BOOK ${token.toUpperCase()}`);
    expect(result.novelsData.flatMap((group) => group.novels.map((novel) => novel.novelID))).toEqual([activeBeta.id]);
    expect((await filter('active', `%${token}`)).totalRecords).toBe(0);
    expect((await filter('active', `no such title ${randomUUID()}`)).novelsData).toEqual([]);
  });

  it('answers 400, not a server error, for a search holding a NUL character', async () => {
    const response = await t.request({ method: 'GET', url: '/api/novels/filter/active?search=a%00b' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 for other statuses', async () => {
    const response = await t.request({ method: 'GET', url: '/api/novels/filter/expired' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Status must be active or upcoming' });
  });
});

describe('GET /novels/category/{id}', () => {
  const page = (id: string, query = '') => t.request({ method: 'GET', url: `/api/novels/category/${id}?${query}` });

  it('pages all novels of one category, 30 first, and filters by status and search', async () => {
    const category = await makeCategory(t.db, 'novel');
    const other = await makeCategory(t.db, 'novel');
    await makeNovel(t.db, { categoryId: other.id });
    const active = [];
    for (let i = 0; i < 33; i += 1)
      active.push(
        await makeNovel(t.db, { categoryId: category.id, title: `Saga ${i}`, startAt: hoursFromNow(-1 - i) }),
      );
    const upcoming = await makeNovel(t.db, {
      categoryId: category.id,
      title: 'Saga to come',
      startAt: hoursFromNow(10),
    });

    const first = await page(category.id);
    expect(first.statusCode).toBe(200);
    const body = first.json().novels;
    expect(body).toMatchObject({ novelCategoryID: category.id, categoryName: category.name });
    expect(body.novelsData).toHaveLength(30);
    expect(body.pagination).toEqual({ totalPages: 2, totalRecords: 34, currentPage: 1, limit: 30 });
    expect(body.novelsData[0].novelID).toBe(upcoming.id);

    const second = (await page(category.id, 'page=2')).json().novels;
    expect(second.novelsData.map((novel: NovelDto) => novel.novelID)).toEqual(
      active.slice(29).map((novel) => novel.id),
    );

    const onlyActive = (await page(category.id, 'status=active&limit=100')).json().novels;
    expect(onlyActive.pagination.totalRecords).toBe(33);
    const onlyUpcoming = (await page(category.id, 'status=upcoming')).json().novels;
    expect(onlyUpcoming.novelsData.map((novel: NovelDto) => novel.novelID)).toEqual([upcoming.id]);
    const searched = (await page(category.id, 'search=saga%2012')).json().novels;
    expect(searched.novelsData.map((novel: NovelDto) => novel.novelID)).toEqual([active[12].id]);
  });

  it('answers 404 for unknown, malformed and other-kind categories, 400 for an unknown status', async () => {
    const postCategory = await makeCategory(t.db, 'post');
    for (const id of [UNKNOWN_ID, 'not-an-id', postCategory.id]) {
      const response = await page(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Category not found' });
    }
    const category = await makeCategory(t.db, 'novel');
    const response = await page(category.id, 'status=soon');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Status must be active or upcoming' });
  });
});

describe('PUT /novels/update/{id}', () => {
  it('updates the fields given with 200 and the whole novel; the rest keep their values', async () => {
    const novel = await makeNovel(t.db, { startAt: hoursFromNow(5) });
    const category = await makeCategory(t.db, 'novel');
    const start = hoursFromNow(30);
    const response = await t.request({
      method: 'PUT',
      url: `/api/novels/update/${novel.id}`,
      payload: { title: ' Renamed ', novelCategory: category.id, startDateTime: pickerTime(start), comingSoon: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Novel Updated successfully', novels: await getNovel(novel.id) });
    expect(response.json().novels).toMatchObject({
      title: 'Renamed',
      novelCategory: { novelCategoryID: category.id, novelCategoryName: category.name },
      startDateTime: minuteOf(start).toISOString(),
      comingSoon: true,
      totalChapters: 0,
    });

    const titleOnly = await t.request({
      method: 'PUT',
      url: `/api/novels/update/${novel.id}`,
      payload: { title: 'Only the title' },
    });
    expect(titleOnly.json().novels).toMatchObject({
      title: 'Only the title',
      startDateTime: minuteOf(start).toISOString(),
      comingSoon: true,
    });
  });

  it('keeps an active novel editable: its past start may be sent back unchanged', async () => {
    const novel = await makeNovel(t.db, { startAt: hoursFromNow(-48) });
    const response = await t.request({
      method: 'PUT',
      url: `/api/novels/update/${novel.id}`,
      payload: { title: 'Edited', startDateTime: pickerTime(novel.startAt), comingSoon: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().novels.startDateTime).toBe(novel.startAt.toISOString());
  });

  it('reports Coming Soon only while the novel is upcoming', async () => {
    const novel = await makeNovel(t.db, { startAt: hoursFromNow(-1), comingSoon: true });
    expect((await getNovel(novel.id)).comingSoon).toBe(false);
    const response = await t.request({
      method: 'PUT',
      url: `/api/novels/update/${novel.id}`,
      payload: { title: 'Still fine' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lowering totalChapters removes the chapters above it and their files', async () => {
    const novel = await makeNovel(t.db);
    await uploadChapters(novel.id, {
      totalChapters: '2',
      chapter1: pdfPart(await makePdf()),
      chapter2: pdfPart(await makePdf()),
    });
    const second = (await getNovel(novel.id)).chapters[1];
    const response = await t.request({
      method: 'PUT',
      url: `/api/novels/update/${novel.id}`,
      payload: { totalChapters: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().novels).toMatchObject({ totalChapters: 1, chapters: [{ chapterNumber: 1 }] });
    expect((await fetchMedia(second.pdfUrl)).statusCode).toBe(404);

    const raised = await t.request({
      method: 'PUT',
      url: `/api/novels/update/${novel.id}`,
      payload: { totalChapters: '3' },
    });
    expect(raised.json().novels).toMatchObject({ totalChapters: 3, chapters: [{ chapterNumber: 1 }] });
  });

  it.each([
    [
      'a start changed to the past',
      { startDateTime: pickerTime(hoursFromNow(-3)) },
      'You cannot select a past date or time.',
    ],
    ['a blank title', { title: ' ' }, 'Novel Title is required'],
    ['a blank start', { startDateTime: '' }, 'Start Date is required'],
    ['an unknown category', { novelCategory: UNKNOWN_ID }, 'Category not found'],
    [
      'Coming Soon for a novel that has started',
      { comingSoon: true },
      'Coming Soon can only be selected when the start date is in the future',
    ],
    ['a chapter count of 0', { totalChapters: 0 }, 'No Of Chapters must be greater than 0'],
  ])('refuses %s and changes nothing', async (_case, payload, message) => {
    const novel = await makeNovel(t.db, { startAt: hoursFromNow(-5), totalChapters: 2 });
    const before = await getNovel(novel.id);
    const response = await t.request({ method: 'PUT', url: `/api/novels/update/${novel.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await getNovel(novel.id)).toEqual(before);
  });
});

describe('unknown novels and tokens', () => {
  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for unknown id %s', async (id) => {
    for (const [method, url, payload] of [
      ['GET', `/api/novels/get/${id}`, undefined],
      ['PUT', `/api/novels/update/${id}`, { title: 'Anything' }],
    ] as const) {
      const response = await t.request({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Novel not found' });
    }
  });

  it('lists chapters that exist only as rows in chapter order', async () => {
    const novel = await makeNovel(t.db, { totalChapters: 2 });
    await makeChapter(t.db, novel.id, 2, `novels/${randomUUID()}.pdf`);
    await makeChapter(t.db, novel.id, 1, `novels/${randomUUID()}.pdf`);
    expect((await getNovel(novel.id)).chapters.map((chapter) => chapter.chapterNumber)).toEqual([1, 2]);
  });

  it('needs a token', async () => {
    const novel = await makeNovel(t.db);
    for (const [method, url] of [
      ['POST', '/api/novels/create'],
      ['PUT', `/api/novels/image/upload/${novel.id}`],
      ['PUT', `/api/novels/pdf/upload/${novel.id}`],
      ['GET', '/api/novels/filter/active'],
      ['GET', `/api/novels/category/${novel.categoryId}`],
      ['GET', `/api/novels/get/${novel.id}`],
      ['PUT', `/api/novels/update/${novel.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('demo novels and jobs', () => {
  it('adds active and upcoming novels with covers and readable chapter PDFs, and active and expired jobs with images', async () => {
    await seedNovelsAndJobs(t.db, t.storage);

    const active = (await t.request({ method: 'GET', url: '/api/novels/filter/active' })).json().novels;
    const romance = active.novelsData.find((group: { categoryName: string }) => group.categoryName === 'Romance');
    expect(romance).toMatchObject({ totalNovels: 8 });
    expect(romance.novels).toHaveLength(6);
    const upcoming = (await t.request({ method: 'GET', url: '/api/novels/filter/upcoming' })).json().novels;
    const demoGroups = upcoming.novelsData.filter((group: { categoryName: string }) =>
      ['Romance', 'Thriller', 'Mythology', 'Science Fiction'].includes(group.categoryName),
    );
    expect(demoGroups.map((group: { totalNovels: number }) => group.totalNovels)).toEqual([1, 1, 1]);
    expect(
      demoGroups.flatMap((group: { novels: NovelDto[] }) => group.novels).filter((novel: NovelDto) => novel.comingSoon),
    ).toHaveLength(2);

    const novel = romance.novels[0] as NovelDto;
    expect((await fetchMedia(novel.coverImage!)).headers['content-type']).toBe('image/jpeg');
    expect(novel.chapters).toHaveLength(novel.totalChapters);
    const chapter = await fetchMedia(novel.chapters[0].pdfUrl);
    expect(chapter.headers['content-type']).toBe('application/pdf');
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'demo-pdf-')), 'chapter.pdf');
    await fs.writeFile(file, chapter.rawPayload);
    expect((await verifyPdf(file)).numPages).toBeGreaterThanOrEqual(2);

    for (const status of ['active', 'expiry']) {
      const listed = (await t.request({ method: 'GET', url: `/api/jobs/filter/${status}` })).json().jobs;
      expect(listed.pagination.totalRecords, status).toBeGreaterThanOrEqual(4);
      const image = await fetchMedia(listed.jobs[0].companyImageUrl);
      expect(image.headers['content-type']).toBe('image/png');
    }
  });
});
