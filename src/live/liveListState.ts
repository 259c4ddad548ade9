import { useSyncExternalStore } from 'react';

/** What the open list of a resource learnt from the stream since it last loaded its rows. */
export interface LiveListState {
  /** Changes by other admins to rows of this resource. */
  changes: number;
  /** The list's total as the server counts it now (shown at once; the rows wait for Refresh). */
  total?: number;
  /** Rows on the page that another admin moved out of this list (e.g. published from New Posts). */
  moved: ReadonlySet<string>;
}

const empty: LiveListState = { changes: 0, moved: new Set() };
const states = new Map<string, LiveListState>();
const listeners = new Set<() => void>();

export const liveListState = {
  get: (resource: string) => states.get(resource) ?? empty,
  update(resource: string, change: (state: LiveListState) => LiveListState) {
    states.set(resource, change(liveListState.get(resource)));
    listeners.forEach((listener) => listener());
  },
  reset(resource: string) {
    if (!states.has(resource)) return;
    states.delete(resource);
    listeners.forEach((listener) => listener());
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The live state of the list of `resource` (empty outside a list). */
export const useLiveListState = (resource: string | undefined) =>
  useSyncExternalStore(subscribe, () => (resource ? liveListState.get(resource) : empty));
