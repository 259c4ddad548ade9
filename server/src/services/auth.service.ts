import { rules } from '#contract/rules';
import type { Db } from '../db/client.js';
import type { RequestContext } from '../lib/request-context.js';
import { HttpError, notFound } from '../lib/http-errors.js';
import { burnPasswordCheck, verifyPassword } from '../lib/passwords.js';
import { validate } from '../lib/validate.js';
import type { ReceivedFile } from '../media/upload.js';
import { replaceImage } from '../media/images.js';
import type { Storage } from '../media/storage.js';
import { LoginAttemptsRepository } from '../repositories/login-attempts.repository.js';
import { UsersRepository, type User } from '../repositories/users.repository.js';

export const INVALID_LOGIN = 'Invalid mobile number or password';

/** Failed logins allowed per mobile number, and per client address, within the window before a lock. */
export const loginThrottle = { perAccount: 5, perAddress: 30, windowMinutes: 15, lockMinutes: 15 };

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

  constructor(
    db: Db,
    private readonly storage: Storage,
  ) {
    this.users = new UsersRepository(db);
    this.attempts = new LoginAttemptsRepository(db);
  }

  /** Verifies the credentials; the caller signs the token. Locked keys are refused before any hashing. */
  async login(body: { mobileNumber?: unknown; password?: unknown }, clientAddress: string) {
    const mobileNumber =
      typeof body.mobileNumber === 'string' ? body.mobileNumber.replace(/\s/g, '') : body.mobileNumber;
    validate({ mobileNumber, password: body.password }, rules.login);
    const password = String(body.password);
    const keys = [`mobile:${mobileNumber}`, `address:${clientAddress}`];

    const locks = await Promise.all(keys.map((key) => this.attempts.lockedUntil(key)));
    const lockedUntil = locks.filter(Boolean).sort((a, b) => b!.getTime() - a!.getTime())[0];
    if (lockedUntil) {
      const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60_000));
      throw new HttpError(
        429,
        `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }

    const user = await this.users.findByMobileNumber(String(mobileNumber));
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await burnPasswordCheck(password), false);
    if (!user || !valid || user.status === 'Trash' || user.status === 'Inactive') {
      const { perAccount, perAddress, windowMinutes, lockMinutes } = loginThrottle;
      await this.attempts.recordFailure(keys[0], perAccount, windowMinutes, lockMinutes);
      await this.attempts.recordFailure(keys[1], perAddress, windowMinutes, lockMinutes);
      throw new HttpError(401, INVALID_LOGIN);
    }
    await this.attempts.clear(keys[0]);
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
