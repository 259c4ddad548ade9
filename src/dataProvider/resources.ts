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
 * Every resource the app uses, declared once. Adding a resource is adding an entry here; the generic data provider
 * (./index.ts) maps react-admin's calls onto it.
 */
export const resources: ResourceConfigs = {
  admin: {
    id: 'roleID',
    get: { path: '/admin/{id}', data: 'admin' },
    uploads: { profilePic: { path: '/profile/upload/{id}', field: 'profileImage' } },
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

  postCategories: categoryResource('/post/category', 'postCategories', 'PostCategoryData', 'postCategory'),
  shortCategories: categoryResource('/shorts/category', 'shortCategories', 'shortCategoryData', 'shortCategory'),
  novelCategories: categoryResource('/novel/category', 'novelCategories', 'novelCategoryData', 'novelCategory'),
};
