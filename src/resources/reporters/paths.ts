/** The Reporters section's routes (spec section 2): one per tab. */
export const reporterPaths = {
  root: '/reporters',
  pending: '/reporters/new-reporter',
  active: '/reporters/reporter',
  inactive: '/reporters/inactive-reporter',
  trash: '/reporters/trash-reporter',
} as const;

/** The tabs in order; labels are catalogue keys. */
export const reporterTabs = [
  { label: 'app.reporters.tabs.pending', to: reporterPaths.pending },
  { label: 'app.reporters.tabs.active', to: reporterPaths.active },
  { label: 'app.reporters.tabs.inactive', to: reporterPaths.inactive },
  { label: 'app.reporters.tabs.trash', to: reporterPaths.trash },
];
