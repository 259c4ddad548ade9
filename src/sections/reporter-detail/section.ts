import { defineSection, type TabDeclaration } from '../../routing/section';

/**
 * The reporter page (spec section 2): /view-reporter/{roleID}, its header over a tab each for the reporter's news,
 * short videos and daily quotes, each for an admin who may open that kind. Reached from the Reporters lists, whose menu item it highlights; it has none of its
 * own.
 */
export const reporterDetailSection = defineSection({
  root: '/view-reporter/:id',
  resources: ['reporters'],
  layout: 'ReporterDetail',
  tabs: {
    news: { path: 'news', label: 'app.reporter_detail.tabs.news', screen: 'ReporterNews', resources: ['posts'] },
    shortVideos: {
      path: 'shortVideos',
      label: 'app.reporter_detail.tabs.shortVideos',
      screen: 'ReporterShortVideos',
      resources: ['shortVideos'],
    },
    dailyQuotes: {
      path: 'dailyQuotes',
      label: 'app.reporter_detail.tabs.dailyQuotes',
      screen: 'ReporterDailyQuotes',
      resources: ['dailyQuotes'],
    },
  },
});

export type ReporterTab = keyof typeof reporterDetailSection.tabs;

/** The page of one reporter, optionally at a tab. */
export const reporterPath = (id: string | number, tab?: ReporterTab) => {
  const page = `/view-reporter/${encodeURIComponent(String(id))}`;
  return tab === undefined ? page : `${page}/${(reporterDetailSection.tabs[tab] as TabDeclaration).path}`;
};
