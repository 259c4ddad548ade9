import { randomBytes } from 'node:crypto';
import { normalizeMobileNumber, rules } from '#contract/rules';
import type { Db } from '../db/client.js';
import { badRequest, conflict, notFound } from '../lib/http-errors.js';
import { hashPassword } from '../lib/passwords.js';
import { requireId, trimmed, validate } from '../lib/validate.js';
import { SessionsRepository } from '../repositories/sessions.repository.js';
import { UsersRepository, type User } from '../repositories/users.repository.js';
import { accountEvents } from './account-events.js';
import { clearTwoFactor } from './account.service.js';
import { uniqueViolationToConflict } from './reporters.service.js';

export const adminMessages = {
  added: 'Admin Added successfully',
  updated: 'Admin details updated successfully',
  statusInvalid: 'Status must be Active or Inactive',
  notYourself: 'You cannot deactivate your own account',
  lastAdmin: 'At least one active admin is required',
  twoFactorReset: 'Two-factor sign-in reset',
  resetOwnTwoFactor: 'Turn off your own two-factor sign-in from My account',
} as const;

export const adminListDto = (user: User) => ({
  roleID: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  mobileNumber: user.mobileNumber,
  email: user.email,
  status: user.status,
  twoFactorEnabled: Boolean(user.totpSecret),
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
});

export interface AdminBody {
  firstName?: unknown;
  lastName?: unknown;
  mobileNumber?: unknown;
  email?: unknown;
  password?: unknown;
  status?: unknown;
}

/** A one-time password to hand over: 16 characters, shown once. */
const newOneTimePassword = () => randomBytes(12).toString('base64url');

const mobileOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value);

/** Other admins' accounts: Settings → Admins, and the `npm run admin` command. */
export class AdminsService {
  private readonly users: UsersRepository;

  constructor(private readonly db: Db) {
    this.users = new UsersRepository(db);
  }

  async list() {
    return (await this.users.listAdmins()).map((user) => adminListDto(user));
  }

  async add(body: AdminBody, byUserId: string) {
    const fields = {
      firstName: trimmed(body.firstName),
      lastName: trimmed(body.lastName),
      mobileNumber: mobileOf(body.mobileNumber),
      email: trimmed(body.email),
      password: body.password === '' || body.password === null ? undefined : body.password,
    };
    validate(fields, rules.admin);
    const oneTimePassword = fields.password === undefined ? newOneTimePassword() : undefined;
    const passwordHash = await hashPassword(String(fields.password ?? oneTimePassword));
    try {
      const admin = await this.db.transaction(async (tx) => {
        const row = await new UsersRepository(tx).insert({
          role: 'Admin',
          status: 'Active',
          firstName: String(fields.firstName),
          lastName: String(fields.lastName),
          mobileNumber: String(fields.mobileNumber),
          email: String(fields.email),
          passwordHash,
        });
        await accountEvents.record(tx, { type: 'adminAdded', userId: row.id, byUserId });
        return row;
      });
      return { message: adminMessages.added, admin: adminListDto(admin), ...(oneTimePassword && { oneTimePassword }) };
    } catch (error) {
      throw uniqueViolationToConflict(error);
    }
  }

  /**
   * Changes the given fields. Deactivation ends the admin's sessions at once; nobody deactivates themselves, and
   * the last active admin stays active (checked with the active admins locked, so two at once cannot race).
   */
  async update(id: string, body: AdminBody, byUserId: string) {
    const current = await this.find(id);
    const patch: Partial<User> = {};
    const given = (value: unknown) => value !== undefined;
    const fields = {
      firstName: trimmed(body.firstName),
      lastName: trimmed(body.lastName),
      mobileNumber: mobileOf(body.mobileNumber),
      email: trimmed(body.email),
    };
    const fieldRules = Object.fromEntries(
      Object.entries(rules.admin).filter(([name]) => given(fields[name as keyof typeof fields])),
    );
    validate(fields, fieldRules);
    for (const [name, value] of Object.entries(fields)) {
      if (given(value)) Object.assign(patch, { [name]: String(value) });
    }
    if (given(body.status)) {
      if (body.status !== 'Active' && body.status !== 'Inactive') throw badRequest(adminMessages.statusInvalid);
      patch.status = body.status;
    }
    const deactivating = patch.status === 'Inactive' && current.status !== 'Inactive';
    if (deactivating && id === byUserId) throw badRequest(adminMessages.notYourself);
    try {
      const updated = await this.db.transaction(async (tx) => {
        const users = new UsersRepository(tx);
        if (deactivating) {
          const active = await users.lockActiveAdmins();
          if (active.every((admin) => admin.id === id)) throw conflict(adminMessages.lastAdmin);
        }
        const row = await users.update(id, patch);
        if (deactivating) {
          await new SessionsRepository(tx).revokeAll(id);
          await accountEvents.record(tx, { type: 'adminDeactivated', userId: id, byUserId });
        } else if (patch.status === 'Active' && current.status !== 'Active') {
          await accountEvents.record(tx, { type: 'adminReactivated', userId: id, byUserId });
        }
        if (patch.firstName || patch.lastName || patch.mobileNumber || patch.email) {
          await accountEvents.record(tx, { type: 'adminUpdated', userId: id, byUserId });
        }
        return row;
      });
      return { message: adminMessages.updated, admin: adminListDto(updated) };
    } catch (error) {
      throw uniqueViolationToConflict(error);
    }
  }

  /** For an admin who lost the device: 2FA off and their sessions ended; they enrol again at the next sign-in. */
  async resetTwoFactor(id: string, byUserId: string | 'command') {
    const admin = await this.find(id);
    if (id === byUserId) throw badRequest(adminMessages.resetOwnTwoFactor);
    await this.db.transaction(async (tx) => {
      await clearTwoFactor(tx, admin.id);
      await new SessionsRepository(tx).revokeAll(admin.id);
      await accountEvents.record(tx, { type: 'twoFactorReset', userId: admin.id, byUserId });
    });
    return { message: adminMessages.twoFactorReset, admin: adminListDto({ ...admin, totpSecret: null }) };
  }

  /**
   * `npm run admin -- reset-password`: a new one-time password for the admin with this number, every session of
   * theirs ended and the account active again. Answers the password, to be printed once.
   */
  async resetPasswordByMobile(mobileNumber: string) {
    const admin = await this.findByMobile(mobileNumber);
    const password = newOneTimePassword();
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await new UsersRepository(tx).update(admin.id, { passwordHash, status: 'Active' });
      await new SessionsRepository(tx).revokeAll(admin.id);
      await accountEvents.record(tx, { type: 'passwordReset', userId: admin.id, byUserId: 'command' });
    });
    return { admin, password };
  }

  /** `npm run admin -- reset-2fa`. */
  async resetTwoFactorByMobile(mobileNumber: string) {
    const admin = await this.findByMobile(mobileNumber);
    await this.resetTwoFactor(admin.id, 'command');
    return { admin };
  }

  private async find(id: string) {
    const user = await this.users.findById(requireId(id, 'Admin'));
    if (!user || user.role !== 'Admin') throw notFound('Admin');
    return user;
  }

  private async findByMobile(mobileNumber: string) {
    const user = await this.users.findByMobileNumber(normalizeMobileNumber(mobileNumber));
    if (!user || user.role !== 'Admin') throw notFound('Admin');
    return user;
  }
}
