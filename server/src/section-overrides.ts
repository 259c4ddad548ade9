import { adminsOverrides } from './admins/overrides.js';
import { adsOverrides } from './ads/overrides.js';
import { magazinesOverrides } from './magazines/overrides.js';
import { novelsOverrides } from './novels/overrides.js';
import { reportersOverrides } from './reporters/overrides.js';
import { rolesOverrides } from './roles/overrides.js';
import { webhooksOverrides } from './webhooks/overrides.js';
import type { Overrides } from './declared/declared-overrides.js';

/**
 * The hand-written parts of the declared resources, by resource name (each declaration's `overrides` names them),
 * for an app with these settings (whether webhooks may call private addresses).
 */
export const resourceOverridesOf = (settings: { webhooks: { allowPrivate: boolean } }): Record<string, Overrides> => ({
  admins: adminsOverrides,
  ads: adsOverrides,
  magazines: magazinesOverrides,
  novels: novelsOverrides,
  reporters: reportersOverrides,
  roles: rolesOverrides,
  webhooks: webhooksOverrides(settings.webhooks),
});
