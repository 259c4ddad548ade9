import { adminsOverrides } from './admins/overrides.js';
import { adsOverrides } from './ads/overrides.js';
import { magazinesOverrides } from './magazines/overrides.js';
import { novelsOverrides } from './novels/overrides.js';
import { reportersOverrides } from './reporters/overrides.js';
import { rolesOverrides } from './roles/overrides.js';
import type { Overrides } from './declared/declared-overrides.js';

/** The hand-written parts of the declared resources, by resource name (each declaration's `overrides` names them). */
export const resourceOverrides: Record<string, Overrides> = {
  admins: adminsOverrides,
  ads: adsOverrides,
  magazines: magazinesOverrides,
  novels: novelsOverrides,
  reporters: reportersOverrides,
  roles: rolesOverrides,
};
