import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { errorMessage, StaleRecordError, StatusConflictError, type ResourceName } from '../dataProvider';
import { useCurrentRecord } from '../live/useCurrentRecord';
import type { ReviewStatus } from './ReviewActions';

/**
 * The state and calls of a content modal (post, short video, daily quote): the record as it is now (read fresh on
 * open and on another admin's change, see useCurrentRecord; while editing, the version the edit began from), edit
 * mode, the status call with its busy state, and the save with its upload progress. A save refused because someone
 * else changed the record meanwhile (409) keeps the modal open with `stale` set, for a StaleNotice whose Reload calls
 * `reload`; a status call refused because its status changed meanwhile sets `conflict`, for a StatusConflictNotice;
 * anything else is a toast.
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
  const [update] = useUpdate();

  const done = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
    onClose();
  };

  const reload = (latest: RaRecord) => {
    setReloaded(latest);
    setStale(undefined);
    setConflict(undefined);
    setEditingFrom(undefined);
  };

  const setStatus = async (status: ReviewStatus, success: string) => {
    setBusy(status);
    setConflict(undefined);
    try {
      await update(
        resource,
        { id: record.id, data: { [statusField]: status }, previousData: record, meta: { call: 'status' } },
        { returnPromise: true },
      );
      done(success);
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

  const save = async (data: Record<string, unknown>) => {
    setStale(undefined);
    try {
      await update(
        resource,
        {
          id: record.id,
          data,
          previousData: record,
          meta: { onUploadProgress: (_field: string, fraction: number) => setProgress(fraction) },
        },
        { returnPromise: true },
      );
      done(updated);
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
