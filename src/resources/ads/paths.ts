import { listPath } from '../../routing/section';

/** Settings > Ad Management's route (spec section 2); its Running and Expired tabs are a filter in the URL. */
export const adManagementPath = '/settings/add-management';

/** The Running Ads that end within `days` days (the list's `endingWithin` filter): the dashboard's figure opens it. */
export const adsEndingWithinPath = (days: number) =>
  listPath(adManagementPath, { status: 'running', endingWithin: days });
