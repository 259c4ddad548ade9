import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { passwordRules } from '#contract/passwords';
import { hashPassword } from '../lib/passwords.js';
import { UsersRepository } from '../account/users.repository.js';
import { RolesRepository } from '../roles/roles.repository.js';

export interface CreatedAdmin {
  mobileNumber: string;
  /** Set only when the password was generated, so it can be printed once. */
  generatedPassword?: string;
}

/**
 * On a database without an admin, creates one, an Owner, from ADMIN_MOBILE/ADMIN_PASSWORD, or with a generated
 * password that the caller prints once. Returns undefined when an admin already exists.
 */
export const ensureAdmin = async (
  db: Db,
  options: { mobileNumber?: string; password?: string },
): Promise<CreatedAdmin | undefined> => {
  const users = new UsersRepository(db);
  if ((await users.countAdmins()) > 0) return undefined;
  const mobileNumber = options.mobileNumber ?? '9999999999';
  if (!/^\d{10}$/.test(mobileNumber)) throw new Error('ADMIN_MOBILE must be exactly 10 digits');
  // The first admin's password meets the rules of every admin's (at least 12 characters, not a common one).
  const refused =
    options.password === undefined
      ? undefined
      : passwordRules.admin.map((rule) => rule(options.password)).find(Boolean);
  if (refused) throw new Error(`ADMIN_PASSWORD: ${refused}`);
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const admin = await users.insert({
    role: 'Admin',
    firstName: 'Admin',
    lastName: 'User',
    mobileNumber,
    email: 'admin@newsroom.local',
    status: 'Active',
    passwordHash: await hashPassword(options.password ?? generatedPassword!),
  });
  // The first admin may do everything, giving roles to the admins they add.
  await new RolesRepository(db).give(admin.id, ['Owner']);
  return { mobileNumber, generatedPassword };
};
