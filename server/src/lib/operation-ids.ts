/**
 * The words OpenAPI operationIds are built from. An operationId names what a call does to what (`listPosts`,
 * `createLanguage`), never its path, so a client generated from the document keeps its function names when a path
 * changes.
 */

/** 'post categories', 'postCategories' or 'dailyQuote' → 'PostCategories', 'PostCategories', 'DailyQuote'. */
export const pascalCase = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** 'PostCategories' → 'PostCategory', 'Ads' → 'Ad': the one-record noun of a plural resource or answer key. */
export const singularOf = (plural: string) => plural.replace(/ies$/, 'y').replace(/s$/, '');
