/** The reporter page's routes (spec section 2): /view-reporter/{roleID} with one child route per tab. */
export const reporterDetailPaths = {
  root: '/view-reporter',
  route: '/view-reporter/:id',
  tabs: { news: 'news', shortVideos: 'shortVideos', dailyQuotes: 'dailyQuotes' },
  /** The page of one reporter, optionally at a tab. */
  of: (id: string | number, tab?: string) =>
    `/view-reporter/${encodeURIComponent(String(id))}${tab === undefined ? '' : `/${tab}`}`,
} as const;
