import type { Db } from '../db/client.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { newRecoveryCodes, normalizeRecoveryCode, verifyTotp } from '../lib/totp.js';
import { RecoveryCodesRepository } from './recovery-codes.repository.js';
import { UsersRepository, type User } from './users.repository.js';
import { accountEvents } from './account-events.js';

/**
 * The answer to a current code whose time step has already been used (right after turning two-factor sign-in on,
 * the code that did it): it is right, but works once, and the authenticator shows the next one within 30 seconds.
 */
export const CODE_REUSED = 'This code was already used. Wait for the next one.';

/** The second factor's checks, shared by sign-in and by the account changes that ask for a current code. */
export class TwoFactorCodes {
  constructor(private readonly db: Db) {}

  /**
   * A current code of the admin's active secret, not used before; it is used up by this call (true). A current code
   * of a time step already used answers 'reused', anything else false.
   */
  async useCode(
    user: Pick<User, 'id' | 'totpSecret' | 'totpLastTimeStep'>,
    code: unknown,
  ): Promise<true | 'reused' | false> {
    if (!user.totpSecret) return false;
    const timeStep = await verifyTotp(user.totpSecret, code);
    if (timeStep === undefined) return false;
    if (user.totpLastTimeStep !== null && timeStep <= user.totpLastTimeStep) return 'reused';
    // Another request may have taken this step since the admin was read: that one used it.
    return (await new UsersRepository(this.db).acceptTimeStep(user.id, timeStep)) || 'reused';
  }

  /** One of the admin's unused recovery codes; it is used up by this call. */
  async useRecoveryCode(user: Pick<User, 'id'>, code: unknown) {
    const normalized = normalizeRecoveryCode(code);
    if (normalized.length !== 10) return false;
    const codes = new RecoveryCodesRepository(this.db);
    for (const stored of await codes.list(user.id)) {
      if (!(await verifyPassword(stored.codeHash, normalized))) continue;
      if (!(await codes.use(stored.id))) return false;
      await accountEvents.record(this.db, { type: 'recoveryCodeUsed', userId: user.id });
      return true;
    }
    return false;
  }
}

/**
 * A new set of recovery codes: the clear ones to show once, and their hashes to store. Hashed before any
 * transaction opens, so none is held open for the hasher.
 */
export const newHashedRecoveryCodes = async () => {
  const plain = newRecoveryCodes();
  const hashes = await Promise.all(plain.map((code) => hashPassword(normalizeRecoveryCode(code))));
  return { plain, hashes };
};
