import { resourceName } from '../../dataProvider';
import type { ListRoute } from '../../routing/listRoute';
import { defineSection, listPath } from '../../routing/section';

/** A magazine list tab, as the filter call names it. */
export type MagazinePhase = 'active' | 'expired';

/** A tab's magazines, 15 to a page (the server's default); each tab keeps its own page and filter in the URL. */
const magazineList = (phase: MagazinePhase): ListRoute => ({
  resource: resourceName('magazines'),
  storeKey: `magazines.${phase}`,
  perPage: 15,
  filter: { status: phase },
});

/** Magazines (spec section 2): the heading 'Magazines' over a tab each for active and expired magazines. */
export const magazinesSection = defineSection({
  root: '/magazines',
  title: 'app.magazines.title',
  heading: true,
  menu: { label: 'app.menu.magazines', icon: 'newspaper' },
  tabs: {
    active: {
      path: 'active',
      label: 'app.magazines.tabs.active',
      screen: 'MagazineList',
      list: magazineList('active'),
    },
    expired: {
      path: 'expired',
      label: 'app.magazines.tabs.expired',
      screen: 'MagazineList',
      list: magazineList('expired'),
    },
  },
});

/** The active magazines expiring within `days` days (the list's `endingWithin` filter): the dashboard's figure opens it. */
export const magazinesExpiringWithinPath = (days: number) =>
  listPath(magazinesSection.paths.active, { endingWithin: days });
