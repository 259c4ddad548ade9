import { isRow } from './json';

/**
 * What getList answers when the list could not be loaded: the spec only logs a failed list fetch (no toast), so the
 * call succeeds with no rows, and `meta.loadFailed` tells the screen not to show that as an empty list or a count of 0
 * (see list/ListLoadError, CountCard).
 */
export const failedList = () => ({ data: [], total: 0, meta: { loadFailed: true } });

/** Whether a list's `meta` (react-admin's list context) is that of a list that could not be loaded. */
export const isFailedList = (meta: unknown) => isRow(meta) && meta.loadFailed === true;
