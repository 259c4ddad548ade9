import type { Store } from 'react-admin';
import { getQuery, parseQueryFromLocation } from 'react-admin';
import type { Row } from '../dataProvider';

/**
 * What a list screen shows, declared once for its `<List>` and for its route, so that the app can ask for the list's
 * first page while the screen's code is still loading (App.tsx `preloadRoute`).
 *
 * @example
 * export const activeReporters: ListRoute = { resource: 'reporters', storeKey: 'reporters.Active', perPage: 15, filter: { status: 'Active' } };
 * <List {...activeReporters}>…</List>
 * <Route path="/reporters/reporter" element={<ActiveReporterList />} handle={{ list: activeReporters }} />
 */
export interface ListRoute {
  resource: string;
  /** Where react-admin keeps the list's page and filters; its own `<resource>.listParams` when not given. */
  storeKey?: string;
  perPage: number;
  /** The permanent filter (react-admin's `filter` prop). */
  filter: Row;
  /** The filter a visit without one starts with (react-admin's `filterDefaultValues` prop). */
  filterDefaultValues?: Row;
}

/**
 * The list a page shows: one, or for a page that shows one of several by its address (Settings' category kinds), the
 * one it shows at `search`.
 */
export type PageList = ListRoute | ((search: string) => ListRoute);

/** The list `list` shows at `search`. */
export const listShownAt = (list: PageList, search: string) => (typeof list === 'function' ? list(search) : list);

// react-admin's default sort, which the data provider does not send: a list keeps the server's order until a column
// header asks for another.
const sort = { field: 'id', order: 'ASC' };

/**
 * The filter, page and sort the list at `search` will ask for, read as react-admin's list reads them: the address's query,
 * else the params stored under the list's `storeKey`, else the defaults.
 */
export const listParamsAt = (
  { resource, storeKey = `${resource}.listParams`, perPage, filter, filterDefaultValues }: ListRoute,
  search: string,
  store: Store,
) => {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: store.getItem(storeKey, {}),
    filterDefaultValues,
    sort,
    perPage,
  });
  return {
    filter: { ...query.filter, ...filter },
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: String(query.sort), order: String(query.order) },
  };
};
