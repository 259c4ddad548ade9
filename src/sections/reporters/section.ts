import { reporters } from '#contract/resources/reporters';
import { resourceName } from '../../dataProvider';
import { textKey } from '../../declaration/texts';
import type { ListRoute } from '../../routing/listRoute';
import { defineSection, type TabDeclaration } from '../../routing/section';

export type ReporterStatus = (typeof reporters.fields.status.values)[number];

type ReporterTab = keyof typeof reporters.screen.sectionTabs;

/** The screen of each declared tab (contract/resources/reporters.ts `screen.sectionTabs`). */
const screens = {
  pending: 'NewReporterList',
  active: 'ActiveReporterList',
  inactive: 'InactiveReporterList',
  trash: 'TrashReporterList',
} as const satisfies Record<ReporterTab, string>;

/** The status a tab lists. */
export const tabStatus = (tab: string): ReporterStatus => reporters.screen.sectionTabs[tab as ReporterTab].view;

/** The catalogue key of a tab's count card, from its declared `count`. */
export const tabCount = (tab: string) => textKey(reporters, `section_counts.${tab}`);

/**
 * One reporters tab's list: the reporters of one status, 15 to a page (spec section 9). The status is the route, so
 * it is a permanent filter; each tab keeps its own page, search and selection (`storeKey`), in the URL.
 */
const reporterList = (tab: ReporterTab): ListRoute => ({
  resource: resourceName('reporters'),
  storeKey: `reporters.${tabStatus(tab)}`,
  perPage: reporters.screen.pageSize,
  filter: { status: tabStatus(tab) },
});

const tabs = Object.fromEntries(
  Object.entries(reporters.screen.sectionTabs).map(([key, tab]) => [
    key,
    {
      path: tab.path,
      label: textKey(reporters, `section_tabs.${key}`),
      screen: screens[key as ReporterTab],
      list: reporterList(key as ReporterTab),
    },
  ]),
) as Record<ReporterTab, TabDeclaration<(typeof screens)[ReporterTab]>>;

/**
 * Reporters (spec section 2): a tab per status, as the declaration's `screen.sectionTabs` name them. The reporter page
 * (/view-reporter/{id}, reporter-detail/section.ts) highlights its menu item too; its root is spelled here, as an
 * import of that declaration would put the two declarations into a chunk of their own, one more request before the
 * app starts.
 */
export const reportersSection = defineSection({
  root: reporters.screen.path,
  resources: ['reporters'],
  title: 'app.reporters.title',
  menu: { label: 'app.menu.reporters', icon: 'people', mobileTab: 'active', roots: ['/view-reporter'] },
  tabs,
});
