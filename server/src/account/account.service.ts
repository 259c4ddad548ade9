import { interfaceLanguages, isInterfaceLanguage } from '#contract/interface-languages';
import { passwordRules } from '#contract/passwords';
import type { Db } from '../db/client.js';
import { badRequest, conflict, notFound } from '../lib/http-errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../lib/totp.js';
import { validate } from '../lib/validate.js';
import { LoginChallengesRepository } from './login-challenges.repository.js';
import { RecoveryCodesRepository } from './recovery-codes.repository.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { UsersRepository, type User } from './users.repository.js';
import { accountEvents } from './account-events.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { CODE_REUSED, TwoFactorCodes, newHashedRecoveryCodes } from './two-factor-codes.js';

export const accountMessages = {
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  invalidCode: 'Invalid code',
  codeRequired: 'Code is required',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  setupFirst: 'Start the two-factor setup first',
  invalidPasswordOrCode: 'Invalid password or code',
  disabled: 'Two-factor sign-in turned off',
  sessionEnded: 'Session ended',
  languageChanged: 'Interface language changed',
  unknownLanguage: `Interface language must be one of ${interfaceLanguages.join(', ')}`,
} as const;

/** The caller, as the account calls know it: the admin and the session of the request's token. */
export interface Caller {
  userId: string;
  sessionId: string;
  clientAddress: string;
}

const browserOf = (agent: string) =>
  /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\/|Opera/.test(agent)
      ? 'Opera'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(agent)
          ? 'Chrome'
          : /Safari\//.test(agent)
            ? 'Safari'
            : undefined;

const systemOf = (agent: string) =>
  /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : undefined;

/** "Chrome on Windows" from a User-Agent; the raw text when neither part is known, "Unknown device" without one. */
export const deviceOf = (userAgent: string | null) => {
  if (!userAgent) return 'Unknown device';
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
};

/** My account: my password, my sessions and my two-factor sign-in. */
export class AccountService {
  private readonly users: UsersRepository;
  private readonly sessions: SessionsRepository;
  private readonly throttle: SignInThrottle;

  constructor(private readonly db: Db) {
    this.users = new UsersRepository(db);
    this.sessions = new SessionsRepository(db);
    this.throttle = new SignInThrottle(db);
  }

  async get(caller: Caller, twoFactorRequired: boolean) {
    const user = await this.me(caller);
    return {
      roleID: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobileNumber: user.mobileNumber,
      twoFactorEnabled: Boolean(user.totpSecret),
      recoveryCodesLeft: user.totpSecret ? await new RecoveryCodesRepository(this.db).count(user.id) : 0,
      twoFactorRequired,
      passwordChangeRequired: user.mustChangePassword,
      interfaceLanguage: user.interfaceLanguage ?? undefined,
    };
  }

  /** Stores my interface language, applied at my next sign-in on any browser; audited when it changes. */
  async changeInterfaceLanguage(caller: Caller, body: { interfaceLanguage?: unknown }) {
    const chosen = body.interfaceLanguage;
    if (!isInterfaceLanguage(chosen)) throw badRequest(accountMessages.unknownLanguage);
    const user = await this.me(caller);
    if (user.interfaceLanguage !== chosen)
      await this.db.transaction(async (tx) => {
        await new UsersRepository(tx).update(user.id, { interfaceLanguage: chosen });
        await accountEvents.record(tx, {
          type: 'interfaceLanguageChanged',
          userId: user.id,
          from: user.interfaceLanguage,
          to: chosen,
        });
      });
    return { message: accountMessages.languageChanged, interfaceLanguage: chosen };
  }

  /** Changes my password; every other session of mine ends, this one goes on. */
  async changePassword(caller: Caller, body: { currentPassword?: unknown; newPassword?: unknown }) {
    validate({ currentPassword: body.currentPassword, newPassword: body.newPassword }, passwordRules.changePassword);
    const user = await this.me(caller);
    await this.checkSecret(user, caller, async () =>
      user.passwordHash && (await verifyPassword(user.passwordHash, String(body.currentPassword)))
        ? true
        : accountMessages.currentPasswordWrong,
    );
    const passwordHash = await hashPassword(String(body.newPassword));
    await this.db.transaction(async (tx) => {
      await new UsersRepository(tx).update(user.id, { passwordHash, mustChangePassword: false });
      const sessions = new SessionsRepository(tx);
      await sessions.retag(caller.sessionId);
      await sessions.revokeAll(user.id, caller.sessionId);
      await accountEvents.record(tx, { type: 'passwordChanged', userId: user.id });
    });
    return { message: accountMessages.passwordChanged };
  }

