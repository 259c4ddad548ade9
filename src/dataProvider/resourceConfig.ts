import { statusFieldOf } from '#contract/resource';
import { fieldsOf, type Declared } from '../declaration/declared';
import type { ListParam, ResourceConfig } from './types';

/** The query parameters of the declared filters (see FieldBase.filter): a select's field, a range's From and To. */
export const filterParamsOf = (declaration: Declared) =>
  fieldsOf(declaration).flatMap(([name, field]) => {
    if (!field.filter) return [];
    if (field.type === 'reference' || field.type === 'choice') return [name];
    if (field.type === 'date' || field.type === 'datetime') return [`${name}From`, `${name}To`];
    return [];
  });

/** The declaration's list call as the data provider reads it. */
const listOf = (declaration: Declared): ResourceConfig['list'] => {
  const { api, screen } = declaration;
  const { list } = api;
  // A singleton's one record is read as a list of at most one (its get call answers it, or null).
  if (!list && screen?.singleton && api.get) return { path: api.get.path, rows: api.get.key };
  if (!list) return undefined;
  // The search box's text and the filters a link may set (the chips) go as query parameters.
  const params = [
    ...(fieldsOf(declaration).some(([, field]) => field.search) ? ['search'] : []),
    ...Object.keys(screen?.chips ?? {}),
    // A section tab's fixed filter, and a child list's parent.
    ...new Set(Object.values(screen?.sectionTabs ?? {}).flatMap((tab) => Object.keys(tab.filter ?? {}))),
    ...(screen?.childOf ? [screen.childOf.field] : []),
    ...filterParamsOf(declaration),
    // The list's day filter and the dashboard's "ending within N days".
    ...(list.days ? ['days'] : []),
    ...(list.endingWithin ? ['endingWithin'] : []),
    // A chip of the list's own parameter (jobs' endingWithin) is that parameter, sent once.
  ].filter((param, index, all) => all.lastIndexOf(param) === index) as ListParam[];
  // The fields the server sorts a paginated list by (see FieldBase.sortable).
  const sortable = fieldsOf(declaration).flatMap(([name, field]) => (field.sortable ? [name] : []));
  if (list.groupedBy && list.groups) {
    const groups = Object.entries(list.groups).filter((entry): entry is [string, string] => entry[1] !== undefined);
    return {
      path: list.path,
      status: groups[0][0],
      params,
      rows: Object.fromEntries(groups.map(([value, group]) => [value, `${list.key}.${group}`])),
      // One call answers every group; when the screen shows them side by side (no tabs), the groups share it.
      reuse: !screen?.tabs,
    };
  }
  return {
    path: list.path,
    // A list whose `{status}` takes only its windows (views: []) opens on its first window.
    status:
      Object.keys(screen?.views?.labels ?? {})[0] ??
      list.views?.[0] ??
      (list.views ? Object.keys(list.windows ?? {})[0] : undefined) ??
      'All',
    params,
    rows: list.paginated ? `${list.key}.${list.items ?? list.key}` : list.key,
    total: list.paginated ? `${list.key}.pagination.totalRecords` : undefined,
    ...(list.paginated && sortable.length > 0 && { sortable }),
  };
};

/** The data provider's `{id}` for a path that names the id as the declaration does (`/admins/{roleID}`). */
const withIdPlaceholder = (path: string, id: string) => path.replace(`{${id}}`, '{id}');

/**
 * The data-provider entry of a declared resource (see dataProvider/types.ts): its calls, response keys and status
 * field, all read from the one declaration the server builds its routes from.
 */
export const resourceConfigOf = (declaration: Declared): ResourceConfig => {
  const { id, api, screen } = declaration;
  const statusField = statusFieldOf(declaration);
  // A resource without a status call may set the status with its update call.
  const statusCall = api.status ?? (api.update?.status ? api.update : undefined);
  const once = fieldsOf(declaration).flatMap(([, field]) =>
    field.type === 'password' && field.oneTime ? [field.oneTime.key] : [],
  );
  // An image's upload call goes after the create or update, with the file the form holds under its field.
  const uploads = fieldsOf(declaration).flatMap(([, field]) =>
    (field.type === 'image' || field.type === 'file' || field.type === 'renderedPdf') && field.upload
      ? [[field.upload.field, { path: withIdPlaceholder(field.upload.path, id), field: field.upload.field }]]
      : [],
  );
  return {
    id,
    list: listOf(declaration),
    // A singleton's get is its list (see listOf): it names no record to read one by.
    get: api.get && !screen?.singleton ? { path: withIdPlaceholder(api.get.path, id), data: api.get.key } : undefined,
    create: api.create && {
      path: api.create.path,
      id: api.create.answer === 'id' ? api.create.key : `${api.create.key}.${id}`,
      ...(once.length > 0 && { once }),
    },
    update: api.update && { path: withIdPlaceholder(api.update.path, id) },
    delete: api.delete && { path: withIdPlaceholder(api.delete.path, id) },
    status:
      statusCall && statusField ? { path: withIdPlaceholder(statusCall.path, id), field: statusField } : undefined,
    ...(uploads.length > 0 && { uploads: Object.fromEntries(uploads) }),
    actions:
      api.actions &&
      Object.fromEntries(
        Object.entries(api.actions).map(([name, action]) => [
          name,
          { path: withIdPlaceholder(action.path, id), method: action.method, body: {} },
        ]),
      ),
  };
};
