import type { ListRoute } from '../../custom/listRoute';
import { resourceName } from '../../dataProvider';

export type ReporterStatus = 'Pending' | 'Active' | 'Inactive' | 'Trash';

/**
 * One reporters tab's list: the reporters of one status, 15 to a page (spec section 9). The status is the route, so
 * it is a permanent filter; each tab keeps its own page, search and selection (`storeKey`), in the URL.
 */
export const reporterList = (status: ReporterStatus): ListRoute => ({
  resource: resourceName('reporters'),
  storeKey: `reporters.${status}`,
  perPage: 15,
  filter: { status },
});
