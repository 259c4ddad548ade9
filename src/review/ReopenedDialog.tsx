import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

type Render = (close: () => void) => ReactNode;

let current: Render | undefined;
const listeners = new Set<() => void>();
const set = (render: Render | undefined) => {
  current = render;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Opens a record's dialog again from a toast's View, after the dialog it was acted on in has closed (and the list
 * that opened it may have moved on). `render` draws the dialog with the `close` to call.
 *
 * @example
 * reopen((close) => <ContentDialog kind={kind} record={record} onClose={close} />);
 */
export const reopen = (render: Render) => set(render);

/** Where a dialog opened by `reopen` shows: mounted once beside the toasts (App.tsx). */
export const ReopenedDialog = () => {
  const render = useSyncExternalStore(subscribe, () => current);
  // A dialog left open when the app goes (signed out, a test's screen unmounted) does not come back with it.
  useEffect(() => () => set(undefined), []);
  return render ? <>{render(() => set(undefined))}</> : null;
};
