import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { ensureAdmin } from '../src/seed/admin.js';
import { openTestDatabase } from './helpers/database.js';
import { RolesRepository } from '../src/roles/roles.repository.js';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('the first admin, from ADMIN_MOBILE and ADMIN_PASSWORD', () => {
  it.each([
    ['bina1234', 'ADMIN_PASSWORD: Password must be at least 12 characters'],
    ['qwerty123456', 'ADMIN_PASSWORD: This password is one of the most common. Choose one that is harder to guess.'],
  ])('refuses %s as every admin password is refused, and creates nobody', async (password, message) => {
    await expect(ensureAdmin(database.db, { mobileNumber: '9123000001', password })).rejects.toThrow(message);
    // Still no admin: the next start with a good password creates one.
    const created = await ensureAdmin(database.db, { mobileNumber: '9123000001', password: 'a long river stone' });
    expect(created).toEqual({ mobileNumber: '9123000001', generatedPassword: undefined });
    await database.db.execute('delete from users');
  });
});

it('makes the first admin an Owner (issue 40)', async () => {
  await ensureAdmin(database.db, { mobileNumber: '9123000002', password: 'a long river stone' });
  const roles = new RolesRepository(database.db);
  const owners = await roles.activeHolders((await roles.builtInId('Owner'))!);
  expect(owners).toHaveLength(1);
  await database.db.execute('delete from users');
});
