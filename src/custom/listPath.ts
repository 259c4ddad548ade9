/**
 * A list route opened with its filter set: react-admin keeps a list's filter in the URL (`?filter=<JSON>`), so the
 * link lands on the filtered list, and Back and reload keep it.
 */
export const listPath = (path: string, filter: Record<string, string | number>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
