import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accessOf, builtInRoles, can, refusalMessage, type Access, type Permission } from '#contract/permissions';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAdmin, makeLanguage, makePost, makeReporter } from './helpers/factories.js';
import { roles } from '../src/db/schema.js';
import { permissionOfOperation } from '../src/lib/route-permissions.js';
import { selectRows } from '../src/db/client.js';

/**
 * Issue 40's generated checks: every operation of the OpenAPI document, called by each built-in role and by a scoped
 * custom role, is refused exactly when `can` says so; then 2,000 seeded random calls find no 5xx, no post of another
 * language or hidden field in any answer, and no write behind a refusal.
 */

interface Operation {
  method: string;
  path: string;
  operationId: string;
  body?: { properties?: Record<string, { type?: string; enum?: unknown[] }> };
}

const deskPermissions: Permission[] = [
  ...['posts', 'shortVideos', 'dailyQuotes'].map((resource) => ({
    resource,
    actions: ['list', 'read', 'status'],
    languages: [] as string[],
  })),
  { resource: 'reporters', actions: ['list', 'read', 'export'], hiddenFields: ['mobileNumber', 'email'] },
];

/** mulberry32: the fuzz is the same on every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('permissions on every route (issue 40)', () => {
  let t: TestApp;
  let operations: Operation[];
  const callers: { name: string; access: Access; authorization: string }[] = [];
  let englishPost: { id: string; title: string };
  let hindiPost: { id: string };
  let reporter: { id: string; email: string; mobileNumber: string };
  let entryId: string;

  const tokenOf = async (admin: { id: string }) =>
    `Bearer ${await t.app.issueToken({ id: admin.id, role: 'Admin' }, '127.0.0.1')}`;

  beforeAll(async () => {
    t = await createTestApp();
    const hindi = await makeLanguage(t.db, { name: `Hindi ${randomUUID()}` });
    const english = await makeLanguage(t.db, { name: `English ${randomUUID()}` });
    reporter = await makeReporter(t.db, { email: `hidden-${randomUUID()}@example.com` });
    hindiPost = await makePost(t.db, { languageId: hindi.id, reporterId: reporter.id });
    englishPost = await makePost(t.db, {
      languageId: english.id,
      reporterId: reporter.id,
      title: `English only ${randomUUID()}`,
    });
    const desk = deskPermissions.map((permission) =>
      permission.languages ? { ...permission, languages: [hindi.id] } : permission,
    );
    await t.db.insert(roles).values({ name: 'Hindi desk', permissions: desk });
    for (const [name, grants] of [
      ['Owner', builtInRoles.Owner],
      ['Editor', builtInRoles.Editor],
      ['Viewer', builtInRoles.Viewer],
      ['Hindi desk', desk],
    ] as const) {
      const admin = name === 'Owner' ? t.admin : await makeAdmin(t.db, {}, [name]);
      callers.push({ name, access: accessOf(grants), authorization: await tokenOf(admin) });
    }
    // An audit entry of a post for the revert call.
    const update = await t.request({
      method: 'PUT',
      url: `/api/posts/update/${hindiPost.id}`,
      payload: { postTitle: 'Changed once' },
    });
    expect(update.statusCode).toBe(200);
    const [entry] = await selectRows<{ id: string }>(
      t.db,
      sql`select id from audit_entries where resource = 'posts' and action = 'update' limit 1`,
    );
    entryId = entry.id;

    const document = t.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          { operationId: string; requestBody?: { content: Record<string, { schema: Operation['body'] }> } }
        >
      >;
    };
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        body: operation.requestBody?.content['application/json']?.schema,
      })),
    );
  });
  afterAll(() => t.close());

  /** Whether the caller may make the call, by the permission its route names. */
  const allowed = (access: Access, operationId: string) => {
    const permission = permissionOfOperation(operationId);
    if (permission === 'public' || permission === 'signedIn') return true;
    if (permission === 'entry') return can(access, 'posts', 'revert');
    return permission !== undefined && can(access, permission.resource, permission.action);
  };

  const refusalOf = (operationId: string) => {
    const permission = permissionOfOperation(operationId);
    if (permission === 'entry') return refusalMessage('revert', 'posts');
    return typeof permission === 'object' ? refusalMessage(permission.action, permission.resource) : undefined;
  };

  const urlOf = (path: string, param: (name: string) => string) =>
    path.replace(/\{(\w+)\}/g, (_whole, name: string) => (name === 'auditID' ? entryId : param(name)));

  // The event stream never ends (its own tests read it); logout and a backup would end the walk's session or
  // outlive it.
  const walked = (operation: Operation) => !['streamEvents', 'logout', 'startBackup'].includes(operation.operationId);

  it('refuses exactly the calls that `can` refuses, for Owner, Editor, Viewer and a scoped role: 0 disagreements', async () => {
    const disagreements: string[] = [];
    let calls = 0;
    for (const caller of callers)
      for (const operation of operations.filter(walked)) {
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: urlOf(operation.path, () => randomUUID()),
          headers: { authorization: caller.authorization },
          ...(operation.body ? { payload: {} } : {}),
        });
        calls += 1;
        const refused = response.statusCode === 403 && response.json().message === refusalOf(operation.operationId);
        const may = allowed(caller.access, operation.operationId);
        if (may === refused || response.statusCode >= 500)
          disagreements.push(`${caller.name} ${operation.operationId}: ${response.statusCode} ${response.body}`);
      }
    expect(disagreements).toEqual([]);
    expect(calls).toBeGreaterThan(4 * 100);
  }, 300_000);

  it('2,000 random calls: no 5xx, no post of another language or hidden field, no write behind a refusal', async () => {
    const random = seeded(40);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
    const fuzzed = operations.filter(
      (operation) => walked(operation) && !['changePassword', 'disableTwoFactor'].includes(operation.operationId),
    );
    const ids = () => [randomUUID(), englishPost.id, hindiPost.id, reporter.id, 'not-an-id'];
    const valueOf = (schema: { type?: string; enum?: unknown[] }) =>
      schema.enum
        ? pick(schema.enum)
        : schema.type === 'array'
          ? [pick(ids())]
          : schema.type === 'boolean'
            ? random() < 0.5
            : schema.type === 'integer' || schema.type === 'number'
              ? Math.floor(random() * 10)
              : pick([...ids(), 'Published', 'Hindi', '', 'x'.repeat(3)]);
    const bodyOf = (operation: Operation) => {
      const properties = operation.body?.properties ?? {};
      return pick([
        {},
        Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, valueOf(schema)])),
        { postIDs: [englishPost.id], postStatus: 'Published' },
        { match: { status: 'Pending' }, postStatus: 'Published' },
        { mobileNumber: '9123456789', email: 'someone@example.com' },
      ]);
    };
    const snapshot = async () =>
      JSON.stringify(
        await selectRows(
          t.db,
          sql`select (select count(*) from audit_entries where action <> 'refused') as entries,
                     (select md5(string_agg(id::text || status || updated_at::text, ',' order by id)) from posts) as posts,
                     (select md5(string_agg(id::text || status || updated_at::text, ',' order by id)) from users) as users`,
        ),
      );
    const problems: string[] = [];
    for (let call = 0; call < 2000; call += 1) {
      const caller = pick(callers);
      const operation = pick(fuzzed);
      const url = urlOf(operation.path, (name) =>
        name === 'status' ? pick(['Pending', 'Published', 'Active', 'all', 'Trash']) : pick(ids()),
      );
      const before = await snapshot();
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url,
        headers: { authorization: caller.authorization },
        ...(operation.body ? { payload: bodyOf(operation) } : {}),
      });
      const where = `${caller.name} ${operation.method} ${url}: ${response.statusCode}`;
      if (response.statusCode >= 500) problems.push(`${where} ${response.body}`);
      if (response.statusCode === 403 && (await snapshot()) !== before) problems.push(`${where} wrote`);
      if (caller.name === 'Hindi desk') {
        if (response.body.includes(englishPost.id) || response.body.includes(englishPost.title))
          problems.push(`${where} answered the English post`);
        if (response.body.includes(reporter.email) || response.body.includes(reporter.mobileNumber))
          problems.push(`${where} answered a hidden field`);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
