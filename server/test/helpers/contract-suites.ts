/**
 * The suites of the API's calls as spec section 3 lists them (not the platform, backup or load ones). Checking
 * their calls costs next to nothing (measured: reporters and posts took as long with it as without), so it is part
 * of npm test rather than a run of its own.
 */
export const contractSuites = [
  'accounts',
  'ads',
  'categories',
  'daily-quotes',
  'dos-and-donts',
  'jobs',
  'languages',
  'magazines',
  'novels',
  'posts',
  'reporters',
  'saved-views',
  'shorts',
];
