import { ads } from '#contract/resources/ads';
import { listPath } from '../../custom/listPath';

/** Settings > Ad Management's route (spec section 2), as its declaration gives it; its tabs are a filter in the URL. */
export const adManagementPath = ads.screen.path;

/** The Running Ads that end within `days` days (the list's `endingWithin` filter): the dashboard's figure opens it. */
export const adsEndingWithinPath = (days: number) =>
  listPath(adManagementPath, { status: 'running', endingWithin: days });
