import { listPath } from '../../custom/listPath';

/** The Novels section's routes (spec section 2): a tab each for active and upcoming, and one category's page. */
export const novelPaths = {
  root: '/novels',
  active: '/novels/active',
  upcoming: '/novels/upcoming',
  /** One category's novels, /novel-category/{id}. */
  categoryRoot: '/novel-category',
  category: '/novel-category/:id',
} as const;

/** A novel list tab, as the filter call names it. */
export type NovelPhase = 'active' | 'upcoming';

/**
 * The View All page of a category, opened from the `phase` tab: the page lists that tab's novels of the category and
 * links back to it. The phase is the list's filter, so it lives in the URL like the search.
 */
export const novelCategoryPath = (id: string, phase: NovelPhase) =>
  listPath(`${novelPaths.categoryRoot}/${encodeURIComponent(id)}`, { status: phase });
