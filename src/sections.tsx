import { accountSection } from './resources/account/section';
import { adminsPage } from './resources/admins/section';
import { dailyQuotesSection } from './resources/daily-quotes/section';
import { dashboardSection } from './resources/dashboard/section';
import { jobsSection } from './resources/jobs/section';
import { magazinesSection } from './resources/magazines/section';
import { novelsSection } from './resources/novels/section';
import { postsSection } from './resources/posts/section';
import { reporterDetailSection } from './resources/reporter-detail/section';
import { reportersSection } from './resources/reporters/section';
import { addDosAndDontsPage, dosAndDontsPage, editDosAndDontsPage } from './resources/dos-and-donts/section';
import { settingsSection } from './resources/settings/section';
import { shortVideoSection } from './resources/short-video/section';
import type { Section, SubPage } from './section';
import { ads } from '#contract/resources/ads';
import { novelCategories, postCategories, shortCategories } from '#contract/resources/categories';
import { languages } from '#contract/resources/languages';
import { reporterTickets } from '#contract/resources/reporter-tickets';
import { settingsPageOf, withDeclaredSettingsPages } from './declared/pages';

/** The Settings pages in tab order (spec section 2); a declared resource not placed here gets its page after them. */
export const settingsPages: SubPage[] = withDeclaredSettingsPages([
  settingsPageOf(postCategories, shortCategories, novelCategories),
  settingsPageOf(reporterTickets),
  dosAndDontsPage,
  addDosAndDontsPage,
  editDosAndDontsPage,
  settingsPageOf(ads),
  settingsPageOf(languages),
  adminsPage,
]);

/**
 * Every area inside the authenticated layout, in sidebar order: App.tsx mounts their routes and the Menu shows their
 * items. A new area is its folder's `section.tsx` and one line here.
 */
export const sections: Section[] = [
  dashboardSection,
  reportersSection,
  reporterDetailSection,
  postsSection,
  shortVideoSection,
  novelsSection,
  dailyQuotesSection,
  magazinesSection,
  jobsSection,
  settingsSection(settingsPages),
  accountSection,
];