  async listSessions(caller: Caller) {
    const rows = await this.sessions.listOpen(caller.userId);
    return rows.map((row) => ({
      id: row.id,
      device: deviceOf(row.userAgent),
      address: row.clientAddress,
      signedInAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === caller.sessionId,
    }));
  }

  async endSession(caller: Caller, sessionId: string) {
    await this.db.transaction(async (tx) => {
      if (!(await new SessionsRepository(tx).revokeOwn(caller.userId, sessionId))) throw notFound('Session');
      await accountEvents.record(tx, { type: 'sessionEnded', userId: caller.userId, sessionId });
    });
    return { message: accountMessages.sessionEnded };
  }

  /** A new secret to enrol; it becomes active only when /2fa/enable gets a correct code of it. */
  async setupTwoFactor(caller: Caller) {
    const user = await this.me(caller);
    if (user.totpSecret) throw conflict(accountMessages.alreadyOn);
    const secret = newTotpSecret();
    await this.users.update(user.id, { totpPendingSecret: secret });
    return { secret, otpauthUrl: otpauthUrl(secret, user.mobileNumber) };
  }

  async enableTwoFactor(caller: Caller, body: { code?: unknown }) {
    const user = await this.me(caller);
    if (user.totpSecret) throw conflict(accountMessages.alreadyOn);
    if (!user.totpPendingSecret) throw badRequest(accountMessages.setupFirst);
    const secret = user.totpPendingSecret;
    let timeStep: number | undefined;
    await this.checkSecret(user, caller, async () =>
      (timeStep = await verifyTotp(secret, body.code)) !== undefined ? true : accountMessages.invalidCode,
    );
    const codes = await newHashedRecoveryCodes();
    await this.db.transaction(async (tx) => {
      await new UsersRepository(tx).update(user.id, {
        totpSecret: secret,
        totpPendingSecret: null,
        totpLastTimeStep: timeStep,
      });
      await new RecoveryCodesRepository(tx).replace(user.id, codes.hashes);
      await accountEvents.record(tx, { type: 'twoFactorEnrolled', userId: user.id });
    });
    return { recoveryCodes: codes.plain };
  }

  async disableTwoFactor(caller: Caller, body: { password?: unknown; code?: unknown }) {
    const user = await this.me(caller);
    if (!user.totpSecret) throw badRequest(accountMessages.notOn);
    await this.checkSecret(user, caller, async () => {
      const passwordRight =
        user.passwordHash &&
        typeof body.password === 'string' &&
        (await verifyPassword(user.passwordHash, body.password));
      const code = passwordRight ? await new TwoFactorCodes(this.db).useCode(user, body.code) : false;
      // Only with the right password does the answer tell a used code from a wrong one.
      return code === true || (code === 'reused' ? CODE_REUSED : accountMessages.invalidPasswordOrCode);
    });
    await this.db.transaction(async (tx) => {
      await clearTwoFactor(tx, user.id);
      await accountEvents.record(tx, { type: 'twoFactorDisabled', userId: user.id });
    });
    return { message: accountMessages.disabled };
  }

  async regenerateRecoveryCodes(caller: Caller, body: { code?: unknown }) {
    const user = await this.me(caller);
    if (!user.totpSecret) throw badRequest(accountMessages.notOn);
    await this.checkSecret(user, caller, async () => {
      const code = await new TwoFactorCodes(this.db).useCode(user, body.code);
      return code === true || (code === 'reused' ? CODE_REUSED : accountMessages.invalidCode);
    });
    const codes = await newHashedRecoveryCodes();
    await this.db.transaction(async (tx) => {
      await new RecoveryCodesRepository(tx).replace(user.id, codes.hashes);
      await accountEvents.record(tx, { type: 'recoveryCodesRegenerated', userId: user.id });
    });
    return { recoveryCodes: codes.plain };
  }

  private async me(caller: Caller) {
    const user = await this.users.findById(caller.userId);
    if (!user) throw notFound('Admin');
    return user;
  }

  /**
   * Runs a check of a password or code in the sign-in throttle: `check` answers true, or the message that refuses it;
   * a refused one counts as a failed login of this admin from this address. It answers 400, not 401: the session
   * itself is still good.
   */
  private async checkSecret(user: User, caller: Caller, check: () => Promise<true | string>) {
    const attempt = await this.throttle.reserve(user.mobileNumber, user, caller.clientAddress);
    const outcome = await check();
    if (outcome !== true) throw badRequest(outcome);
    await attempt.release();
  }
}

/** Two-factor sign-in off: no secret, no recovery codes, no open second step. */
export const clearTwoFactor = async (db: Db, userId: string) => {
  await new UsersRepository(db).update(userId, { totpSecret: null, totpPendingSecret: null, totpLastTimeStep: null });
  await new RecoveryCodesRepository(db).replace(userId, []);
  await new LoginChallengesRepository(db).deleteForUser(userId);
};
