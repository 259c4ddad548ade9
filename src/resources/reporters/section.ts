import { resourceName } from '../../dataProvider';
import type { ListRoute } from '../../routing/listRoute';
import { defineSection } from '../../routing/section';

export type ReporterStatus = 'Pending' | 'Active' | 'Inactive' | 'Trash';

/**
 * One reporters tab's list: the reporters of one status, 15 to a page (spec section 9). The status is the route, so
 * it is a permanent filter; each tab keeps its own page, search and selection (`storeKey`), in the URL.
 */
const reporterList = (status: ReporterStatus): ListRoute => ({
  resource: resourceName('reporters'),
  storeKey: `reporters.${status}`,
  perPage: 15,
  filter: { status },
});

/**
 * Reporters (spec section 2): a tab per status. The reporter page (/view-reporter/{id}, reporter-detail/section.ts)
 * highlights its menu item too; its root is spelled here, as an import of that declaration would put the two
 * declarations into a chunk of their own, one more request before the app starts.
 */
export const reportersSection = defineSection({
  root: '/reporters',
  title: 'app.reporters.title',
  menu: { label: 'app.menu.reporters', icon: 'people', mobileTab: 'active', roots: ['/view-reporter'] },
  tabs: {
    pending: {
      path: 'new-reporter',
      label: 'app.reporters.tabs.pending',
      screen: 'NewReporterList',
      list: reporterList('Pending'),
    },
    active: {
      path: 'reporter',
      label: 'app.reporters.tabs.active',
      screen: 'ActiveReporterList',
      list: reporterList('Active'),
    },
    inactive: {
      path: 'inactive-reporter',
      label: 'app.reporters.tabs.inactive',
      screen: 'InactiveReporterList',
      list: reporterList('Inactive'),
    },
    trash: {
      path: 'trash-reporter',
      label: 'app.reporters.tabs.trash',
      screen: 'TrashReporterList',
      list: reporterList('Trash'),
    },
  },
});
