import { reporterGroupsOf, type ContentDeclaration } from '#contract/content/content-declaration';
import type { ListParam, ResourceConfig } from './types';

/** The spec's `{id}` of a reporter's path, named as the reporter lists' filter names it. */
const reporterPath = (path: string) => path.replace('{id}', '{reporter}');

/**
 * The data-provider entry of a content kind (posts, short videos, daily quotes), read from its declaration in
 * contract/content, as the server builds its routes from it.
 */
export const contentConfigOf = (declaration: ContentDeclaration): ResourceConfig => {
  const { paths, keys, fields, list, media, statusByList } = declaration;
  return {
    id: keys.id,
    list: {
      path: paths.list,
      status: list.opensOn,
      params: [...Object.keys(list.filters), ...(declaration.desk?.assign ? ['assigned'] : [])] as ListParam[],
      sortable: list.sortable,
      rows: `${keys.item}.${keys.list}`,
      total: `${keys.item}.pagination.totalRecords`,
    },
    get: { path: paths.get, data: keys.item },
    create: { path: paths.create, id: keys.id },
    update: { path: paths.update },
    // Posts change statuses by list: several ids, or every post the list's filter matches.
    status: statusByList
      ? { path: statusByList.path, field: fields.status, ids: statusByList.ids, match: statusByList.match }
      : { path: paths.status!, field: fields.status },
    uploads: { [media.field]: { path: paths.media, field: media.field } },
    imports: { xlsx: { path: paths.import, field: declaration.import.field } },
    exports: {
      ...(declaration.export && { csv: { path: declaration.export.path } }),
      template: { path: paths.template, params: [] },
    },
  };
};

/**
 * One reporter's items of a content kind (spec section 3): one call answers all three status groups, and the list
 * filter's `reporter` and `status` pick the reporter and the group.
 */
export const reporterContentConfigOf = (declaration: ContentDeclaration): ResourceConfig => {
  const { key, groups } = reporterGroupsOf(declaration);
  return {
    id: declaration.keys.id,
    list: {
      path: reporterPath(declaration.paths.reporter),
      status: 'Published',
      rows: {
        Published: `${key}.${groups.Published}`,
        Pending: `${key}.${groups.Pending}`,
        Rejected: `${key}.${groups.Rejected}`,
      },
      reuse: true,
    },
  };
};
