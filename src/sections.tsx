import { accountSection } from './resources/account/section';
import { adManagementPage } from './resources/ads/section';
import { adminsPage } from './resources/admins/section';
import { categoriesPage } from './resources/categories/section';
import { dailyQuotesSection } from './resources/daily-quotes/section';
import { dashboardSection } from './resources/dashboard/section';
import { jobsSection } from './resources/jobs/section';
import { languagesPage } from './resources/languages/section';
import { magazinesSection } from './resources/magazines/section';
import { novelsSection } from './resources/novels/section';
import { postsSection } from './resources/posts/section';
import { reporterDetailSection } from './resources/reporter-detail/section';
import { reportersSection } from './resources/reporters/section';
import { addDosAndDontsPage, dosAndDontsPage, editDosAndDontsPage } from './resources/dos-and-donts/section';
import { reporterTicketsPage } from './resources/reporter-tickets/section';
import { settingsSection } from './resources/settings/section';
import { shortVideoSection } from './resources/short-video/section';
import type { Section, SubPage } from './section';

/** The Settings pages in tab order (spec section 2). */
export const settingsPages: SubPage[] = [
  categoriesPage,
  reporterTicketsPage,
  dosAndDontsPage,
  addDosAndDontsPage,
  editDosAndDontsPage,
  adManagementPage,
  languagesPage,
  adminsPage,
];

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
