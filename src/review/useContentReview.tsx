import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { errorMessage, StaleRecordError, StatusConflictError, type ResourceName } from '../dataProvider';
import { markMovedOut } from '../live/LiveListNotice';
import { useCurrentRecord } from '../live/useCurrentRecord';
import { ACTION_TOAST_MS, ActionToast } from './ActionToast';
import type { ReviewStatus } from './ReviewActions';
import { useUndoStatus } from './useUndoStatus';

/**
 * The state and calls of a content modal (post, short video, daily quote): the record as it is now (read fresh on
 * open and on another admin's change, see useCurrentRecord; while editing, the version the edit began from), edit
 * mode, the status call with its busy state, and the save with its upload progress. A save refused because someone
 * else changed the record meanwhile (409) keeps the modal open with `stale` set, for a StaleNotice whose Reload calls
 * `reload`; a status call refused because its status changed meanwhile sets `conflict`, for a StatusConflictNotice;
 * anything else is a toast.
 *
 * A status change closes the modal with a toast that keeps the spec's text and names what was done to which record
 * (`nameOf`), with View (`view`, which opens the record again) and Undo; the row stays in its list, marked, until the
 * list is reloaded. A save keeps the modal open on the saved version while the item is still Pending (Publish and
 * Reject follow), else closes it; `save(data, 'Published')` saves and then publishes, in one click.
 *
 * @example
 * const review = useContentReview({ resource: resourceName('posts'), opened: record, statusField: 'postStatus',
 *   updated: 'app.posts.updated', onClose });
 * <Form record={valuesOf(review.record)} onSubmit={(values) => review.save(dataOf(values))}>
 */
export const useContentReview = ({
  resource,
  opened,
  statusField,
  updated,
  statusFailure,
  nameOf,
  view,
  onClose,
}: {
  resource: ResourceName;
  opened: RaRecord;
  /** The field the status call sends. */
  statusField: string;
  /** The toast of a save. */
  updated: string;
  /** The toast of a refused status call that the server gave no message for. */
  statusFailure?: string;
  /** The record's name in the toasts ('Published "Council meets tonight"'); empty for a kind without one. */
  nameOf: (record: RaRecord) => string;
  /** Opens the record's modal again, from a toast's View. */
  view: (record: RaRecord) => void;
  onClose: () => void;
}) => {
  const [reloaded, setReloaded] = useState<RaRecord>();
  const [stale, setStale] = useState<StaleRecordError>();
  const [conflict, setConflict] = useState<StatusConflictError>();
  // While editing, the form stays on the version the edit began from (a save from it is checked by its version).
  const [editingFrom, setEditingFrom] = useState<RaRecord>();
  const [busy, setBusy] = useState<ReviewStatus | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const current = useCurrentRecord(resource, opened, reloaded);
  const editing = editingFrom !== undefined;
  const record = editingFrom ?? current.record;
  const setEditing = (on: boolean) => setEditingFrom(on ? current.record : undefined);
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const undo = useUndoStatus();
  const [update] = useUpdate();

  const done = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
    onClose();
  };

  /** The status toast: the spec's `message`, the action and the record named, View, and Undo. */
  const decided = (message: string, status: ReviewStatus, trashed: boolean, changed: RaRecord) => {
    const name = nameOf(changed);
    const action = trashed ? 'trashed' : status;
    notify(
      <ActionToast
        message={translate(message)}
        detail={translate(`app.review.done.${action}${name ? '_named' : ''}`, { name })}
        onView={() => view(changed)}
        onUndo={() => void undo(resource, changed.id, statusField, status)}
      />,
      { type: 'success', autoHideDuration: ACTION_TOAST_MS },
    );
    // The row stays where it is, marked, until the list is reloaded: the next row does not slide under the pointer.
    if (!markMovedOut(resource, changed.id)) refresh();
    onClose();
  };

  const reload = (latest: RaRecord) => {
    setReloaded(latest);
    setStale(undefined);
    setConflict(undefined);
    setEditingFrom(undefined);
  };

  const setStatus = async (status: ReviewStatus, success: string, trashed = false, from: RaRecord = record) => {
    setBusy(status);
    setConflict(undefined);
    try {
      const changed = await update(
        resource,
        { id: from.id, data: { [statusField]: status }, previousData: from, meta: { call: 'status' } },
        { returnPromise: true },
      );
      decided(success, status, trashed, { ...from, ...changed });
    } catch (error) {
      if (error instanceof StatusConflictError) {
        // The dialog says who changed what; the list behind it catches up.
        setConflict(error);
        refresh();
      } else notify(errorMessage(error, statusFailure), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  /**
   * Saves the edit; with `then` ('Published') publishes it next, with `published` as that toast. A Pending item's
   * modal stays open after a plain save, on the saved version, for Publish or Reject.
   */
  const save = async (data: Record<string, unknown>, then?: { status: ReviewStatus; success: string }) => {
    setStale(undefined);
    try {
      const saved = await update(
        resource,
        {
          id: record.id,
          data,
          previousData: record,
          meta: { onUploadProgress: (_field: string, fraction: number) => setProgress(fraction) },
        },
        { returnPromise: true },
      );
      const latest = { ...record, ...saved };
      if (then) {
        // Out of edit mode on the saved version first: a refused publish then shows over what was saved.
        reload(latest);
        await setStatus(then.status, then.success, false, latest);
      } else if (latest[statusField] === 'Pending') {
        notify(updated, { type: 'success' });
        reload(latest);
      } else done(updated);
    } catch (error) {
      if (error instanceof StaleRecordError) setStale(error);
      else notify(errorMessage(error), { type: 'error' });
    } finally {
      setProgress(undefined);
    }
  };

  return {
    record,
    /** The fresh read of the record has not answered yet: the list's row shows meanwhile. */
    loading: current.loading,
    stale,
    conflict,
    reload,
    editing,
    setEditing,
    busy,
    setStatus,
    save,
    progress,
  };
};
