import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from './helpers/app.js';
import { permissionOfOperation, permissionsPlugin, anyAdmin } from '../src/plugins/permissions.js';

describe('every /api route names its permission', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names one for every operation of the OpenAPI document', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { operationId: string }>> };
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
