import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredResources } from '#contract/resources/index';
import * as schema from '../src/db/schema.js';
import { declaredTable } from '../src/declared/declared-table.js';
import { notices } from './fixtures/notices.js';
import { makePng, multipart } from './helpers/files.js';
import { makePdf } from './helpers/novels-jobs-factories.js';
import { createTestApp, type TestApp } from './helpers/app.js';

/**
 * Every field kind, filter and delete of a declaration (issue 37), proven with the Notices fixture: the calls, their
 * messages, the list's filters, the uploads, the delete with its files and audit entry, and the OpenAPI document.
 */
let t: TestApp;
let migration: string[];
let english: string;
let hindi: string;

const language = async (languageName: string) => {
  const res = await t.request({ method: 'POST', url: '/api/language/create', payload: { languageName } });
  expect(res.statusCode).toBe(201);
  return res.json().languageData.languageID as string;
};

beforeAll(async () => {
  t = await createTestApp({ declarations: [...declaredResources, notices] });
  const before = generateDrizzleJson(schema);
  const after = generateDrizzleJson({ ...schema, noticesTable: declaredTable(notices) }, before.id);
  migration = await generateMigration(before, after);
  for (const statement of migration) await t.db.execute(sql.raw(statement));
  english = await language('English');
  hindi = await language('Hindi');
});
afterAll(() => t?.close());

const create = (payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/notices/create',
    payload: { noticeTitle: 'A notice', languageID: english, ...payload },
  });

const list = async (query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/notices/filter/All${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json().notices.notices as { noticeTitle: string }[]).map((row) => row.noticeTitle);
};

