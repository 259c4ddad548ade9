import { rules } from '#contract/rules';
import type { Db } from '../db/client.js';
import type { RequestContext } from '../lib/request-context.js';
import { HttpError, notFound } from '../lib/http-errors.js';
import { burnPasswordCheck, verifyPassword } from '../lib/passwords.js';
import { validate } from '../lib/validate.js';
import type { ReceivedFile } from '../media/upload.js';
import { replaceImage } from '../media/images.js';
import type { Storage } from '../media/storage.js';
import { LoginAttemptsRepository, type ThrottleRule } from '../repositories/login-attempts.repository.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { UsersRepository, type User } from '../repositories/users.repository.js';

export const INVALID_LOGIN = 'Invalid mobile number or password';

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

export const adminDto = (user: User, ctx: Pick<RequestContext, 'mediaUrl'>) => ({
  roleID: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  mobileNumber: user.mobileNumber,
  role: user.role,
  profilePic: ctx.mediaUrl(user.profilePicKey),
});

export class AuthService {
  private readonly users: UsersRepository;
  private readonly attempts: LoginAttemptsRepository;
  private readonly sessions: SessionsRepository;

  constructor(
    db: Db,
    private readonly storage: Storage,
  ) {
    this.users = new UsersRepository(db);
    this.attempts = new LoginAttemptsRepository(db);
    this.sessions = new SessionsRepository(db);
  }

  /** Verifies the credentials; the caller starts the session. Refused attempts are answered before any hashing. */
  async login(body: { mobileNumber?: unknown; password?: unknown }, clientAddress: string) {
    const mobileNumber =
      typeof body.mobileNumber === 'string' ? body.mobileNumber.replace(/\s/g, '') : body.mobileNumber;
    validate({ mobileNumber, password: body.password }, rules.login);
    const password = String(body.password);
    const user = await this.users.findByMobileNumber(String(mobileNumber));
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

    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await burnPasswordCheck(password), false);
    if (!user || !valid || user.status === 'Trash' || user.status === 'Inactive') {
      throw new HttpError(401, INVALID_LOGIN);
    }
    const [addressKey, pairKey, accountKey] = reserved;
    await Promise.all([
      this.attempts.clear(pairKey),
      this.attempts.release(addressKey),
      accountKey ? this.attempts.release(accountKey) : undefined,
    ]);
    return user;
  }

  async getAdmin(id: string, ctx: RequestContext) {
    const user = await this.users.findById(id);
    if (!user || user.role !== 'Admin') throw notFound('Admin');
    return adminDto(user, ctx);
  }

  async setProfilePicture(id: string, file: ReceivedFile, ctx: RequestContext) {
    const user = await this.users.findById(id);
    if (!user || user.role !== 'Admin') throw notFound('Admin');
    if (id !== ctx.userId) throw new HttpError(403, 'You can only change your own profile picture');
    const stored = await replaceImage(
      this.storage,
      'profiles',
      file,
      async (image) => {
        await this.users.update(id, { profilePicKey: image.imageKey });
        return { imageKey: user.profilePicKey, thumbnailKey: null };
      },
      { thumbnail: false },
    );
    return ctx.mediaUrl(stored!.imageKey);
  }
}
