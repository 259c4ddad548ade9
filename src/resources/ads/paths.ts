/** Settings > Ad Management's route (spec section 2); its Running and Expired tabs are a filter in the URL. */
export const adManagementPath = '/settings/add-management';
