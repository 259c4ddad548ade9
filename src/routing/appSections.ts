import { adManagementPage } from '../resources/ads/section';
import { categoriesPage } from '../resources/categories/section';
import { dailyQuotesSection } from '../resources/daily-quotes/section';
import { dashboardSection } from '../resources/dashboard/section';
import { addDosAndDontsPage, dosAndDontsPage, editDosAndDontsPage } from '../resources/dos-and-donts/section';
import { jobsSection } from '../resources/jobs/section';
import { languagesPage } from '../resources/languages/section';
import { magazinesSection } from '../resources/magazines/section';
import { novelsSection } from '../resources/novels/section';
import { postsSection } from '../resources/posts/section';
import { reporterDetailSection } from '../resources/reporter-detail/section';
import { reporterTicketsPage } from '../resources/reporter-tickets/section';
import { reportersSection } from '../resources/reporters/section';
import { settingsSection } from '../resources/settings/section';
import { shortVideoSection } from '../resources/short-video/section';
import { mountSection, tabbedSection } from './mountSection';
import type { SubPage } from './section';

/** The Settings pages in tab order (spec section 2). */
const settingsPages: SubPage[] = [
  categoriesPage,
  reporterTicketsPage,
  dosAndDontsPage,
  addDosAndDontsPage,
  editDosAndDontsPage,
  adManagementPage,
  languagesPage,
];

/**
 * Every area inside the authenticated layout, in sidebar order, each with the module of its screens (loaded on first
 * visit): App.tsx mounts their routes and the Menu shows their items. A new area is its folder's `section.ts` and
 * one line here.
 */
export const sections = {
  dashboard: mountSection(dashboardSection, () => import('../resources/dashboard')),
  reporters: mountSection(reportersSection, () => import('../resources/reporters')),
  reporterDetail: mountSection(reporterDetailSection, () => import('../resources/reporter-detail')),
  posts: mountSection(postsSection, () => import('../resources/posts')),
  shortVideo: mountSection(shortVideoSection, () => import('../resources/short-video')),
  novels: mountSection(novelsSection, () => import('../resources/novels')),
  dailyQuotes: mountSection(dailyQuotesSection, () => import('../resources/daily-quotes')),
  magazines: mountSection(magazinesSection, () => import('../resources/magazines')),
  jobs: mountSection(jobsSection, () => import('../resources/jobs')),
  settings: tabbedSection(settingsSection, settingsPages),
};
