import { format } from 'date-fns';
import { count, eq } from 'drizzle-orm';
import XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shorts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeCategory, makeReporter } from './helpers/factories.js';
import { makePng, makeSpreadsheet, multipart, padTo } from './helpers/files.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const minute = (date: Date) => format(date, 'yyyy-MM-dd HH:mm');
const shortCount = async () => (await t.db.select({ value: count() }).from(shorts))[0].value;
const shortsIn = (categoryId: string) => t.db.select().from(shorts).where(eq(shorts.categoryId, categoryId));

const importFile = async (content: Buffer, filename = 'shorts.xlsx', field = 'shortFile') => {
  const body = await multipart({ [field]: { content, filename } });
  return t.request({ method: 'POST', url: '/api/shorts/upload', payload: body.payload, headers: body.headers });
};

describe('POST /shorts/upload (spreadsheet import)', () => {
  it('imports rows with categories by name or id, date cells and reporters by mobile number', async () => {
    const category = await makeCategory(t.db, 'short');
    const reporter = await makeReporter(t.db);
    const tomorrow = hoursFromNow(24);
    tomorrow.setSeconds(0, 0);
    const file = makeSpreadsheet([
      { Category: category.name.toUpperCase() },
      {},
      {
        Category: category.id,
        'Posted On': tomorrow,
        Status: 'published',
        'Reporter Mobile Number': Number(reporter.mobileNumber),
      },
      { Category: ` ${category.name} `, 'Posted On': minute(tomorrow), Status: 'Pending', Unknown: 'ignored' },
    ]);
    const response = await importFile(file);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'File Uploaded successfully', importedCount: 3 });

    const imported = await shortsIn(category.id);
    expect(imported).toHaveLength(3);
    expect(imported.filter((short) => short.reporterId === t.admin.id)).toHaveLength(2);
    const scheduled = imported.find((short) => short.status === 'Published')!;
    expect(scheduled).toMatchObject({ reporterId: reporter.id, videoKey: null });
    expect(scheduled.postedOn.getTime()).toBe(tomorrow.getTime());

    const list = await t.request({ method: 'GET', url: `/api/shorts/filter/Schedule?category=${category.id}` });
    expect(list.json().shorts.shortsData.map((short: { shortID: string }) => short.shortID)).toEqual([scheduled.id]);
  });

  it('imports a legacy .xls with the API field names', async () => {
    const category = await makeCategory(t.db, 'short');
    const file = makeSpreadsheet(
      [{ shortCategory: category.name }, { shortCategory: category.name, shortStatus: 'Published' }],
      'xls',
    );
    const response = await importFile(file, 'shorts.xls');
    expect(response.json()).toEqual({ message: 'File Uploaded successfully', importedCount: 2 });
    expect(await shortsIn(category.id)).toHaveLength(2);
  });

  it('lists every problem of every row by spreadsheet row number and imports nothing', async () => {
    const category = await makeCategory(t.db, 'short');
    const postCategory = await makeCategory(t.db, 'post');
    const file = makeSpreadsheet([
      { Category: category.name },
      { Category: '', Status: 'Pending' },
      { Category: postCategory.name, 'Posted On': '2020-01-01 10:00' },
      { Category: category.name, 'Posted On': 'soon', Status: 'Rejected', 'Reporter Mobile Number': '9000000000' },
    ]);
    const before = await shortCount();
    const response = await importFile(file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: [
        'Row 3: Category is required',
        'Row 4: You cannot select a past date or time.',
        'Row 4: Category not found',
        'Row 5: Enter a valid date and time (yyyy-MM-dd HH:mm)',
        'Row 5: Status must be Pending or Published',
        'Row 5: Reporter not found',
      ],
    });
    expect(await shortCount()).toBe(before);
  });

  it.each([
    ['a PNG named .xlsx', async () => makePng(), 'shorts.xlsx'],
    ['a real .xlsx named .csv', async () => makeSpreadsheet([{ Category: 'x' }]), 'shorts.csv'],
  ])('refuses %s', async (_name, makeFile, filename) => {
    const response = await importFile(await makeFile(), filename);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only .xls and .xlsx files are allowed' });
  });

  it('refuses a file over 5 MB', async () => {
    const response = await importFile(padTo(makeSpreadsheet([{ Category: 'x' }]), 5 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'File size should be less than 5 MB' });
  });

  it('names the required column the header row lacks', async () => {
    const response = await importFile(makeSpreadsheet([{ 'News Title': 'A post, not a short' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Missing columns: Category' });
  });

  it('answers 400 "File is required" when no file is sent', async () => {
    const body = await multipart({ note: 'nothing attached' });
    const response = await t.request({
      method: 'POST',
      url: '/api/shorts/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'File is required' });
  });

  it('needs a token', async () => {
    const body = await multipart({
      shortFile: { content: makeSpreadsheet([{ Category: 'x' }]), filename: 'shorts.xlsx' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shorts/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /shorts/import/template', () => {
  it('downloads an .xlsx whose example row imports once its category exists', async () => {
    const response = await t.request({ method: 'GET', url: '/api/shorts/import/template' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="shorts-import-template.xlsx"');

    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: '' });
    expect(rows[0]).toEqual(['Category', 'Posted On', 'Status', 'Reporter Mobile Number']);
    expect(rows).toHaveLength(2);

    const category = await makeCategory(t.db, 'short', { name: `${rows[1][0]} ${Date.now()}` });
    const sheet = XLSX.utils.aoa_to_sheet([rows[0], [category.name, ...rows[1].slice(1)]]);
    const filled = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(filled, sheet, 'Sheet1');
    const imported = await importFile(Buffer.from(XLSX.write(filled, { type: 'buffer', bookType: 'xlsx' })));
    expect(imported.json()).toEqual({ message: 'File Uploaded successfully', importedCount: 1 });
    expect(await shortsIn(category.id)).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/shorts/import/template' })).statusCode).toBe(401);
  });
});
