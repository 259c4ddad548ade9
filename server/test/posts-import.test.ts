import { format } from 'date-fns';
import { count, eq, inArray } from 'drizzle-orm';
import XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeCategory, makeLanguage, makeReporter } from './helpers/factories.js';
import { makePng, makeSpreadsheet, multipart, padTo } from './helpers/files.js';
import {
  declareUncompressedSize,
  postImportRow,
  xlsxWithEntries,
  xlsxWithManyEntries,
} from './helpers/posts-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const minute = (date: Date) => format(date, 'yyyy-MM-dd HH:mm');

const importFile = async (content: Buffer, filename = 'posts.xlsx', field = 'postFile') => {
  const body = await multipart({ [field]: { content, filename } });
  return t.request({ method: 'POST', url: '/api/posts/upload', payload: body.payload, headers: body.headers });
};

const postsIn = (categoryId: string) => t.db.select().from(posts).where(eq(posts.categoryId, categoryId));
const postCount = async () => (await t.db.select({ value: count() }).from(posts))[0].value;

/** A fresh category and language with unique names, so each test sees only the posts it imported. */
const isolated = async () => ({ category: await makeCategory(t.db), language: await makeLanguage(t.db) });

describe('POST /posts/upload (spreadsheet import)', () => {
  it('imports an .xlsx with human headers, names in any case, date cells and reporters by mobile number', async () => {
    const { category, language } = await isolated();
    const reporter = await makeReporter(t.db);
    const tomorrow = hoursFromNow(24);
    tomorrow.setSeconds(0, 0);
    const file = makeSpreadsheet([
      postImportRow({ Category: category.name.toUpperCase(), Language: language.name, 'News Title': 'First' }),
      {},
      postImportRow({
        ' category ': category.id,
        Language: language.id.toUpperCase(),
        'News Title': 'Second',
        'Posted On': tomorrow,
        Status: 'published',
        'Reporter Mobile Number': Number(reporter.mobileNumber),
      }),
      postImportRow({
        Category: category.name,
        Language: language.name,
        'News Title': 'Third',
        'Posted On': minute(tomorrow),
        'Unknown Column': 'ignored',
      }),
    ]);
    const response = await importFile(file);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'File Uploaded successfully', importedCount: 3 });

    const imported = await postsIn(category.id);
    const byTitle = Object.fromEntries(imported.map((post) => [post.title, post]));
    expect(Object.keys(byTitle).sort()).toEqual(['First', 'Second', 'Third']);
    expect(byTitle.First).toMatchObject({
      status: 'Pending',
      reporterId: t.admin.id,
      languageId: language.id,
      location: 'Kochi',
    });
    expect(byTitle.Second).toMatchObject({ status: 'Published', reporterId: reporter.id });
    expect(byTitle.Second.postedOn.getTime()).toBe(tomorrow.getTime());
    expect(byTitle.Third.postedOn.getTime()).toBe(tomorrow.getTime());

    const scheduled = await t.request({ method: 'GET', url: `/api/posts/filter/Schedule?category=${category.id}` });
    expect(scheduled.json().posts.postsData.map((post: { postTitle: string }) => post.postTitle)).toEqual(['Second']);
  });

  it('imports a legacy .xls that uses the API field names', async () => {
    const { category, language } = await isolated();
    const file = makeSpreadsheet(
      [1, 2].map((n) => ({
        postTitle: `Legacy ${n}`,
        postDescription: 'Written by an older version of Excel.',
        postLocationDetails: 'Madurai',
        postCategory: category.name,
        postLanguage: language.name,
        postStatus: 'Pending',
      })),
      'xls',
    );
    const response = await importFile(file, 'legacy.XLS');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'File Uploaded successfully', importedCount: 2 });
    expect((await postsIn(category.id)).map((post) => post.title).sort()).toEqual(['Legacy 1', 'Legacy 2']);
  });

  it('imports the most rows a file may hold', async () => {
    const { category, language } = await isolated();
    const rows = Array.from({ length: 5000 }, (_, i) =>
      postImportRow({ 'News Title': `Bulk ${i}`, Category: category.name, Language: language.name }),
    );
    const response = await importFile(makeSpreadsheet(rows));
    expect(response.json()).toEqual({ message: 'File Uploaded successfully', importedCount: 5000 });
    const [{ value }] = await t.db.select({ value: count() }).from(posts).where(eq(posts.categoryId, category.id));
    expect(value).toBe(5000);
  });

  it('lists every problem of every row by spreadsheet row number and imports nothing', async () => {
    const { category, language } = await isolated();
    const file = makeSpreadsheet([
      postImportRow({ 'News Title': '', Category: category.name, Language: language.name }),
      postImportRow({ Category: 'No such category', Language: language.name, 'Posted On': '2020-01-01 10:00' }),
      postImportRow({ Category: category.name, Language: language.name }),
      postImportRow({
        'News Description': '   ',
        Location: '',
        Category: category.name,
        Language: 'Klingon',
        Status: 'Rejected',
        'Reporter Mobile Number': '9000000000',
        'Posted On': 'soon',
      }),
    ]);
    const before = await postCount();
    const response = await importFile(file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: [
        'Row 2: News Title is required',
        'Row 3: You cannot select a past date or time.',
        'Row 3: Category not found',
        'Row 5: Location is required',
        'Row 5: Message cannot be empty or just spaces',
        'Row 5: Enter a valid date and time (yyyy-MM-dd HH:mm)',
        'Row 5: Status must be Pending or Published',
        'Row 5: Language not found',
        'Row 5: Reporter not found',
      ],
    });
    expect(await postCount()).toBe(before);
    expect(await postsIn(category.id)).toEqual([]);
  });

  it.each([
    ['a PNG named .xlsx', async () => makePng(), 'posts.xlsx'],
    ['a text file named .xls', async () => Buffer.from('News Title,Location\nA,B\n'), 'posts.xls'],
    ['a real .xlsx named .csv', async () => makeSpreadsheet([postImportRow()]), 'posts.csv'],
    ['a real .xlsx without an extension', async () => makeSpreadsheet([postImportRow()]), 'posts'],
  ])('refuses %s', async (_name, makeFile, filename) => {
    const response = await importFile(await makeFile(), filename);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only .xls and .xlsx files are allowed' });
  });

  it('refuses a file over 5 MB', async () => {
    const response = await importFile(padTo(makeSpreadsheet([postImportRow()]), 5 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'File size should be less than 5 MB' });
  });

  it('answers 400 when no file is sent', async () => {
    const response = await importFile(makeSpreadsheet([postImportRow()]), 'posts.xlsx', 'otherField');
    expect(response.statusCode).toBe(400);
    const body = await multipart({ note: 'nothing attached' });
    const empty = await t.request({
      method: 'POST',
      url: '/api/posts/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'File is required' });
  });

  describe('zip bombs', () => {
    const tooLarge = { message: 'The file is too large once unpacked' };

    it('refuses an .xlsx whose central directory declares a huge unpacked size', async () => {
      const bomb = declareUncompressedSize(makeSpreadsheet([postImportRow()]), 0xfffffff0);
      const before = await postCount();
      const response = await importFile(bomb);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(tooLarge);
      expect(await postCount()).toBe(before);
    });

    it('refuses an .xlsx that really unpacks past 50 MB while its directory claims it is tiny', async () => {
      const bomb = declareUncompressedSize(
        xlsxWithEntries({ 'xl/media/zeros.bin': Buffer.alloc(60 * 1024 * 1024) }),
        100,
      );
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const response = await importFile(bomb);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(tooLarge);
    });

    it('refuses an .xlsx with more than 1000 entries', async () => {
      const response = await importFile(xlsxWithManyEntries(1000));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(tooLarge);
    });
  });

  it('refuses a sheet with a header but no rows, and one with nothing at all', async () => {
    const headerOnly = XLSX.utils.aoa_to_sheet([['News Title', 'Location']]);
    const empty = XLSX.utils.aoa_to_sheet([]);
    for (const sheet of [headerOnly, empty]) {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
      const response = await importFile(Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' })));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The file has no rows' });
    }
  });

  it.each([5001, 5002, 7000])('refuses %i rows', async (length) => {
    const rows = Array.from({ length }, () => postImportRow());
    const response = await importFile(makeSpreadsheet(rows));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'A file may hold at most 5000 rows' });
  });

  it('names the required columns the header row lacks', async () => {
    const response = await importFile(makeSpreadsheet([{ Title: 'x', Location: 'Kochi' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Missing columns: News Title, News Description, Category, Language' });
  });

  it('needs a token', async () => {
    const body = await multipart({ postFile: { content: makeSpreadsheet([postImportRow()]), filename: 'posts.xlsx' } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /posts/import/template', () => {
  it('downloads an .xlsx with the header row and an example row that imports once its names exist', async () => {
    const response = await t.request({ method: 'GET', url: '/api/posts/import/template' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="posts-import-template.xlsx"');

    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: '' });
    expect(rows[0]).toEqual([
      'News Title',
      'News Description',
      'Location',
      'Category',
      'Language',
      'Posted On',
      'Status',
      'Reporter Mobile Number',
    ]);
    expect(rows).toHaveLength(2);

    const example = rows[1];
    const category = await makeCategory(t.db, 'post', { name: `${example[3]} ${Date.now()}` });
    const language = await makeLanguage(t.db, { name: `${example[4]} ${Date.now()}` });
    const filled = [rows[0], [...example.slice(0, 3), category.name, language.name, ...example.slice(5)]];
    const sheet = XLSX.utils.aoa_to_sheet(filled);
    const upload = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(upload, sheet, 'Sheet1');
    const imported = await importFile(Buffer.from(XLSX.write(upload, { type: 'buffer', bookType: 'xlsx' })));
    expect(imported.json()).toEqual({ message: 'File Uploaded successfully', importedCount: 1 });
    expect(
      await t.db
        .select()
        .from(posts)
        .where(inArray(posts.categoryId, [category.id])),
    ).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/import/template' })).statusCode).toBe(401);
  });
});
