import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAdmin, makeLanguage, makePost, makeReporter } from './helpers/factories.js';
import { roles } from '../src/db/schema.js';
import { selectRows } from '../src/db/client.js';
import { permissionsPlugin } from '../src/plugins/permissions.js';
import { anyAdmin, permissionOfOperation } from '../src/lib/route-permissions.js';

describe('every /api route names its permission', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names one for every operation of the OpenAPI document', () => {
    const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, { operationId: string }>> };
    const unnamed = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .filter((operation) => permissionOfOperation(operation.operationId) === undefined)
      .map((operation) => operation.operationId);
    expect(unnamed).toEqual([]);
    expect(permissionOfOperation('login')).toBe('public');
    expect(permissionOfOperation('getAccount')).toBe('signedIn');
    expect(permissionOfOperation('revertAuditEntry')).toBe('entry');
    expect(permissionOfOperation('listPosts')).toEqual({ resource: 'posts', action: 'list' });
    expect(permissionOfOperation('resetAdminTwoFactor')).toEqual({ resource: 'admins', action: 'resetTwoFactor' });
    expect(permissionOfOperation('countJobView')).toEqual({ resource: 'jobs', action: 'read' });
  });

  it('stops the start when a route names none', async () => {
    // A scope like the app's /api one, with a section that forgot its route's permission.
    const app = Fastify();
    const start = async () => {
      await app.register(
        async (api) => {
          await api.register(permissionsPlugin);
          api.get('/named', { config: anyAdmin }, async () => ({}));
          api.get('/forgotten', async () => ({}));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow('GET /api/forgotten names no permission (config.permission, or public)');
  });
});

describe('a scoped role: Hindi posts only, reporters without mobile number and email', () => {
  let t: TestApp;
  let desk: (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => ReturnType<TestApp['request']>;
  let hindiPost: { id: string };
  let englishPost: { id: string; title: string };
  let reporter: { id: string; email: string; mobileNumber: string };

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
    await t.db.insert(roles).values({
      name: 'Hindi desk',
      permissions: [
        { resource: 'posts', actions: ['list', 'read', 'status', 'export'], languages: [hindi.id] },
        {
          resource: 'reporters',
          actions: ['list', 'read', 'update', 'export'],
          hiddenFields: ['mobileNumber', 'email'],
        },
      ],
    });
    const admin = await makeAdmin(t.db, {}, ['Hindi desk']);
    const authorization = `Bearer ${await t.app.issueToken(admin, '127.0.0.1')}`;
    desk = (method, url, payload) => t.app.inject({ method, url, payload, headers: { authorization } });
  });
  afterAll(() => t.close());

  const idsOf = (response: { json(): { posts: { postsData: { postID: string }[] } } }) =>
    response.json().posts.postsData.map((post) => post.postID);

  it('lists and counts only the posts in its languages', async () => {
    const mine = await desk('GET', '/api/posts/filter/Pending');
    expect(idsOf(mine)).toEqual([hindiPost.id]);
    expect(mine.json().posts.pagination.totalRecords).toBe(1);
    const all = await t.request({ method: 'GET', url: '/api/posts/filter/Pending' });
    expect(idsOf(all).sort()).toEqual([hindiPost.id, englishPost.id].sort());
    const dashboard = await desk('GET', '/api/dashboard/summary');
    expect(dashboard.json().dashboard.pendingPosts).toBe(1);
    // Figures of what it may not list are left out.
    expect(dashboard.json().dashboard).not.toHaveProperty('runningAds');
    const reporterPage = await desk('GET', `/api/posts/reporter/${reporter.id}`);
    expect(reporterPage.body).toContain(hindiPost.id);
    expect(reporterPage.body).not.toContain(englishPost.id);
  });

  it('answers 404 for a post in another language, and changes nothing', async () => {
    expect((await desk('GET', `/api/posts/get/${englishPost.id}`)).json()).toEqual({ message: 'Post not found' });
    const publish = await desk('PUT', '/api/posts/status/', { postIDs: [englishPost.id], postStatus: 'Published' });
    expect(publish.statusCode).toBe(404);
    const byFilter = await desk('PUT', '/api/posts/status/', { match: { status: 'Pending' }, postStatus: 'Published' });
    expect(byFilter.json()).toMatchObject({ updatedCount: 1 });
    const [english] = await selectRows<{ status: string }>(
      t.db,
      sql`select status from posts where id = ${englishPost.id}`,
    );
    expect(english.status).toBe('Pending');
  });

  it('exports only the posts in its languages', async () => {
    const file = await desk('GET', '/api/posts/export/Published');
    expect(file.statusCode).toBe(200);
    expect(file.body).not.toContain(englishPost.title);
  });

  it('refuses an action it lacks with 403 and an audit entry', async () => {
    const response = await desk('POST', '/api/posts/create', {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to create posts' });
    const [entry] = await selectRows<{ resource: string; detail: { action: string } }>(
      t.db,
      sql`select resource, detail from audit_entries where action = 'refused' order by at desc limit 1`,
    );
    expect(entry).toEqual({ resource: 'posts', detail: { action: 'create', operation: 'createPost' } });
  });

  it('never receives the hidden fields of reporters: list, reporter page, export, posts', async () => {
    const answers = [
      await desk('GET', '/api/reporters/get/Active'),
      await desk('GET', `/api/reporter/get/${reporter.id}`),
      await desk('GET', '/api/reporters/export/Active'),
      await desk('GET', '/api/posts/filter/Pending'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(reporter.email);
      expect(answer.body).not.toContain(reporter.mobileNumber);
      expect(answer.body).not.toMatch(/"mobileNumber"|"email"/);
    }
    expect(answers[2].body.split('\r\n')[0]).toBe('firstName,middleName,lastName,role,status');
    const owner = await t.request({ method: 'GET', url: `/api/reporter/get/${reporter.id}` });
    expect(owner.json().reporter.email).toBe(reporter.email);
  });

  it('refuses writing a hidden field with 403', async () => {
    const response = await desk('PUT', `/api/reporter/update/${reporter.id}`, { email: 'new@example.com' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have permission to update email of reporters' });
  });
});
