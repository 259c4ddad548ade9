import type { Identifier } from 'react-admin';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { auditEntryOf } from '../audit/entry';
import { errorMessage, resourceName, type ResourceName } from '../dataProvider';

/**
 * The Undo of a status change just made (issue 39): the record's newest audit entry, when it is that change, is
 * reverted as History's Revert does. The status calls cannot take a record back (a rejection is final, a published
 * item does not return to Pending, no call moves a reporter back to Pending); the revert can, and refuses with the
 * server's message (shown as a toast) when the record changed since. When someone changed the record after the
 * action, the newest entry is theirs: nothing is reverted and the toast says so.
 *
 * @example
 * const undo = useUndoStatus();
 * <ActionToast onUndo={() => void undo('posts', id, 'postStatus', 'Published')} ... />
 */
export const useUndoStatus = () => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (resource: ResourceName, id: Identifier, field: string, status: string) => {
    try {
      const { data } = await dataProvider.getList(resourceName('audit'), {
        filter: { resource, recordId: String(id) },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'at', order: 'DESC' },
      });
      const entry = data[0] ? auditEntryOf(data[0]) : undefined;
      const made = entry?.changes.some((change) => change.field === field && change.after === status);
      if (!entry || !made || !entry.revertable.includes(field)) {
        notify('app.review.undo_gone', { type: 'error' });
        return;
      }
      await dataProvider.update(resourceName('audit'), {
        id: entry.auditID,
        data: {},
        previousData: { id: entry.auditID },
        meta: { call: 'revert' },
      });
      notify('app.review.undone', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
};
