import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { ResourceDeclaration } from '#contract/resource';
import { declaredResources } from '#contract/resources/index';
import * as schema from '../src/db/schema.js';
import { declaredTable, snakeCase } from '../src/declared/declared-table.js';
import { migrationName, registrySource } from '../scripts/db-generate.js';
import { dailyAlerts } from './fixtures/daily-alerts.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makePng, multipart } from './helpers/files.js';

/** Issue 37's sharp edges of the declaration layer, each met as a new developer would meet it. */

describe('a declaration file that also exports helpers', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-declarations-'));
    const contract = pathToFileURL(path.resolve(import.meta.dirname, '../../contract/resource.ts')).href;
    fs.writeFileSync(
      path.join(dir, 'notices.ts'),
      `import { defineResource } from '${contract}';\n` +
        "export const noticeLabel = 'Notice';\n" +
        'export const noticeLimits = { max: 80 };\n' +
        'export const shout = (text: string) => text.toUpperCase();\n' +
        'export const notices = defineResource({\n' +
        "  name: 'notices', id: 'noticeID',\n" +
        "  fields: { noticeText: { type: 'text', max: noticeLimits.max, label: noticeLabel } },\n" +
        "  api: { tag: 'Notices', get: { path: '/notices/get/{id}', key: 'notice' } },\n" +
        '});\n',
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is registered by its declarations alone, so the server starts with it', async () => {
    const source = await registrySource(dir);
    // Formatted by the folder's prettier configuration: a temporary folder has none, hence either quote.
    expect(source).toMatch(/^import \{ notices \} from ['"]\.\/notices['"];$/m);
    expect(source).not.toMatch(/noticeLabel|noticeLimits|shout/);
    fs.writeFileSync(path.join(dir, 'index.ts'), source);
    const registry = (await import(pathToFileURL(path.join(dir, 'index.ts')).href)) as {
      declaredResources: readonly ResourceDeclaration[];
    };
    expect(registry.declaredResources.map((declaration) => declaration.name)).toEqual(['notices']);

    // Before, the helpers were taken as declarations: "Cannot convert undefined or null to object" at start.
    const t = await createTestApp({ declarations: [...declaredResources, ...registry.declaredResources] });
    try {
      const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(Object.keys(spec.paths)).toContain('/api/notices/get/{id}');
    } finally {
      await t.close();
    }
  });
});

describe('column names derived without `column`', () => {
  it.each([
    ['pollQuestion', 'poll_question'],
    ['languageID', 'language_id'],
    ['alertImageURL', 'alert_image_url'],
    ['imageURLKey', 'image_url_key'],
    ['chapter1Title', 'chapter1_title'],
    ['createdAt', 'created_at'],
    ['title', 'title'],
  ])('%s is %s', (name, column) => {
    expect(snakeCase(name)).toBe(column);
  });
});

describe('the name of the migration `npm run db:generate` writes', () => {
  it('says what it adds', () => {
    expect(migrationName(['users', 'posts'], ['polls'])).toBe('add_polls');
    expect(migrationName(['users'], ['polls', 'quizzes'])).toBe('add_polls_and_quizzes');
    expect(migrationName(['users', 'polls'], ['polls', 'quizzes'])).toBe('add_quizzes');
    expect(migrationName(['users', 'polls'], ['polls'])).toBe('update_polls');
    expect(migrationName(['users'], [])).toBe('update_schema');
  });
});

describe('a derived table', () => {
  it('is typed with its field columns', () => {
    const table = declaredTable(dailyAlerts);
    expectTypeOf(table.$inferSelect).toEqualTypeOf<{
      id: string;
      alertTitle: string;
      languageID: string;
      alertImageURL: string | null;
      alertStatus: string;
      createdAt: Date;
      updatedAt: Date;
    }>();
    expect(Object.keys(table)).toEqual(expect.arrayContaining(['alertTitle', 'languageID', 'alertImageURL']));
  });
});

describe('a resource whose name has a capital letter (dailyAlerts)', () => {
  let t: TestApp;
  let migration: string[];

  beforeAll(async () => {
    t = await createTestApp({ declarations: [...declaredResources, dailyAlerts] });
    const before = generateDrizzleJson(schema);
    const after = generateDrizzleJson({ ...schema, dailyAlertsTable: declaredTable(dailyAlerts) }, before.id);
    migration = await generateMigration(before, after);
    for (const statement of migration) await t.db.execute(sql.raw(statement));
  });
  afterAll(() => t?.close());

  it('gets snake_case columns, an acronym as one word', () => {
    expect(migration[0]).toContain('CREATE TABLE "dailyAlerts"');
    expect(migration[0]).toContain('"language_id" text');
    expect(migration[0]).toContain('"alert_image_url" text');
    expect(migration[0]).not.toContain('_i_d');
  });

  it('uploads its image to a URL that answers the image', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/daily-alerts/create',
      payload: { alertTitle: 'Rain' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().dailyAlert.alertID;
    const form = await multipart({
      alertImage: { content: await makePng(), filename: 'rain.png', contentType: 'image/png' },
    });
    const uploaded = await t.request({ method: 'PUT', url: `/api/daily-alerts/upload/${id}`, ...form });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json().alertImageURL as string;
    expect(url).toMatch(/\/media\/daily-alerts\/[0-9a-f-]{36}\.png$/);
    const image = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const got = await t.request({ method: 'GET', url: `/api/daily-alerts/get/${id}` });
    expect(got.json().dailyAlert.alertImageURL).toBe(url);
  });

  it('documents its upload with the multipart field, without a summary of its own', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const { requestBody } = spec.paths['/api/daily-alerts/upload/{id}'].put;
    expect(requestBody.content['multipart/form-data'].schema).toMatchObject({
      required: ['alertImage'],
      properties: { alertImage: { type: 'string', format: 'binary' } },
    });
  });

  it.each([{ alertStatus: 'Deleted' }, { alertStatus: 'active' }, {}])(
    'answers %j to its status call with the declared message, never a raw schema message',
    async (payload) => {
      const created = await t.request({
        method: 'POST',
        url: '/api/daily-alerts/create',
        payload: { alertTitle: 'Fog' },
      });
      const id = created.json().dailyAlert.alertID;
      const response = await t.request({ method: 'PUT', url: `/api/daily-alerts/status/${id}`, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Status must be Active or Inactive' });
      const got = await t.request({ method: 'GET', url: `/api/daily-alerts/get/${id}` });
      expect(got.json().dailyAlert.alertStatus).toBe('Active');
    },
  );
});
