import type { Db } from '../db/client.js';
import { badRequest, conflict } from '../lib/http-errors.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { UsersRepository } from '../account/users.repository.js';
import type { ResourceOverrides, SaveChange } from '../declared/declared-overrides.js';
import { resetTwoFactor } from './resets.js';
import { messages } from '#contract/rules';
import { RolesRepository } from '../roles/roles.repository.js';

export const adminMessages = {
  notYourself: 'You cannot deactivate your own account',
  lastAdmin: 'At least one active admin is required',
} as const;

const deactivating = ({ stored, patch }: SaveChange) =>
  Boolean(stored) && patch.status === 'Inactive' && stored?.status !== 'Inactive';

/**
 * The last active Owner neither loses Owner nor is deactivated (nobody could give roles any more): checked with the
 * active admins locked, as the last-admin rule, so two changes at once cannot both take the last two Owners.
 */
const keepAnOwner = async (tx: Db, change: SaveChange) => {
  const { stored, held } = change;
  if (!stored) return;
  const roles = new RolesRepository(tx);
  const ownerId = await roles.builtInId('Owner');
  if (!ownerId || (!deactivating(change) && (!held?.roles || held.roles.includes(ownerId)))) return;
  await new UsersRepository(tx).lockActiveAdmins();
  const owners = await roles.activeHolders(ownerId);
  if (owners.includes(stored.id) && owners.length === 1) throw conflict(messages.lastOwner);
};

/**
 * What admins do beyond a declared resource: nobody deactivates themselves or the last active admin (checked with
 * the active admins locked, so two deactivating each other at once cannot both succeed), nor takes Owner from the
 * last active Owner or deactivates them; a deactivated admin's
 * sessions end at once; Reset 2FA for an admin who lost the device. Adding, editing, deactivating and reactivating an
 * admin are recorded once, by the declared create, update and status calls (with their changes).
 */
export const adminsOverrides: Pick<ResourceOverrides, 'save' | 'actions'> = {
  save: {
    async before(tx: Db, change) {
      if (deactivating(change)) {
        const id = change.stored!.id;
        if (id === change.ctx.userId) throw badRequest(adminMessages.notYourself);
        const active = await new UsersRepository(tx).lockActiveAdmins();
        if (active.every((admin) => admin.id === id)) throw conflict(adminMessages.lastAdmin);
      }
      await keepAnOwner(tx, change);
    },
    async after(tx: Db, change) {
      if (deactivating(change)) await new SessionsRepository(tx).revokeAll(change.row.id);
    },
  },
  actions: {
    async resetTwoFactor(tx, { row, ctx }) {
      await resetTwoFactor(tx, row.id, ctx.userId);
      return { ...row, totpSecret: null };
    },
  },
};
