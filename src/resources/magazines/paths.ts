import { listPath } from '../../custom/listPath';

/** The Magazines section's routes (spec section 2): a tab each for active and expired magazines. */
export const magazinePaths = {
  root: '/magazines',
  active: '/magazines/active',
  expired: '/magazines/expired',
} as const;

/** A magazine list tab, as the filter call names it. */
export type MagazinePhase = 'active' | 'expired';

/** The active magazines expiring within `days` days (the list's `endingWithin` filter): the dashboard's figure opens it. */
export const magazinesExpiringWithinPath = (days: number) => listPath(magazinePaths.active, { endingWithin: days });
