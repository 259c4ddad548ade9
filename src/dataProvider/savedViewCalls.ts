import { request } from './http';
import { at } from './json';

export interface SavedView {
  viewID: string;
  name: string;
  list: string;
  query: Record<string, string>;
  shared: boolean;
  owner: { adminID: string; name: string };
  mine: boolean;
  isDefault: boolean;
}

/**
 * The saved views calls of a list (server/src/saved-views/saved-views.routes.ts), methods of the data provider
 * (`useDataProvider<AppDataProvider>()`); failures are react-admin HttpErrors.
 */
export const savedViewCalls = {
  /** The views of the list at `list` (its path): mine and those shared with every admin. */
  getSavedViews: async (list: string) =>
    at((await request('GET', `/views?list=${encodeURIComponent(list)}`)).json, 'views') as SavedView[],
  createSavedView: async (view: Pick<SavedView, 'name' | 'list' | 'query' | 'shared' | 'isDefault'>) => {
    await request('POST', '/views', view);
  },
  renameSavedView: async (viewID: string, name: string) => {
    await request('PUT', `/views/${viewID}`, { name });
  },
  setDefaultSavedView: async (viewID: string, isDefault: boolean) => {
    await request('PUT', `/views/${viewID}/default`, { isDefault });
  },
  deleteSavedView: async (viewID: string) => {
    await request('DELETE', `/views/${viewID}`);
  },
};

export type SavedViewCalls = typeof savedViewCalls;
