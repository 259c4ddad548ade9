import type { ResourceConfig, ResourceConfigs } from './types';

/** The three category kinds share their calls and differ in prefix and field names (spec sections 3 and 7). */
const categoryResource = (prefix: string, key: string, dataKey: string, name: string): ResourceConfig => ({
  id: `${name}ID`,
  list: {
    path: `${prefix}/filter/{status}`,
    status: 'All',
    rows: `${key}.${key}`,
    total: `${key}.pagination.totalRecords`,
  },
  get: { path: `${prefix}/get/{id}`, data: dataKey },
  create: { path: `${prefix}/create`, id: `${dataKey}.${name}ID` },
  update: { path: `${prefix}/update/{id}` },
  status: { path: `${prefix}/status/{id}`, field: `${name}Status` },
});

/**
 * One reporter's posts, short videos or daily quotes (spec section 3): one call answers all three status groups, and
 * the list filter's `reporter` and `status` pick the reporter and the group.
 */
const reporterContentResource = (prefix: string, key: string, name: string, id: string): ResourceConfig => ({
  id,
  list: {
    path: `${prefix}/reporter/{reporter}`,
    status: 'Published',
    rows: {
      Published: `${key}.published${name}`,
      Pending: `${key}.pending${name}`,
      Rejected: `${key}.rejected${name}`,
    },
    reuse: true,
  },
});

/**
 * Every resource the app uses, declared once. Adding a resource is adding an entry here; the generic data provider
 * (./index.ts) maps react-admin's calls onto it.
 */
export const resources = {
  admin: {
    id: 'roleID',
    get: { path: '/admin/{id}', data: 'admin' },
    uploads: { profilePic: { path: '/profile/upload/{id}', field: 'profileImage' } },
  },

  reporters: {
    id: 'roleID',
    list: {
      path: '/reporters/get/{status}',
      status: 'Active',
      params: ['search', 'roleType'],
      rows: 'reporters.reporters',
      total: 'reporters.reportersCount',
    },
    get: { path: '/reporter/get/{id}', data: 'reporter' },
    create: { path: '/reporter/register', id: 'reporter.roleID' },
    update: { path: '/reporter/update/{id}' },
    status: { path: '/reporter/status/', field: 'status', ids: 'roleIDs', match: 'match' },
    actions: {
      approve: { path: '/guest-reporter/approval/{id}', body: { isApproved: true } },
      reject: { path: '/guest-reporter/dis-approve/{id}', body: {} },
    },
    exports: { csv: { path: '/reporters/export/{status}' } },
  },

  languages: {
    id: 'languageID',
    list: {
      path: '/language/get',
      rows: { Active: 'languageData.activeLanguages', Inactive: 'languageData.inActiveLanguages' },
    },
    get: { path: '/language/get/{id}', data: 'languageData' },
    create: { path: '/language/create', id: 'languageData.languageID' },
    update: { path: '/language/update/{id}' },
    status: { path: '/language/status/{id}', field: 'languageStatus' },
  },

  posts: {
    id: 'postID',
    list: {
      path: '/posts/filter/{status}',
      status: 'Pending',
      params: ['search', 'category', 'language'],
      rows: 'posts.postsData',
      total: 'posts.pagination.totalRecords',
    },
    get: { path: '/posts/get/{id}', data: 'posts' },
    create: { path: '/posts/create', id: 'postID' },
    update: { path: '/posts/update/{id}' },
    status: { path: '/posts/status/', field: 'postStatus', ids: 'postIDs' },
    uploads: { postImage: { path: '/posts/upload/{id}', field: 'postImage' } },
    imports: { xlsx: { path: '/posts/upload', field: 'postFile' } },
  },

  postCategories: categoryResource('/post/category', 'postCategories', 'PostCategoryData', 'postCategory'),
  shortCategories: categoryResource('/shorts/category', 'shortCategories', 'shortCategoryData', 'shortCategory'),
  novelCategories: categoryResource('/novel/category', 'novelCategories', 'novelCategoryData', 'novelCategory'),

  // Settings > Reporter tickets: one call answers the three groups; the list filter's status picks one.
  reporterTickets: {
    id: 'reporterTicketID',
    list: {
      path: '/reporter/tickets/get',
      status: 'inProgress',
      rows: {
        inProgress: 'reporterTicketsList.inProgressTickets',
        underReview: 'reporterTicketsList.underReviewTickets',
        resolved: 'reporterTicketsList.resolvedTickets',
      },
      reuse: true,
      strict: true,
    },
    status: { path: '/reporter/ticket/{id}', field: 'reporterTicketStatus' },
  },

  // Settings > Dos and Don'ts: the platform's one page, read as a list of at most one.
  dosAndDonts: {
    id: 'dosAndDontID',
    list: { path: '/dosAndDonts/get', rows: 'dosAndDontData', strict: true },
    create: { path: '/dosAndDonts/create', id: 'dosAndDontData.dosAndDontID' },
    update: { path: '/dosAndDonts/update/{id}' },
  },

  // The dashboard's figures (GET /dashboard/summary, beyond the spec): one answer, read with getOne('summary').
  dashboard: {
    id: 'generatedAt',
    get: { path: '/dashboard/summary', data: 'dashboard' },
  },

  reporterPosts: reporterContentResource('/posts', 'reporterPosts', 'ReporterPosts', 'postID'),
  reporterShorts: reporterContentResource('/shorts', 'reporterShorts', 'ReporterShorts', 'shortID'),
  reporterQuotes: reporterContentResource('/dailyQuotes', 'reporterQuotes', 'ReporterQuotes', 'dailyQuoteID'),
} satisfies ResourceConfigs;

/** The name of a declared resource: what `resource` props and data-provider hooks take. */
export type ResourceName = keyof typeof resources;

/**
 * A resource name checked against the registry when the app compiles: a misspelt name is a type error rather than
 * a call to `/api/<name>`.
 *
 * @example
 * <List resource={resourceName('reporters')} />
 * useGetOne(resourceName('admin'), { id });
 */
export const resourceName = <Name extends ResourceName>(name: Name) => name;
