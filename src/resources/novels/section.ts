import { resourceName } from '../../dataProvider';
import type { ListRoute } from '../../routing/listRoute';
import { defineSection, listPath } from '../../routing/section';

/** A novel list tab, as the filter call names it. */
export type NovelPhase = 'active' | 'upcoming';

/** A tab's novels grouped by category, all groups at once; each tab keeps its own search (`storeKey`) in the URL. */
const novelGroups = (phase: NovelPhase): ListRoute => ({
  resource: resourceName('novelGroups'),
  storeKey: `novels.${phase}`,
  perPage: 100,
  filter: { status: phase },
});

/** Novels (spec section 2): a tab each for active and upcoming novels, and one category's page. */
export const novelsSection = defineSection({
  root: '/novels',
  title: 'app.novels.title',
  menu: { label: 'app.menu.novels', icon: 'menuBook' },
  tabs: {
    active: { path: 'active', label: 'app.novels.tabs.active', screen: 'NovelGroupList', list: novelGroups('active') },
    upcoming: {
      path: 'upcoming',
      label: 'app.novels.tabs.upcoming',
      screen: 'NovelGroupList',
      list: novelGroups('upcoming'),
    },
  },
  /** One category's novels, /novel-category/{id}. */
  pages: [{ path: '/novel-category/:id', screen: 'NovelCategoryPage' }],
});

/**
 * The View All page of a category, opened from the `phase` tab: the page lists that tab's novels of the category and
 * links back to it. The phase is the list's filter, so it lives in the URL like the search.
 */
export const novelCategoryPath = (id: string, phase: NovelPhase) =>
  listPath(`/novel-category/${encodeURIComponent(id)}`, { status: phase });
