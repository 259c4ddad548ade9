import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { hashPassword } from '../lib/passwords.js';
import { UsersRepository } from '../account/users.repository.js';

export interface CreatedAdmin {
  mobileNumber: string;
  /** Set only when the password was generated, so it can be printed once. */
  generatedPassword?: string;
}

/**
 * On a database without an admin, creates one from ADMIN_MOBILE/ADMIN_PASSWORD, or with a generated password
 * that the caller prints once. Returns undefined when an admin already exists.
 */
export const ensureAdmin = async (
  db: Db,
  options: { mobileNumber?: string; password?: string },
): Promise<CreatedAdmin | undefined> => {
  const users = new UsersRepository(db);
  if ((await users.countAdmins()) > 0) return undefined;
  const mobileNumber = options.mobileNumber ?? '9999999999';
  if (!/^\d{10}$/.test(mobileNumber)) throw new Error('ADMIN_MOBILE must be exactly 10 digits');
  if (options.password !== undefined && options.password.length < 8) {
    throw new Error('ADMIN_PASSWORD must be at least 8 characters');
  }
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  await users.insert({
    role: 'Admin',
    firstName: 'Admin',
    lastName: 'User',
    mobileNumber,
    email: 'admin@newsroom.local',
    status: 'Active',
    passwordHash: await hashPassword(options.password ?? generatedPassword!),
  });
  return { mobileNumber, generatedPassword };
};
