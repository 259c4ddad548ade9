import { useEffect } from 'react';
import { useTakeUndoableMutation } from 'react-admin';

/**
 * Sends the confirmed actions still waiting behind an Undo toast (trash, reject) as soon as the page is hidden:
 * react-admin sends them only when the toast closes, so a reload or a closed tab within those seconds would drop them.
 * The data provider sends calls made while the page is hidden with `keepalive`, so they outlive the page. The price:
 * an admin who switches tabs and comes back within the seconds can no longer undo.
 *
 * @example
 * export const AppNotification = () => {
 *   useFlushUndoable();
 *   return <Notification />;
 * };
 */
export const useFlushUndoable = () => {
  const takeMutation = useTakeUndoableMutation();
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState !== 'hidden') return;
      // One per event: react-admin's takeMutation reads its queue as of the last render, so a second call in the
      // same event would hand out the same action again. Toasts show one at a time, so one action is waiting.
      takeMutation()?.({ isUndo: false });
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', flush);
    };
  }, [takeMutation]);
};
