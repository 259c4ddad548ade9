import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInRoles, grantableResources } from '#contract/permissions';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAdmin, makeReporter } from './helpers/factories.js';
import { RolesRepository } from '../src/roles/roles.repository.js';
import { migrationsFolder } from '../src/db/client.js';
import { adminRoles, users } from '../src/db/schema.js';

/** Issue 40, server side: roles stored and served, an admin's roles, the caller's permissions, the last Owner. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

const isoTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

const hindiDesk = [
  { resource: 'posts', actions: ['list', 'read', 'status'], languages: ['00000000-0000-4000-8000-000000000001'] },
  { resource: 'reporters', actions: ['list', 'read'], hiddenFields: ['mobileNumber', 'email'] },
];

const roleNamed = async (name: string) => {
  const res = await t.request({ method: 'GET', url: '/api/roles' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().roles as Body[]).find((role) => role.name === name)!;
};

const createRole = async (payload: Body) => {
  const res = await t.request({ method: 'POST', url: '/api/roles', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().role as Body & { roleId: string };
};

/** A signed-in admin holding the roles of these names, and `request` as them. */
const signedIn = async (roleNames: string[]) => {
  const admin = await makeAdmin(t.db, {}, roleNames);
  const authorization = `Bearer ${await t.app.issueToken(admin, '127.0.0.1')}`;
  return {
    admin,
    request: (options: Parameters<TestApp['request']>[0]) =>
      t.app.inject({ ...options, headers: { authorization, ...options.headers } }),
  };
};

describe('GET /api/roles', () => {
  it('answers the built-in roles with the grants their code gives them and how many admins hold them', async () => {
    const res = await t.request({ method: 'GET', url: '/api/roles' });
    expect(res.statusCode).toBe(200);
    const roles = res.json().roles as Body[];
    for (const name of ['Owner', 'Editor', 'Viewer'] as const)
      expect(roles.find((role) => role.name === name)).toEqual({
        roleId: expect.any(String),
        name,
        builtIn: true,
        permissions: builtInRoles[name],
        admins: expect.any(Number),
        updatedAt: isoTime,
      });
    expect((await roleNamed('Owner')).admins).toBeGreaterThanOrEqual(1);
    expect((await roleNamed('Viewer')).admins).toBe(0);
  });
});

describe('POST /api/roles', () => {
  it('adds a role with 201 and answers it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/roles',
      payload: { name: ' Hindi desk ', permissions: hindiDesk },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Role added successfully',
      role: {
        roleId: expect.any(String),
        name: 'Hindi desk',
        builtIn: false,
        permissions: hindiDesk,
        admins: 0,
        updatedAt: isoTime,
      },
    });
    expect(await roleNamed('Hindi desk')).toEqual(res.json().role);
  });

  it.each([
    [{ permissions: [] }, 'Role name is required'],
    [{ name: '  ', permissions: [] }, 'Role name is required'],
    [{ name: 'x'.repeat(101) }, 'Maximum 100 characters allowed'],
    [{ name: 'Bad', permissions: [{ resource: 'foo', actions: ['list'] }] }, 'Unknown resource "foo"'],
    [{ name: 'Bad', permissions: [{ resource: 'ads', actions: ['list', 'fly'] }] }, 'Unknown action "fly" on ads'],
    [
      { name: 'Bad', permissions: [{ resource: 'reporters', actions: ['list'], hiddenFields: ['x'] }] },
      'Unknown field "x" of reporters',
    ],
    [{ name: 'Bad', permissions: [{ resource: 'ads' }] }, 'Permissions must be a list of permissions'],
    [{ name: 'Bad', permissions: 'all' }, 'Permissions must be a list of permissions'],
  ])('refuses %j with 400 and names what is wrong', async (payload, message) => {
    const res = await t.request({ method: 'POST', url: '/api/roles', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a name taken in any case, a built-in one too, with 409', async () => {
    await createRole({ name: 'Sports desk', permissions: [] });
    for (const name of ['sports DESK', 'owner']) {
      const res = await t.request({ method: 'POST', url: '/api/roles', payload: { name, permissions: [] } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'A role with this name already exists' });
    }
  });
});

