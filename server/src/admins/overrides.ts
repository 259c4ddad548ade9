import type { Db } from '../db/client.js';
import { badRequest, conflict } from '../lib/http-errors.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { UsersRepository } from '../account/users.repository.js';
import { accountEvents } from '../account/account-events.js';
import type { ResourceOverrides, SaveChange } from '../declared/declared-overrides.js';
import { resetTwoFactor } from './resets.js';

export const adminMessages = {
  notYourself: 'You cannot deactivate your own account',
  lastAdmin: 'At least one active admin is required',
} as const;

const details = ['firstName', 'lastName', 'mobileNumber', 'email'] as const;

const deactivating = ({ stored, patch }: SaveChange) =>
  Boolean(stored) && patch.status === 'Inactive' && stored?.status !== 'Inactive';

/**
 * What admins do beyond a declared resource: nobody deactivates themselves or the last active admin (checked with
 * the active admins locked, so two deactivating each other at once cannot both succeed); a deactivated admin's
 * sessions end at once; every change is an account event; Reset 2FA for an admin who lost the device.
 */
export const adminsOverrides: Pick<ResourceOverrides, 'save' | 'actions'> = {
  save: {
    async before(tx: Db, change) {
      if (!deactivating(change)) return;
      const id = change.stored!.id;
      if (id === change.ctx.userId) throw badRequest(adminMessages.notYourself);
      const active = await new UsersRepository(tx).lockActiveAdmins();
      if (active.every((admin) => admin.id === id)) throw conflict(adminMessages.lastAdmin);
    },
    async after(tx: Db, change) {
      const { stored, row, ctx } = change;
      const byUserId = ctx.userId;
      if (!stored) return accountEvents.record(tx, { type: 'adminAdded', userId: row.id, byUserId });
      if (deactivating(change)) {
        await new SessionsRepository(tx).revokeAll(row.id);
        await accountEvents.record(tx, { type: 'adminDeactivated', userId: row.id, byUserId });
      } else if (row.status === 'Active' && stored.status !== 'Active') {
        await accountEvents.record(tx, { type: 'adminReactivated', userId: row.id, byUserId });
      }
      if (details.some((field) => row[field] !== stored[field]))
        await accountEvents.record(tx, { type: 'adminUpdated', userId: row.id, byUserId });
    },
  },
  actions: {
    async resetTwoFactor(tx, { row, ctx }) {
      await resetTwoFactor(tx, row.id, ctx.userId);
      return { ...row, totpSecret: null };
    },
  },
};