const storedFiles = async () =>
  (await fs.readdir(t.mediaDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

describe('a declaration with every field kind (Notices)', () => {
  it('gets a column of the right type for each kind, and a foreign key to languages', () => {
    const [table] = migration.filter((statement) => statement.includes('CREATE TABLE "notices"'));
    expect(table).toContain('"notice_summary" text DEFAULT \'\' NOT NULL');
    expect(table).toContain('"language_id" uuid');
    expect(table).toContain('"notice_kind" text DEFAULT \'News\' NOT NULL');
    expect(table).toContain('"notice_seats" integer');
    expect(table).toContain('"notice_pinned" boolean DEFAULT false NOT NULL');
    expect(table).toContain('"notice_day" date');
    expect(table).toContain('"notice_file" text');
    expect(table).toContain(`"notice_tags" text[] DEFAULT '{}'::text[] NOT NULL`);
    expect(migration.join('\n')).toMatch(/FOREIGN KEY \("language_id"\) REFERENCES "public"."languages"\("id"\)/);
  });

  it('creates a notice with every kind set, and answers each as stored', async () => {
    const res = await create({
      noticeTitle: '  Town hall ',
      noticeSummary: '  Line one\nLine two  ',
      noticeBody: '<p>Hello <strong>all</strong><script>alert(1)</script></p>',
      noticeKind: 'Event',
      noticeSeats: '120',
      noticePinned: true,
      noticeDay: '2026-12-01',
      noticeStartsAt: '2026-12-01 10:30',
      noticeTags: [' town ', '', 'hall'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Notice Added successfully',
      notice: {
        noticeID: expect.any(String),
        noticeTitle: 'Town hall',
        noticeSummary: 'Line one\nLine two',
        noticeBody: '<p>Hello <strong>all</strong></p>',
        languageID: english,
        noticeKind: 'Event',
        noticeSeats: 120,
        noticePinned: true,
        noticeDay: '2026-12-01',
        noticeStartsAt: new Date(2026, 11, 1, 10, 30).toISOString(),
        noticeImage: null,
        noticeFile: null,
        noticeTags: ['town', 'hall'],
        noticeStatus: 'Active',
        updatedAt: expect.any(String),
      },
    });
  });

  it('starts a choice and a yes/no at their defaults when left out, and an update may set them', async () => {
    const { notice } = (await create({ noticeTitle: 'Defaults' })).json();
    expect(notice).toMatchObject({ noticeKind: 'News', noticePinned: false, noticeSeats: null, noticeTags: [] });
    const updated = await t.request({
      method: 'PUT',
      url: `/api/notices/update/${notice.noticeID}`,
      payload: { noticeTitle: 'Defaults', languageID: hindi, noticeKind: 'Alert', noticePinned: true, noticeSeats: 0 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().notice).toMatchObject({
      languageID: hindi,
      noticeKind: 'Alert',
      noticePinned: true,
      noticeSeats: 0,
    });
  });

  it('refuses each bad value with the declared or the kind message, never a schema message, and saves nothing', async () => {
    const before = await list();
    const refused = async (payload: Record<string, unknown>, message: string) => {
      const res = await create(payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message } });
    };
    await refused({ languageID: '' }, 'Language is required');
    await refused({ languageID: 'not-an-id' }, 'Language not found');
    await refused({ languageID: '00000000-0000-4000-8000-000000000000' }, 'Language not found');
    await refused({ noticeKind: 'Party' }, 'Kind must be News, Event or Alert');
    await refused({ noticeSeats: 'many' }, 'Seats must be a whole number from 0 to 500');
    await refused({ noticeSeats: 501 }, 'Seats must be a whole number from 0 to 500');
    await refused({ noticeSeats: 1.5 }, 'Seats must be a whole number from 0 to 500');
    await refused({ noticePinned: 'maybe' }, 'Pinned must be true or false');
    await refused({ noticeDay: '2026-02-30' }, 'Enter a valid date (yyyy-MM-dd)');
    await refused({ noticeTags: [{ tag: 1 }] }, 'Tags must be a list of texts');
    await refused({ noticeSummary: { text: 'x' } }, 'Summary must be text');
    await refused({ noticeSummary: 'x'.repeat(501) }, 'Maximum 500 characters allowed');
    await refused({ noticeTitle: { text: 'x' } }, 'Title must be text');
    await refused({ noticeStartsAt: 'soon' }, 'Enter a valid date and time (yyyy-MM-dd HH:mm)');
    expect(await list()).toEqual(before);
  });

  it('filters the list by reference, choice and date ranges given as query parameters', async () => {
    await create({
      noticeTitle: 'Hindi news',
      languageID: hindi,
      noticeDay: '2026-01-10',
      noticeStartsAt: '2026-01-10 08:00',
    });
    await create({
      noticeTitle: 'English alert',
      noticeKind: 'Alert',
      noticeDay: '2026-01-20',
      noticeStartsAt: '2026-01-20 23:30',
    });
    expect(await list(`?languageID=${hindi}&noticeKind=News`)).toEqual(['Hindi news']);
    expect(await list('?noticeKind=Alert&noticeDayFrom=2026-01-01&noticeDayTo=2026-01-31')).toEqual(['English alert']);
    expect(await list('?noticeDayFrom=2026-01-10&noticeDayTo=2026-01-20')).toEqual(['English alert', 'Hindi news']);
    expect(await list('?noticeStartsAtFrom=2026-01-20&noticeStartsAtTo=2026-01-20')).toEqual(['English alert']);
    expect(await list('?noticeStartsAtTo=2026-01-19&search=news')).toEqual(['Hindi news']);

    const bad = async (query: string, message: string) => {
      const res = await t.request({ method: 'GET', url: `/api/notices/filter/All?${query}` });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message } });
    };
    await bad('noticeKind=Party', 'Kind must be News, Event or Alert');
    await bad('languageID=nope', 'Language not found');
    await bad('noticeDayFrom=2026-13-01', 'Enter a valid date (yyyy-MM-dd)');
    await bad('noticeDayFrom=2026-01-20&noticeDayTo=2026-01-10', 'To Date must be greater than or equal to From Date');
  });

  it('uploads a PDF to the file field, refusing any other type with its message', async () => {
    const { notice } = (await create({ noticeTitle: 'With a file' })).json();
    const upload = async (content: Buffer, filename: string) =>
      t.request({
        method: 'PUT',
        url: `/api/notices/file/${notice.noticeID}`,
        ...(await multipart({ noticeFile: { content, filename } })),
      });
    const png = await upload(await makePng(), 'photo.png');
    expect({ status: png.statusCode, body: png.json() }).toEqual({
      status: 400,
      body: { message: 'Only .pdf files are allowed' },
    });
    const pdf = await upload(await makePdf(), 'agenda.pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toEqual({ message: 'File uploaded successfully', noticeFile: expect.stringMatching(/\.pdf$/) });
    const file = await t.app.inject({ method: 'GET', url: new URL(pdf.json().noticeFile).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('deletes a notice with DELETE: its files go, and its audit entry keeps every value it had', async () => {
    const { notice } = (await create({ noticeTitle: 'To delete', noticeKind: 'Alert', noticeTags: ['gone'] })).json();
    const id = notice.noticeID as string;
    const image = await t.request({
      method: 'PUT',
      url: `/api/notices/image/${id}`,
      ...(await multipart({ noticeImage: { content: await makePng(), filename: 'a.png', contentType: 'image/png' } })),
    });
    expect(image.statusCode).toBe(201);
    const pdf = await t.request({
      method: 'PUT',
      url: `/api/notices/file/${id}`,
      ...(await multipart({ noticeFile: { content: await makePdf(), filename: 'a.pdf' } })),
    });
    expect(pdf.statusCode).toBe(201);
    const filesBefore = await storedFiles();
    const stored = (await t.request({ method: 'GET', url: `/api/notices/get/${id}` })).json().notice;

    const deleted = await t.request({ method: 'DELETE', url: `/api/notices/delete/${id}` });
    expect({ status: deleted.statusCode, body: deleted.json() }).toEqual({
      status: 200,
      body: { message: 'Notice deleted successfully' },
    });
    expect((await t.request({ method: 'GET', url: `/api/notices/get/${id}` })).statusCode).toBe(404);
    expect(await storedFiles()).toBe(filesBefore - 2);
    expect((await t.app.inject({ method: 'GET', url: new URL(stored.noticeFile).pathname })).statusCode).toBe(404);

    const history = (await t.request({ method: 'GET', url: `/api/audit?recordId=${id}` })).json().audit.entries;
    expect(history[0]).toMatchObject({ action: 'delete', resource: 'notices', recordIds: [id] });
    const { updatedAt: _version, ...values } = stored;
    expect(history[0].changes).toEqual(
      expect.arrayContaining(
        Object.entries(values)
          .filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0))
          .map(([field, before]) => ({ field, before, after: null })),
      ),
    );

    expect(history[0].revertable).toEqual(expect.arrayContaining(['noticeTitle', 'languageID', 'noticeKind']));

    // Its revert puts the record back under its id with the values it had (its files went with it).
    const reverted = await t.request({ method: 'POST', url: `/api/audit/revert/${history[0].auditID}` });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json().message).toBe('Reverted successfully');
    const back = (await t.request({ method: 'GET', url: `/api/notices/get/${id}` })).json().notice;
    expect(back).toEqual({ ...stored, noticeImage: null, noticeFile: null, updatedAt: expect.any(String) });
    const [revert] = (await t.request({ method: 'GET', url: `/api/audit?recordId=${id}` })).json().audit.entries;
    expect(revert).toMatchObject({ action: 'revert', resource: 'notices', detail: { revertOf: history[0].auditID } });
    const twice = await t.request({ method: 'POST', url: `/api/audit/revert/${history[0].auditID}` });
    expect({ status: twice.statusCode, body: twice.json() }).toEqual({
      status: 409,
      body: { message: 'Notice exists again' },
    });
    expect((await t.request({ method: 'DELETE', url: `/api/notices/delete/${id}` })).json().message).toBe(
      'Notice deleted successfully',
    );

    const again = await t.request({ method: 'DELETE', url: `/api/notices/delete/${id}` });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 404,
      body: { message: 'Notice not found' },
    });
  });

  it('is in the OpenAPI document: the kinds of the body and answer, the filters and the delete', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/notices/delete/{id}'].delete.tags).toEqual(['Notices']);
    const parameters = (spec.paths['/api/notices/filter/{status}'].get.parameters as { name: string }[]).map(
      ({ name }) => name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining([
        'languageID',
        'noticeKind',
        'noticeDayFrom',
        'noticeDayTo',
        'noticeStartsAtFrom',
        'noticeStartsAtTo',
      ]),
    );
    const body = spec.paths['/api/notices/create'].post.requestBody.content['application/json'].schema.properties;
    expect(body.noticeSeats).toMatchObject({ type: 'integer', minimum: 0, maximum: 500, nullable: true });
    expect(body.noticePinned).toMatchObject({ type: 'boolean' });
    // A list in a JSON body is documented as one value or a list, as the server reads it (see plugins/openapi.ts).
    expect(body.noticeTags.anyOf).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'array', items: { type: 'string' } })]),
    );
    expect(body.noticeDay).toMatchObject({ type: 'string', format: 'date', nullable: true });
    expect(body.noticeKind).toMatchObject({ type: 'string', enum: ['News', 'Event', 'Alert'] });
    expect(spec.paths['/api/notices/file/{id}'].put).toBeDefined();
  });
});