describe('PUT and DELETE /api/roles/{roleId}', () => {
  it('changes a custom role', async () => {
    const role = await createRole({ name: 'Ads desk', permissions: [{ resource: 'ads', actions: ['list'] }] });
    const permissions = [{ resource: 'ads', actions: ['list', 'read', 'update'] }];
    const res = await t.request({ method: 'PUT', url: `/api/roles/${role.roleId}`, payload: { permissions } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Role updated successfully',
      role: { ...role, permissions, updatedAt: isoTime },
    });
  });

  it('refuses to change or delete a built-in role with 400', async () => {
    const owner = await roleNamed('Owner');
    const changed = await t.request({
      method: 'PUT',
      url: `/api/roles/${owner.roleId as string}`,
      payload: { permissions: [] },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ message: 'A built-in role cannot be changed or deleted' });
    const deleted = await t.request({ method: 'DELETE', url: `/api/roles/${owner.roleId as string}` });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json()).toEqual({ message: 'A built-in role cannot be changed or deleted' });
    expect(await roleNamed('Owner')).toEqual(owner);
  });

  it('refuses to delete a role an admin holds with 409, and deletes it once nobody does', async () => {
    const role = await createRole({
      name: 'Quotes desk',
      permissions: [{ resource: 'dailyQuotes', actions: ['list'] }],
    });
    const { admin } = await signedIn(['Quotes desk']);
    const held = await t.request({ method: 'DELETE', url: `/api/roles/${role.roleId}` });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({ message: 'This role is still held by an admin: take it from them first' });
    expect((await roleNamed('Quotes desk')).admins).toBe(1);

    const viewer = await roleNamed('Viewer');
    const moved = await t.request({
      method: 'PUT',
      url: `/api/admins/${admin.id}`,
      payload: { roles: [viewer.roleId] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const deleted = await t.request({ method: 'DELETE', url: `/api/roles/${role.roleId}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Role deleted successfully' });
    expect(await roleNamed('Quotes desk')).toBeUndefined();
  });

  it('answers 404 for a role that is not there', async () => {
    const res = await t.request({ method: 'DELETE', url: '/api/roles/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Role not found' });
  });

  it('records role changes in the audit log, named', async () => {
    const role = await createRole({ name: 'Audit desk', permissions: [] });
    await t.request({
      method: 'PUT',
      url: `/api/roles/${role.roleId}`,
      payload: { permissions: [{ resource: 'audit', actions: ['list'] }] },
    });
    await t.request({ method: 'DELETE', url: `/api/roles/${role.roleId}` });
    const res = await t.request({ method: 'GET', url: `/api/audit?recordId=${role.roleId}&limit=10` });
    const entries = res.json().audit.entries as Body[];
    expect(entries.map((entry) => [entry.action, entry.resource, entry.recordLabels])).toEqual([
      ['delete', 'roles', { [role.roleId]: 'Audit desk' }],
      ['update', 'roles', { [role.roleId]: 'Audit desk' }],
      ['create', 'roles', { [role.roleId]: 'Audit desk' }],
    ]);
    expect(entries[1].changes).toContainEqual({
      field: 'permissions',
      before: [],
      after: [{ resource: 'audit', actions: ['list'] }],
    });
  });
});

describe("an admin's roles", () => {
  const newAdmin = (extra: Body = {}) => ({
    firstName: 'Rina',
    lastName: 'Rao',
    mobileNumber: `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    email: `rina-${Math.random().toString(36).slice(2)}@example.com`,
    ...extra,
  });

  it('makes an admin added without roles an Owner, and lists each admin with the ids of their roles', async () => {
    const owner = await roleNamed('Owner');
    const res = await t.request({ method: 'POST', url: '/api/admins', payload: newAdmin() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().admin.roles).toEqual([owner.roleId]);
    const list = await t.request({ method: 'GET', url: '/api/admins' });
    const listed = (list.json().admins as Body[]).find((admin) => admin.roleID === res.json().admin.roleID);
    expect(listed?.roles).toEqual([owner.roleId]);
  });

  it('adds an admin with the roles given, and changes them', async () => {
    const [editor, viewer] = [await roleNamed('Editor'), await roleNamed('Viewer')];
    const res = await t.request({ method: 'POST', url: '/api/admins', payload: newAdmin({ roles: [viewer.roleId] }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().admin.roles).toEqual([viewer.roleId]);
    const id = res.json().admin.roleID as string;
    const changed = await t.request({
      method: 'PUT',
      url: `/api/admins/${id}`,
      payload: { roles: [editor.roleId, viewer.roleId, editor.roleId] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(new Set(changed.json().admin.roles)).toEqual(new Set([editor.roleId, viewer.roleId]));
    const entries = (await t.request({ method: 'GET', url: `/api/audit?recordId=${id}&limit=10` })).json().audit
      .entries as Body[];
    expect(entries[0]).toMatchObject({ action: 'update', resource: 'admins' });
    expect((entries[0].changes as Body[]).map((change) => change.field)).toContain('roles');
  });

  it.each([
    [{ roles: ['00000000-0000-4000-8000-000000000000'] }, 'Role not found'],
    [{ roles: ['not-an-id'] }, 'Role not found'],
    [{ roles: [] }, 'Choose at least one role'],
    [{ roles: [{ id: 1 }] }, 'Roles must be a list of ids'],
  ])('refuses %j with 400', async (extra, message) => {
    const res = await t.request({ method: 'POST', url: '/api/admins', payload: newAdmin(extra) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('GET /api/me/permissions', () => {
  it("answers an Owner's roles and every grant", async () => {
    const res = await t.request({ method: 'GET', url: '/api/me/permissions' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      roles: ['Owner'],
      permissions: grantableResources.map((entry) => ({ resource: entry.resource, actions: entry.actions })),
    });
  });

  it('answers the permissions of my roles added up, and a change of role at the next request', async () => {
    const desk = await createRole({ name: 'Hindi posts', permissions: hindiDesk });
    const me = await signedIn(['Hindi posts', 'Viewer']);
    const first = await me.request({ method: 'GET', url: '/api/me/permissions' });
    expect(first.statusCode).toBe(200);
    expect(first.json().roles).toEqual(['Hindi posts', 'Viewer']);
    // Viewer's posts grant has no language limit, and hides no reporter field: the added-up grant has neither.
    expect(first.json().permissions).toContainEqual({ resource: 'posts', actions: ['list', 'read', 'status'] });
    expect(first.json().permissions).toContainEqual({ resource: 'reporters', actions: ['list', 'read'] });

    // The role changes: the next request of the same session sees it.
    const changed = await t.request({
      method: 'PUT',
      url: `/api/roles/${desk.roleId}`,
      payload: { permissions: [{ resource: 'ads', actions: ['list', 'update'] }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.request({ method: 'PUT', url: `/api/admins/${me.admin.id}`, payload: { roles: [desk.roleId] } });
    const next = await me.request({ method: 'GET', url: '/api/me/permissions' });
    expect(next.json()).toEqual({
      roles: ['Hindi posts'],
      permissions: [{ resource: 'ads', actions: ['list', 'update'] }],
    });
  });

  it('keeps a language limit and hidden fields while every grant has them', async () => {
    await createRole({ name: 'Scoped', permissions: hindiDesk });
    const me = await signedIn(['Scoped']);
    const res = await me.request({ method: 'GET', url: '/api/me/permissions' });
    expect(res.json()).toEqual({ roles: ['Scoped'], permissions: hindiDesk });
  });
});

describe('the last active Owner', () => {
  it('cannot lose Owner nor be deactivated; two changes at once cannot take the last two Owners', async () => {
    const [owner, editor, viewer] = [await roleNamed('Owner'), await roleNamed('Editor'), await roleNamed('Viewer')];
    await createRole({
      name: 'Admins desk',
      permissions: [{ resource: 'admins', actions: ['list', 'read', 'update', 'status'] }],
    });
    const desk = await signedIn(['Admins desk']);
    const other = await makeAdmin(t.db);
    // The suite's admin and `other` are the active Owners; the other admins of the suite hold other roles by now.
    await t.db.execute(
      sql`delete from admin_roles where role_id = ${owner.roleId as string} and user_id not in (${t.admin.id}, ${other.id})`,
    );

    const dropBoth = await Promise.all(
      [t.admin.id, other.id].map((id) =>
        desk.request({ method: 'PUT', url: `/api/admins/${id}`, payload: { roles: [editor.roleId] } }),
      ),
    );
    expect(dropBoth.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const kept = dropBoth.find((res) => res.statusCode === 409)!;
    expect(kept.json()).toEqual({ message: 'At least one active admin must keep the Owner role' });

    const [lastOwner] = await new RolesRepository(t.db).activeHolders(owner.roleId as string);
    const lose = await desk.request({
      method: 'PUT',
      url: `/api/admins/${lastOwner}`,
      payload: { roles: [viewer.roleId] },
    });
    expect(lose.statusCode).toBe(409);
    expect(lose.json()).toEqual({ message: 'At least one active admin must keep the Owner role' });
    const deactivate = await desk.request({
      method: 'PUT',
      url: `/api/admins/${lastOwner}`,
      payload: { status: 'Inactive' },
    });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toEqual({ message: 'At least one active admin must keep the Owner role' });

    // With a second Owner again, either may go.
    const back = [t.admin.id, other.id].find((id) => id !== lastOwner)!;
    expect(
      (await desk.request({ method: 'PUT', url: `/api/admins/${back}`, payload: { roles: [owner.roleId] } }))
        .statusCode,
    ).toBe(200);
    // `other` is an active Owner again either way; the suite's admin stays active for the tests after this one.
    const now = await desk.request({ method: 'PUT', url: `/api/admins/${other.id}`, payload: { status: 'Inactive' } });
    expect(now.statusCode, now.body).toBe(200);
  });
});

describe('migration 0015', () => {
  it('makes every admin there is an Owner, and nobody else', async () => {
    const admin = await makeAdmin(t.db, {}, []);
    const reporter = await makeReporter(t.db);
    // Back to the tables of migration 0014, then migration 0015 as written.
    await t.db.execute(sql`drop table admin_roles`);
    await t.db.execute(sql`drop table roles`);
    const migration = await fs.readFile(path.join(migrationsFolder, '0015_roles.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      if (statement.trim()) await t.db.execute(sql.raw(statement));

    // Every admin, whatever their status (an earlier test of this file may have deactivated the suite's admin).
    const ownerId = (await new RolesRepository(t.db).builtInId('Owner'))!;
    const owners = await t.db.select({ id: adminRoles.userId }).from(adminRoles).where(eq(adminRoles.roleId, ownerId));
    const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'Admin'));
    expect(owners.map((row) => row.id).sort()).toEqual(admins.map((row) => row.id).sort());
    expect(owners.map((row) => row.id)).toEqual(expect.arrayContaining([admin.id, t.admin.id]));
    expect(owners.map((row) => row.id)).not.toContain(reporter.id);
    const res = await t.request({ method: 'GET', url: '/api/roles' });
    expect((res.json().roles as Body[]).map((role) => [role.name, role.builtIn])).toEqual([
      ['Editor', true],
      ['Owner', true],
      ['Viewer', true],
    ]);
  });
});
