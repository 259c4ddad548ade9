import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { errorMessage, StaleRecordError, type ResourceName } from '../dataProvider';
import type { ReviewStatus } from './ReviewActions';

/**
 * The state and calls of a content modal (post, short video, daily quote): the version saves are based on (the
 * record as opened, or the newer one loaded after a refused save), edit mode, the status call with its busy state,
 * and the save with its upload progress. A save refused because someone else changed the record meanwhile (409)
 * keeps the modal open with `stale` set, for a StaleNotice whose Reload calls `reload`; anything else is a toast.
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
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<ReviewStatus | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const record = reloaded ?? opened;
  const notify = useNotify();
  const refresh = useRefresh();
  const [update] = useUpdate();

  const done = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
    onClose();
  };

  const reload = (current: RaRecord) => {
    setReloaded(current);
    setStale(undefined);
    setEditing(false);
  };

  const setStatus = async (status: ReviewStatus, success: string) => {
    setBusy(status);
    try {
      await update(
        resource,
        { id: record.id, data: { [statusField]: status }, previousData: record, meta: { call: 'status' } },
        { returnPromise: true },
      );
      done(success);
    } catch (error) {
      notify(errorMessage(error, statusFailure), { type: 'error' });
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

  return { record, stale, reload, editing, setEditing, busy, setStatus, save, progress };
};
