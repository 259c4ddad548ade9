import { resourceName } from '../../dataProvider';
import type { ListRoute } from '../../routing/listRoute';

export const ACTIVITY_PATH = '/settings/activity';

/** Settings > Activity's list: the audit log, 15 entries a page as the API pages it, its filters in the URL. */
export const activityList: ListRoute = {
  resource: resourceName('audit'),
  storeKey: 'audit.activity',
  perPage: 15,
  filter: {},
};
