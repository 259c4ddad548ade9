import { format, startOfDay } from 'date-fns';
import { count, eq } from 'drizzle-orm';
import XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyQuotes } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { hoursFromNow, makeReporter } from './helpers/factories.js';
import { makePng, makeSpreadsheet, multipart, padTo } from './helpers/files.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const minute = (date: Date) => format(date, 'yyyy-MM-dd HH:mm');
const quoteCount = async () => (await t.db.select({ value: count() }).from(dailyQuotes))[0].value;
const quotesOf = (reporterId: string) => t.db.select().from(dailyQuotes).where(eq(dailyQuotes.reporterId, reporterId));

const importFile = async (content: Buffer, filename = 'quotes.xlsx', field = 'dailyQuoteFile') => {
  const body = await multipart({ [field]: { content, filename } });
  return t.request({ method: 'POST', url: '/api/dailyQuotes/upload', payload: body.payload, headers: body.headers });
};

describe('POST /dailyQuotes/upload (spreadsheet import)', () => {
  it('imports rows with date cells or text, posted dates and reporters by mobile number', async () => {
    const reporter = await makeReporter(t.db);
    const tomorrow = hoursFromNow(24);
    tomorrow.setSeconds(0, 0);
    const before = Date.now();
    const file = makeSpreadsheet([
      { 'Scheduled Date': tomorrow, 'Reporter Mobile Number': reporter.mobileNumber },
      {},
      {
        'Scheduled Date': minute(tomorrow),
        'Posted Date': format(new Date(), 'yyyy-MM-dd'),
        Status: 'PUBLISHED',
        'Reporter Mobile Number': `${reporter.mobileNumber.slice(0, 5)} ${reporter.mobileNumber.slice(5)}`,
      },
    ]);
    const response = await importFile(file);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'File Uploaded successfully', importedCount: 2 });

    const imported = await quotesOf(reporter.id);
    expect(imported).toHaveLength(2);
    const [pending, published] = ['Pending', 'Published'].map((status) =>
      imported.find((quote) => quote.status === status)!,
    );
    expect(pending.scheduledDate.getTime()).toBe(tomorrow.getTime());
    expect(pending.publishDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(published.publishDate.getTime()).toBe(startOfDay(new Date()).getTime());
    expect(published.mediaKey).toBeNull();
  });

  it('defaults the reporter to the importing admin and reads a legacy .xls with field names', async () => {
    const tomorrow = minute(hoursFromNow(24));
    const before = (await quotesOf(t.admin.id)).length;
    const response = await importFile(
      makeSpreadsheet([{ scheduledDate: tomorrow }, { scheduledDate: tomorrow }], 'xls'),
      'quotes.xls',
    );
    expect(response.json()).toEqual({ message: 'File Uploaded successfully', importedCount: 2 });
    expect(await quotesOf(t.admin.id)).toHaveLength(before + 2);
  });

  it('lists every problem of every row by spreadsheet row number and imports nothing', async () => {
    const file = makeSpreadsheet([
      { 'Scheduled Date': minute(hoursFromNow(5)) },
      { 'Scheduled Date': '', Status: 'Pending' },
      { 'Scheduled Date': '2020-01-01 10:00', 'Posted Date': 'today' },
      { 'Scheduled Date': 'someday', Status: 'Rejected', 'Reporter Mobile Number': '9000000000' },
    ]);
    const before = await quoteCount();
    const response = await importFile(file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: [
        'Row 3: Scheduled Date is required',
        'Row 4: Enter a valid date (yyyy-MM-dd)',
        'Row 4: You cannot select a past date or time.',
        'Row 5: Enter a valid date and time (yyyy-MM-dd HH:mm)',
        'Row 5: Status must be Pending or Published',
        'Row 5: Reporter not found',
      ],
    });
    expect(await quoteCount()).toBe(before);
  });

  it.each([
    ['a PNG named .xlsx', async () => makePng(), 'quotes.xlsx'],
    ['a real .xlsx named .txt', async () => makeSpreadsheet([{ 'Scheduled Date': '2090-01-01 10:00' }]), 'quotes.txt'],
  ])('refuses %s', async (_name, makeFile, filename) => {
    const response = await importFile(await makeFile(), filename);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only .xls and .xlsx files are allowed' });
  });

  it('refuses a file over 5 MB', async () => {
    const response = await importFile(
      padTo(makeSpreadsheet([{ 'Scheduled Date': '2090-01-01 10:00' }]), 5 * 1024 * 1024 + 1),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'File size should be less than 5 MB' });
  });

  it('refuses a spreadsheet without the Scheduled Date column, so a wrong file imports nothing', async () => {
    const before = await quoteCount();
    const response = await importFile(makeSpreadsheet([{ Category: 'Trending', Status: 'Pending' }]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Missing columns: Scheduled Date' });
    expect(await quoteCount()).toBe(before);
  });

  it('answers 400 "File is required" when no file is sent', async () => {
    const body = await multipart({ note: 'nothing attached' });
    const response = await t.request({
      method: 'POST',
      url: '/api/dailyQuotes/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'File is required' });
  });

  it('needs a token', async () => {
    const body = await multipart({
      dailyQuoteFile: { content: makeSpreadsheet([{ 'Scheduled Date': 'x' }]), filename: 'q.xlsx' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dailyQuotes/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /dailyQuotes/import/template', () => {
  it('downloads an .xlsx whose example row imports as it is', async () => {
    const response = await t.request({ method: 'GET', url: '/api/dailyQuotes/import/template' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="daily-quotes-import-template.xlsx"');

    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: '' });
    expect(rows[0]).toEqual(['Scheduled Date', 'Posted Date', 'Status', 'Reporter Mobile Number']);
    expect(rows).toHaveLength(2);

    const imported = await importFile(response.rawPayload);
    expect(imported.json()).toEqual({ message: 'File Uploaded successfully', importedCount: 1 });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dailyQuotes/import/template' })).statusCode).toBe(401);
  });
});
