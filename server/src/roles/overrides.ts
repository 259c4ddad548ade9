import { messages } from '#contract/rules';
import type { Db } from '../db/client.js';
import { badRequest, conflict } from '../lib/http-errors.js';
import type { ResourceOverrides } from '../declared/declared-overrides.js';
import { RolesRepository } from './roles.repository.js';

/**
 * What roles do beyond a declared resource: a built-in role (its grants are its code's) is never changed nor deleted,
 * and a role an admin still holds is not deleted (the admin would lose its grants unseen). Checked on the locked row.
 */
export const rolesOverrides: Pick<ResourceOverrides, 'save' | 'delete'> = {
  save: {
    async before(_tx: Db, { stored }) {
      if (stored?.builtIn) throw badRequest(messages.builtInRoleFixed);
    },
  },
  delete: {
    async before(tx: Db, { row }) {
      if (row.builtIn) throw badRequest(messages.builtInRoleFixed);
      if (await new RolesRepository(tx).isHeld(row.id)) throw conflict(messages.roleHeld);
    },
  },
};
