import { rules } from '#contract/rules';
import type { Db } from '../db/client.js';
import type { RequestContext } from '../lib/request-context.js';
import { HttpError, badRequest, notFound } from '../lib/http-errors.js';
import { burnPasswordCheck, verifyPassword } from '../lib/passwords.js';
import { validate } from '../lib/validate.js';
import type { ReceivedFile } from '../media/upload.js';
import { replaceImage } from '../media/images.js';
import type { Storage } from '../media/storage.js';
import { LoginChallengesRepository } from './login-challenges.repository.js';
import { accountEvents } from './account-events.js';
import { changesBetween, recordAudit } from '../audit/audit-recorder.js';
import { CODE_REUSED, TwoFactorCodes } from './two-factor-codes.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { UsersRepository, type User } from './users.repository.js';

export const INVALID_LOGIN = 'Invalid mobile number or password';
export const INVALID_CODE = 'Invalid code';
export const CODE_REQUIRED = 'Code is required';
export const CHALLENGE_EXPIRED = 'The sign-in has expired. Please log in again.';
/** How long the second step of a sign-in may take. */
const CHALLENGE_MINUTES = 5;

const isGiven = (value: unknown) => typeof value === 'string' && value.trim() !== '';

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
  private readonly throttle: SignInThrottle;
  private readonly challenges: LoginChallengesRepository;
  private readonly twoFactor: TwoFactorCodes;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.users = new UsersRepository(db);
    this.throttle = new SignInThrottle(db);
    this.challenges = new LoginChallengesRepository(db);
    this.twoFactor = new TwoFactorCodes(db);
  }

  /**
   * Verifies the credentials. Answers the user when the sign-in is complete (the caller starts the session), or a
   * challenge for the second step when the admin has two-factor sign-in on. Refused attempts are answered before
   * any hashing.
   */
  async login(
    body: { mobileNumber?: unknown; password?: unknown },
    clientAddress: string,
  ): Promise<{ user: User; challenge?: undefined } | { user?: undefined; challenge: string }> {
    const mobileNumber =
      typeof body.mobileNumber === 'string' ? body.mobileNumber.replace(/\s/g, '') : body.mobileNumber;
    validate({ mobileNumber, password: body.password }, rules.login);
    const password = String(body.password);
    const user = await this.users.findByMobileNumber(String(mobileNumber));
    const attempt = await this.throttle.reserve(String(mobileNumber), user, clientAddress);

    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await burnPasswordCheck(password), false);
    if (!user || !valid || user.status === 'Trash' || user.status === 'Inactive') {
      await accountEvents.record(this.db, {
        type: 'signInFailed',
        mobileNumber: String(mobileNumber),
        clientAddress,
        step: 'password',
      });
      throw new HttpError(401, INVALID_LOGIN);
    }
    if (user.totpSecret) {
      // Not yet a success: the pair's count is only taken back, so password-then-wrong-code still adds up.
      await attempt.release();
      return { challenge: await this.challenges.create(user.id, CHALLENGE_MINUTES) };
    }
    await attempt.succeed();
    await this.signedIn(user, clientAddress, 'password');
    return { user };
  }

  /** The second step: a current code or an unused recovery code for the challenge's admin. */
  async loginSecondStep(body: { challenge?: unknown; code?: unknown; recoveryCode?: unknown }, clientAddress: string) {
    const challenge = typeof body.challenge === 'string' ? body.challenge : '';
    const userId = challenge ? await this.challenges.findUserId(challenge) : undefined;
    const user = userId ? await this.users.findById(userId) : undefined;
    if (!user?.totpSecret || user.status !== 'Active') throw new HttpError(401, CHALLENGE_EXPIRED);
    if (!isGiven(body.code) && !isGiven(body.recoveryCode)) throw badRequest(CODE_REQUIRED);
    const attempt = await this.throttle.reserve(user.mobileNumber, user, clientAddress);
    const usedWith = isGiven(body.recoveryCode) ? 'recoveryCode' : 'code';
    const outcome =
      usedWith === 'recoveryCode'
        ? await this.twoFactor.useRecoveryCode(user, body.recoveryCode)
        : await this.twoFactor.useCode(user, body.code);
    if (outcome !== true) {
      await accountEvents.record(this.db, {
        type: 'signInFailed',
        mobileNumber: user.mobileNumber,
        clientAddress,
        step: 'code',
      });
      throw new HttpError(401, outcome === 'reused' ? CODE_REUSED : INVALID_CODE);
    }
    if (!(await this.challenges.consume(challenge))) {
      await attempt.release();
      throw new HttpError(401, CHALLENGE_EXPIRED);
    }
    await attempt.succeed();
    await this.signedIn(user, clientAddress, usedWith);
    return user;
  }

  private async signedIn(user: User, clientAddress: string, signedInWith: 'password' | 'code' | 'recoveryCode') {
    await this.db.transaction(async (tx) => {
      await new UsersRepository(tx).update(user.id, { lastSignInAt: new Date() });
      await accountEvents.record(tx, { type: 'signIn', userId: user.id, clientAddress, with: signedInWith });
    });
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
      { storage: this.storage, db: this.db },
      'profiles',
      file,
      (image) =>
        this.db.transaction(async (tx) => {
          const updated = await new UsersRepository(tx).update(id, { profilePicKey: image.imageKey });
          const record = updated ? adminDto(updated, ctx) : {};
          const changes = changesBetween(adminDto(user, ctx), record);
          await recordAudit(tx, ctx, { action: 'upload', resource: 'account', recordIds: [id], changes, record });
          return { imageKey: user.profilePicKey, thumbnailKey: null };
        }),
      { thumbnail: false },
    );
    return ctx.mediaUrl(stored!.imageKey);
  }
}
