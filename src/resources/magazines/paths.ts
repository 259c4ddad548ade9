/** The Magazines section's routes (spec section 2): a tab each for active and expired magazines. */
export const magazinePaths = {
  root: '/magazines',
  active: '/magazines/active',
  expired: '/magazines/expired',
} as const;

/** A magazine list tab, as the filter call names it. */
export type MagazinePhase = 'active' | 'expired';
