import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ValidationContext, type Document } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorOf } from './helpers/api-contract.js';
import { createTestApp, type TestApp } from './helpers/app.js';

/**
 * The OpenAPI document as integrators read it (GET /api/docs/json, generated from the routes of the running app):
 * named operations a client generator can keep, requests described as the server reads them, and Redocly's
 * recommended-strict rules (redocly.yaml) passing. `npm run lint:api` runs this file alone.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { default?: unknown };
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  type?: string;
  format?: string;
  description?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  required?: string[];
  properties?: Record<string, Schema>;
  $ref?: string;
}

const root = path.resolve(import.meta.dirname, '../..');
/** Where the document is written for Redocly; .redocly.lint-ignore.yaml names it. */
const documentFile = path.join(root, 'node_modules/.cache/newsroom-api/openapi.json');

let t: TestApp;
let document: {
  info: { version: string; license?: { name: string } };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
};
let operations: (Operation & { method: string; path: string })[];

beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = answer.json();
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ ...operation, method, path })),
  );
  // Written aside and renamed, so a run on the other database at the same time never reads a half-written file.
  await fs.mkdir(path.dirname(documentFile), { recursive: true });
  const written = `${documentFile}.${process.pid}`;
  await fs.writeFile(written, answer.body);
  await fs.rename(written, documentFile);
});
afterAll(() => t.close());

const operation = (method: string, path: string) => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
};
const jsonBody = (method: string, path: string) => operation(method, path).requestBody!.content['application/json'];

