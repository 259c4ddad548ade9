import { declaredResources, type DeclaredName } from '#contract/resources/index';
import { contentDeclarations, type ContentName } from '#contract/content/index';
import { reporterGroupsOf } from '#contract/content/content-declaration';
import { contentConfigOf, reporterContentConfigOf } from './contentConfig';
import { resourceConfigOf } from './resourceConfig';
import type { ResourceConfig, ResourceConfigs } from './types';

/** The entries of the declared resources (contract/resources/), each derived from its declaration. */
const declared = Object.fromEntries(
  declaredResources.map((declaration) => [declaration.name, resourceConfigOf(declaration)]),
) as Record<DeclaredName, ResourceConfig>;

/** The content kinds' entries (contract/content/), and their reporter lists (reporterPosts, ...), each derived. */
const content = Object.fromEntries(
  contentDeclarations.map((declaration) => [declaration.name, contentConfigOf(declaration)]),
) as Record<ContentName, ResourceConfig>;
type ReporterContentName = `reporter${(typeof contentDeclarations)[number]['keys']['reporterGroups']}`;
const reporterContent = Object.fromEntries(
  contentDeclarations.map((declaration) => [reporterGroupsOf(declaration).key, reporterContentConfigOf(declaration)]),
) as Record<ReporterContentName, ResourceConfig>;

/**
 * Every resource the app uses: the declared ones (contract/resources/), then those written here by hand. The generic
 * data provider (./index.ts) maps react-admin's calls onto them.
 */
export const entries = {
  ...declared,
  ...content,
  ...reporterContent,

  admin: {
    id: 'roleID',
    get: { path: '/admin/{id}', data: 'admin' },
    uploads: { profilePic: { path: '/profile/upload/{id}', field: 'profileImage' } },
  },

  /**
   * Reporters' declared calls, and what their override (server/src/reporters/) adds: the list's search,
   * role filter and the spec's count (`reportersCount`), the status call by ids or by a list's filter, approval and
   * rejection, the CSV export.
   */
  reporters: {
    ...declared.reporters,
    list: declared.reporters.list && {
      ...declared.reporters.list,
      params: ['search', 'roleType'],
      total: 'reporters.reportersCount',
    },
    status: { path: '/reporter/status/', field: 'status', ids: 'roleIDs', match: 'match' },
    actions: {
      approve: { path: '/guest-reporter/approval/{id}', body: { isApproved: true }, expected: true },
      reject: { path: '/guest-reporter/dis-approve/{id}', body: {}, expected: true },
    },
    exports: { csv: { path: '/reporters/export/{status}' } },
  },

  // The dashboard's figures (GET /dashboard/summary, beyond the spec): one answer, read with getOne('summary').
  dashboard: {
    id: 'generatedAt',
    get: { path: '/dashboard/summary', data: 'dashboard' },
  },

  /**
   * The Novels tabs: one row per category with at most 6 of its novels (`status` active or upcoming). `total` is the
   * number of novels (the count card), not of rows; the call answers every group at once and ignores page and limit.
   */
  novelGroups: {
    id: 'novelCategoryID',
    list: {
      path: '/novels/filter/{status}',
      status: 'active',
      params: ['search'],
      rows: 'novels.novelsData',
      total: 'novels.totalRecords',
    },
  },

  /** Novels one by one: a category's View All page (filter `category`, optional `status`), the modal and the forms. */
  novels: {
    id: 'novelID',
    list: {
      path: '/novels/category/{category}',
      params: ['search', 'status'],
      rows: 'novels.novelsData',
      total: 'novels.pagination.totalRecords',
    },
    get: { path: '/novels/get/{id}', data: 'novels' },
    create: { path: '/novels/create', id: 'novelID' },
    update: { path: '/novels/update/{id}' },
    uploads: {
      novelImage: { path: '/novels/image/upload/{id}', field: 'novelImage' },
      chapters: {
        path: '/novels/pdf/upload/{id}',
        field: 'chapter{n}',
        numbered: true,
        with: ['totalChapters'],
        // The server takes at most 60 files a request; longer novels go up in steps.
        batch: { size: 60, count: 'totalChapters' },
      },
    },
  },

  /**
   * The audit log (issue 28): Settings > Activity lists it by filter, a dialog's History panel by record; revert puts
   * back an entry's before-values (409 with the server's message when the record changed since).
   */
  audit: {
    id: 'auditID',
    list: {
      path: '/audit',
      params: ['resource', 'recordId', 'actor', 'action', 'from', 'to'],
      rows: 'audit.entries',
      total: 'audit.pagination.totalRecords',
    },
    actions: { revert: { path: '/audit/revert/{id}', method: 'POST', body: {} } },
    exports: { csv: { path: '/audit/export' } },
  },

  /** A magazine's render progress (beyond the spec), polled while its pages are drawn. */
  magazineRenders: { id: 'magazineID', get: { path: '/magazines/render/{id}', data: 'render' } },
} satisfies ResourceConfigs;

/** The name of a registered resource: what `resource` props and data-provider hooks take. */
export type ResourceName = keyof typeof entries;

/**
 * A resource name checked against the registry when the app compiles: a misspelt name is a type error rather than
 * a call to `/api/<name>`.
 *
 * @example
 * <List resource={resourceName('reporters')} />
 * useGetOne(resourceName('admin'), { id });
 */
export const resourceName = <Name extends ResourceName>(name: Name) => name;
