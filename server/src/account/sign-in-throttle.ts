import type { Db } from '../db/client.js';
import { HttpError } from '../lib/http-errors.js';
import { LoginAttemptsRepository, type ThrottleRule } from './login-attempts.repository.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import type { User } from './users.repository.js';

/**
 * Login throttling (OWASP's authentication guidance): an attacker can neither guess fast nor lock the real admin
 * out. A mobile number and client address together get 5 attempts, an address 30 (over all numbers), before a
 * 15-minute lock. A number alone gets a much higher budget, 100, because any address can spend it; past it, only
 * addresses the user has logged in from in the last 30 days may still try. An attempt counts from before its
 * password is checked, so parallel requests cannot check more passwords than the limits allow; a success takes
 * its attempt back.
 */
export const loginThrottle = {
  perAccountAndAddress: { limit: 5, windowMinutes: 15, lockMinutes: 15 },
  perAddress: { limit: 30, windowMinutes: 15, lockMinutes: 15 },
  perAccount: { limit: 100, windowMinutes: 15, lockMinutes: 15 },
  knownAddressDays: 30,
} satisfies Record<string, ThrottleRule | number>;

const tooManyAttempts = (lockedUntil: Date) => {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
  return new HttpError(
    429,
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
};

/**
 * Every check of a secret (a password, a code) counts in the same throttle, whether at sign-in or when a signed-in
 * admin confirms a change: a stolen session cannot guess the password or the codes faster than a login could.
 */
export class SignInThrottle {
  private readonly attempts: LoginAttemptsRepository;
  private readonly sessions: SessionsRepository;

  constructor(db: Db) {
    this.attempts = new LoginAttemptsRepository(db);
    this.sessions = new SessionsRepository(db);
  }

  /**
   * Counts an attempt (password, or a code of the second step) against the throttle's keys before anything is
   * checked. The answer takes it back when it was no failure.
   */
  async reserve(mobileNumber: string, user: User | undefined, clientAddress: string) {
    const trusted = user
      ? await this.sessions.isKnownAddress(user.id, clientAddress, loginThrottle.knownAddressDays)
      : false;
    const keys: [string, ThrottleRule][] = [
      [`address:${clientAddress}`, loginThrottle.perAddress],
      [`mobile:${mobileNumber}@${clientAddress}`, loginThrottle.perAccountAndAddress],
      ...(trusted ? [] : [[`mobile:${mobileNumber}`, loginThrottle.perAccount] as [string, ThrottleRule]]),
    ];
    const reserved: string[] = [];
    for (const [key, rule] of keys) {
      const lockedUntil = await this.attempts.reserve(key, rule);
      if (lockedUntil) {
        // Only attempts whose password was checked count, so a refused one is taken back from the other keys.
        await Promise.all(reserved.map((earlier) => this.attempts.release(earlier)));
        throw tooManyAttempts(lockedUntil);
      }
      reserved.push(key);
    }
    const [addressKey, pairKey, accountKey] = reserved;
    return {
      /** The attempt was no failure (but not a complete sign-in either): taken back from every key. */
      release: async () => {
        await Promise.all(reserved.map((key) => this.attempts.release(key)));
      },
      /** A complete sign-in: the pair's earlier failures are forgotten too. */
      succeed: async () => {
        await Promise.all([
          this.attempts.clear(pairKey),
          this.attempts.release(addressKey),
          accountKey ? this.attempts.release(accountKey) : undefined,
        ]);
      },
    };
  }
}
