import { normalizeMobileNumber } from '#contract/rules';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import { hashPassword, newOneTimePassword } from '../lib/passwords.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { UsersRepository } from '../account/users.repository.js';
import { accountEvents } from '../account/account-events.js';
import { clearTwoFactor } from '../account/account.service.js';

export const resetMessages = {
  resetOwnTwoFactor: 'Turn off your own two-factor sign-in from My account',
} as const;

/**
 * For an admin who lost the device (Reset 2FA, or `npm run admin -- reset-2fa`): 2FA off and their sessions ended,
 * in the caller's transaction; they enrol again at the next sign-in.
 */
export const resetTwoFactor = async (tx: Db, adminId: string, byUserId: string | 'command') => {
  if (adminId === byUserId) throw badRequest(resetMessages.resetOwnTwoFactor);
  await clearTwoFactor(tx, adminId);
  await new SessionsRepository(tx).revokeAll(adminId);
  await accountEvents.record(tx, { type: 'twoFactorReset', userId: adminId, byUserId });
};

const adminWithMobile = async (db: Db, mobileNumber: string) => {
  const user = await new UsersRepository(db).findByMobileNumber(normalizeMobileNumber(mobileNumber));
  if (!user || user.role !== 'Admin') throw notFound('Admin');
  return user;
};

/**
 * `npm run admin -- reset-password`: a new one-time password for the admin with this number, to be replaced at the
 * next sign-in; every session of theirs ended and the account active again. Answers the password, printed once.
 */
export const resetPasswordByMobile = async (db: Db, mobileNumber: string) => {
  const admin = await adminWithMobile(db, mobileNumber);
  const password = newOneTimePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await new UsersRepository(tx).update(admin.id, { passwordHash, mustChangePassword: true, status: 'Active' });
    await new SessionsRepository(tx).revokeAll(admin.id);
    await accountEvents.record(tx, { type: 'passwordReset', userId: admin.id, byUserId: 'command' });
  });
  return { admin, password };
};

/** `npm run admin -- reset-2fa`. */
export const resetTwoFactorByMobile = async (db: Db, mobileNumber: string) => {
  const admin = await adminWithMobile(db, mobileNumber);
  await db.transaction((tx) => resetTwoFactor(tx, admin.id, 'command'));
  return { admin };
};