describe('every operation', () => {
  it('has a unique operationId, a summary, a description and a listed tag', () => {
    expect(operations.length).toBeGreaterThan(100);
    const listed = document.tags.map((tag) => tag.name);
    const problems = operations.flatMap(({ method, path, operationId, summary, description, tags }) => [
      ...(operationId ? [] : [`${method} ${path}: no operationId`]),
      ...(summary ? [] : [`${method} ${path}: no summary`]),
      ...(description ? [] : [`${method} ${path}: no description`]),
      ...(tags?.length && tags.every((tag) => listed.includes(tag)) ? [] : [`${method} ${path}: tags ${tags}`]),
    ]);
    expect(problems).toEqual([]);
    const ids = operations.map((each) => each.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('is named after what it does, not its path; declared resources and content kinds from their declaration', () => {
    expect({
      languages: operation('get', '/api/language/get').operationId,
      createLanguage: operation('post', '/api/language/create').operationId,
      languageStatus: operation('put', '/api/language/status/{id}').operationId,
      postCategory: operation('get', '/api/post/category/get/{id}').operationId,
      resetTwoFactor: operation('post', '/api/admins/{roleID}/reset-2fa').operationId,
      adImage: operation('put', '/api/ads/upload/{id}').operationId,
      posts: operation('get', '/api/posts/filter/{status}').operationId,
      publishPosts: operation('put', '/api/posts/status/').operationId,
      postImage: operation('put', '/api/posts/upload/{id}').operationId,
      shortStatus: operation('put', '/api/shorts/status/{id}').operationId,
      quotesTemplate: operation('get', '/api/dailyQuotes/import/template').operationId,
      login: operation('post', '/api/login').operationId,
    }).toEqual({
      languages: 'listLanguages',
      createLanguage: 'createLanguage',
      languageStatus: 'setLanguageStatus',
      postCategory: 'getPostCategory',
      resetTwoFactor: 'resetAdminTwoFactor',
      adImage: 'uploadAdsImage',
      posts: 'listPosts',
      publishPosts: 'publishPosts',
      postImage: 'uploadPostImage',
      shortStatus: 'publishShort',
      quotesTemplate: 'getDailyQuotesImportTemplate',
      login: 'login',
    });
  });

  it('documents the errors every route can answer, with the { message } schema', () => {
    const problems = operations.flatMap(({ method, path, security, requestBody, responses }) => {
      const missing = [
        ...(Array.isArray(security) && security.length === 0 ? [] : ['401', '403']),
        ...(requestBody ? ['413'] : []),
      ].filter((status) => responses[status]?.content?.['application/json']?.schema.$ref === undefined);
      return missing.map((status) => `${method} ${path}: ${status}`);
    });
    expect(problems).toEqual([]);
    expect(operation('post', '/api/language/create').responses['400'].content!['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorMessages',
    });
  });

  it('names the records it answers as shared schemas, which every answer carrying one refers to', () => {
    const answer = (method: string, path: string) =>
      operation(method, path).responses['200'].content!['application/json'].schema.properties!;
    const post = { $ref: '#/components/schemas/Post' };
    expect(answer('get', '/api/posts/get/{id}').posts).toEqual(post);
    expect(answer('get', '/api/posts/filter/{status}').posts.properties!.postsData).toEqual({
      type: 'array',
      items: post,
    });
    expect(answer('put', '/api/language/update/{id}').languageData).toEqual({
      $ref: '#/components/schemas/Language',
    });
  });

  it('gives every record an example from the demo content that its own schema accepts', async () => {
    const schemas = (document as unknown as { components: { schemas: Record<string, { example?: unknown }> } })
      .components.schemas;
    expect(schemas.Language.example).toMatchObject({ languageName: 'English' });
    expect(schemas.Post.example).toMatchObject({ postTitle: 'Monsoon arrives early over the Kerala coast' });
    expect(schemas.Job.example).toMatchObject({ jobTitle: 'Coastal Daily' });
    // The Ajv of the contract check (server/test/helpers/api-contract.ts): OpenAPI's nullable and formats.
    const api = await validatorOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>());
    const ajv = api.validator.getAjv(ValidationContext.Response);
    const records = Object.entries(schemas).filter(([name]) => !['Error', 'ErrorMessages'].includes(name));
    expect(records.map(([name]) => name)).toEqual(expect.arrayContaining(['Post', 'Short', 'Novel', 'Magazine']));
    const problems = records.flatMap(([name, { example, ...schema }]) => {
      if (example === undefined) return [`${name}: no example`];
      return ajv.validate(schema, example) ? [] : [`${name}: ${ajv.errorsText(ajv.errors)}`];
    });
    expect(problems).toEqual([]);
  });

  it('has a licence and the API version', () => {
    expect(document.info.license?.name).toMatch(/Proprietary/);
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('requests', () => {
  it('describe every upload as a multipart form with its required file, types and size limit', () => {
    const uploads = operations.filter((each) => each.requestBody?.content['multipart/form-data']);
    expect(uploads.map((each) => each.operationId).sort()).toEqual([
      'importDailyQuotes',
      'importPosts',
      'importShorts',
      'uploadAdsImage',
      'uploadCompanyImage',
      'uploadDailyQuoteImage',
      'uploadMagazineFile',
      'uploadNovelChapters',
      'uploadNovelImage',
      'uploadPostImage',
      'uploadProfileImage',
      'uploadShortVideo',
    ]);
    const postImage = operation('put', '/api/posts/upload/{id}').requestBody!.content['multipart/form-data'].schema;
    expect(postImage.required).toEqual(['postImage']);
    expect(postImage.properties!.postImage).toMatchObject({ type: 'string', format: 'binary' });
    expect(postImage.properties!.postImage.description).toContain('.png, .jpg or .jpeg');
    expect(postImage.properties!.postImage.description).toContain('"Image size should be less than 2MB"');
    const chapters = operation('put', '/api/novels/pdf/upload/{id}').requestBody!.content['multipart/form-data'].schema;
    expect(Object.keys(chapters.properties!)).toEqual(['totalChapters', 'chapter1']);
    expect(chapters.required).toBeUndefined();
  });

  it('do not require what the server defaults: page and limit', () => {
    const defaulted = operations.flatMap(({ method, path, parameters = [] }) =>
      parameters.filter((each) => each.schema?.default !== undefined).map((each) => ({ method, path, ...each })),
    );
    expect(defaulted.map((each) => `${each.path} ${each.name}`)).toContain('/api/posts/filter/{status} page');
    expect(defaulted.filter((each) => each.required)).toEqual([]);
  });

  it('take one id or a list where the server wraps a single value in a list', () => {
    for (const [path, field] of [
      ['/api/reporter/status/', 'roleIDs'],
      ['/api/posts/status/', 'postIDs'],
    ])
      expect(jsonBody('put', path).schema.properties![field].anyOf, field).toEqual([
        { type: 'string' },
        { type: 'array', items: { type: 'string' } },
      ]);
  });

  it('give a status as one enum', () => {
    expect(jsonBody('put', '/api/language/status/{id}').schema.properties!.languageStatus).toEqual({
      type: 'string',
      enum: ['Active', 'Inactive'],
    });
    expect(jsonBody('put', '/api/shorts/status/{id}').schema.properties!.shortStatus).toMatchObject({
      enum: ['Published', 'Rejected'],
    });
  });

  it('require the body fields whose rules refuse them left out, though the schema lets the service answer', async () => {
    expect(jsonBody('post', '/api/language/create').schema.required).toEqual(['languageName']);
    expect(jsonBody('post', '/api/posts/create').schema.required).toEqual([
      'postCategory',
      'postLanguage',
      'postLocationDetails',
      'postTitle',
      'postDescription',
    ]);
    expect(jsonBody('post', '/api/login').schema.required).toEqual(['mobileNumber', 'password']);
    expect(jsonBody('post', '/api/webhooks').schema.required).toEqual(['url', 'events', 'secret']);
    // An edit keeps the fields it leaves out.
    expect(jsonBody('put', '/api/posts/update/{id}').schema.required).toBeUndefined();
    const answer = await t.request({ method: 'POST', url: '/api/language/create', payload: {} });
    expect(answer.json()).toEqual({ message: 'Language Name is required' });
  });

  it('require the fields the server refuses left out in every JSON body, but for the bodies listed with why', async () => {
    const edit = 'an edit keeps the fields it leaves out';
    /** The JSON bodies with fields and no `required` list: none of their fields is refused when left out. */
    const noneRequired: Record<string, string> = {
      updatePost: edit,
      updateShort: edit,
      updateDailyQuote: edit,
      updateAd: edit,
      updateJob: edit,
      updateMagazine: edit,
      updateNovel: edit,
      updateSavedView: edit,
      updateAdmin: edit,
      updateRole: edit,
      updateWebhook: edit,
      createDailyQuote: 'each field has a default: posted now, by the caller, Pending; its image is uploaded next',
      disapproveReporter: 'expected is optional, the call needs nothing else',
      markNotificationsRead: 'either ids or all: true, which the service checks',
    };
    const lacking = operations
      .filter(({ requestBody }) => {
        const schema = requestBody?.content['application/json']?.schema;
        return Object.keys(schema?.properties ?? {}).length > 0 && !schema?.required?.length;
      })
      .map(({ operationId }) => operationId!);
    expect(lacking.filter((id) => !noneRequired[id])).toEqual([]);
    expect(Object.keys(noneRequired).filter((id) => !lacking.includes(id))).toEqual([]);
    expect({
      loginWithSecondFactor: jsonBody('post', '/api/login/2fa').schema.required,
      enableTwoFactor: jsonBody('post', '/api/2fa/enable').schema.required,
      disableTwoFactor: jsonBody('post', '/api/2fa/disable').schema.required,
      renewRecoveryCodes: jsonBody('post', '/api/2fa/recovery-codes').schema.required,
      setReporterStatus: jsonBody('put', '/api/reporter/status/').schema.required,
      setReporterTicketStatus: jsonBody('put', '/api/reporter/ticket/{id}').schema.required,
    }).toEqual({
      loginWithSecondFactor: ['challenge'],
      enableTwoFactor: ['code'],
      disableTwoFactor: ['password', 'code'],
      renewRecoveryCodes: ['code'],
      setReporterStatus: ['status'],
      setReporterTicketStatus: ['reporterTicketStatus'],
    });
    // What the exceptions say is what the server does: a daily quote is created from an empty body.
    const created = await t.request({ method: 'POST', url: '/api/dailyQuotes/create', payload: {} });
    expect(created.statusCode).toBe(201);
    // And what a required list says too: the reporters' status call refuses a body without status.
    const refused = await t.request({ method: 'PUT', url: '/api/reporter/status/', payload: { roleIDs: [] } });
    expect(refused.statusCode).toBe(400);
  });

  it("give a list path's {status} as an enum of its spellings, other casings read too", async () => {
    const status = (path: string) => operation('get', path).parameters!.find((each) => each.name === 'status')!;
    expect(status('/api/posts/filter/{status}').schema).toMatchObject({
      enum: ['Pending', 'Published', 'Rejected', 'Schedule'],
    });
    expect(status('/api/jobs/filter/{status}').schema).toMatchObject({ enum: ['active', 'expired', 'expiry'] });
    expect(status('/api/post/category/filter/{status}').schema).toMatchObject({ enum: ['All', 'Active'] });
    const answer = await t.request({ method: 'GET', url: '/api/posts/filter/pending' });
    expect(answer.statusCode).toBe(200);
  });

  it('document the body an action accepts and ignores', async () => {
    const action = operation('put', '/api/guest-reporter/dis-approve/{id}');
    expect(action.requestBody).toMatchObject({ required: false, content: { 'application/json': {} } });
    const answer = await t.request({
      method: 'PUT',
      url: '/api/guest-reporter/dis-approve/00000000-0000-4000-8000-000000000000',
      payload: {},
    });
    expect(answer.json()).toEqual({ message: 'Reporter not found' });
  });
});

it('passes Redocly recommended-strict (redocly.yaml) with no error', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      documentFile,
      '--config',
      path.join(root, 'redocly.yaml'),
      '--format',
      'json',
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const { problems } = JSON.parse(stdout) as { problems: { ruleId: string; severity: string; message: string }[] };
  expect(
    problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message}`),
  ).toEqual([]);
}, 60_000);
