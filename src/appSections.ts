import { accountSection } from './sections/account/section';
import { activityPage } from './sections/activity/section';
import { backupsPage } from './sections/backups/section';
import { dailyQuotesSection } from './sections/content/daily-quotes/section';
import { dashboardSection } from './sections/dashboard/section';
import { addDosAndDontsPage, dosAndDontsPage, editDosAndDontsPage } from './sections/dos-and-donts/section';
import { postsSection } from './sections/content/posts/section';
import { reporterDetailSection } from './sections/reporter-detail/section';
import { reportersSection } from './sections/reporters/section';
import { settingsSection } from './sections/settings/section';
import { shortVideosSection } from './sections/content/short-videos/section';
import { mountSection, tabbedSection } from './routing/mountSection';
import type { SubPage } from './routing/section';
import { admins } from '#contract/resources/admins';
import { ads } from '#contract/resources/ads';
import { novelCategories, postCategories, shortCategories } from '#contract/resources/categories';
import { languages } from '#contract/resources/languages';
import { reporterTickets } from '#contract/resources/reporter-tickets';
import { settingsPageOf, withDeclaredSettingsPages } from './declared/pages';
import { withDeclaredSections } from './declared/section';
import { ownScreens } from './ownScreens';
import { declaredResources } from '#contract/resources/index';

/** The Settings pages in tab order (spec section 2); a declared resource not placed here gets its page after them. */
const settingsPages: SubPage[] = withDeclaredSettingsPages([
  settingsPageOf(postCategories, shortCategories, novelCategories),
  settingsPageOf(reporterTickets),
  dosAndDontsPage,
  addDosAndDontsPage,
  editDosAndDontsPage,
  settingsPageOf(ads),
  settingsPageOf(languages),
  settingsPageOf(admins),
  backupsPage,
  activityPage,
]);

/**
 * Every area inside the authenticated layout, in sidebar order, each with the module of its screens (loaded on first
 * visit): App.tsx mounts their routes and the Menu shows their items. A new hand-written area is its folder's
 * `section.ts` and one line here; a declared one (`screen.menu.section`) takes its place from the registry.
 */
export const sections = withDeclaredSections(
  {
    dashboard: mountSection(dashboardSection, () => import('./sections/dashboard')),
    reporters: mountSection(reportersSection, () => import('./sections/reporters')),
    reporterDetail: mountSection(reporterDetailSection, () => import('./sections/reporter-detail')),
    posts: mountSection(postsSection, () => import('./sections/content/posts')),
    shortVideos: mountSection(shortVideosSection, () => import('./sections/content/short-videos')),
    dailyQuotes: mountSection(dailyQuotesSection, () => import('./sections/content/daily-quotes')),
    settings: tabbedSection(settingsSection, settingsPages),
    account: mountSection(accountSection, () => import('./sections/account')),
  },
  declaredResources,
  ownScreens,
);

/** The sidebar's items: those of the sections that have one, in their order (AppLayout shows them). */
export const menuItems = Object.values(sections).flatMap(({ menu }) => (menu ? [menu] : []));
