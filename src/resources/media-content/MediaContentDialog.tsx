import { Dialog, DialogContent, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { Form, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { messages, notInPast, type Rule } from '#contract/rules';
import { apiDateTime, DialogHeader, pickerDateTime, ReviewActions, StaleNotice, type ReviewStatus } from '../../custom';
import { errorMessage, StaleRecordError } from '../../dataProvider';
import { contentState } from './state';
import type { MediaContentConfig } from './types';

/**
 * The detail modal of a short video or daily quote (spec section 4): the media large and the fields disabled until
 * Edit (shown in every state but Rejected); Cancel leaves edit mode. Publish and Reject show only for Pending items
 * when not editing; Published and Scheduled items can be deleted (moved to Trash) after confirmation.
 */
export const MediaContentDialog = ({
  config,
  record: opened,
  onClose,
}: {
  config: MediaContentConfig;
  record: RaRecord;
  onClose: () => void;
}) => {
  const { area, resource, statusField, timeField, fileField, Media, Fields, FileInput } = config;
  // The version saves are based on: the item as opened, or the newer one loaded after a refused (409) save.
  const [reloaded, setReloaded] = useState<RaRecord>();
  const [stale, setStale] = useState<StaleRecordError>();
  const record = reloaded ?? opened;
  const state = contentState(record, statusField);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update] = useUpdate();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<ReviewStatus | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const valuesOf = (item: RaRecord): Record<string, unknown> => ({
    id: item.id,
    ...config.formValues(item),
    [timeField]: pickerDateTime(item[timeField]),
  });
  const initial = valuesOf(record);

  const reload = (current: RaRecord) => {
    setReloaded(current);
    setStale(undefined);
    setEditing(false);
  };
  const titleId = `${area}-dialog-title`;

  const setStatus = async (status: ReviewStatus, success: string) => {
    setBusy(status);
    try {
      await update(
        resource,
        { id: record.id, data: { [statusField]: status }, previousData: record, meta: { call: 'status' } },
        { returnPromise: true },
      );
      notify(success, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const save = async (values: Record<string, unknown>) => {
    const time = apiDateTime(values[timeField]);
    const data = {
      ...config.toData(values, 'update'),
      // An unchanged time is not sent: a pending item's time may be past by now.
      ...(time !== apiDateTime(initial[timeField]) ? { [timeField]: time } : {}),
      ...(values[fileField] instanceof File ? { [fileField]: values[fileField] } : {}),
    };
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
      notify(`app.${area}.updated`, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      // A save refused because someone else changed the item meanwhile keeps the modal open with their version on offer.
      if (error instanceof StaleRecordError) setStale(error);
      else notify(errorMessage(error), { type: 'error' });
    } finally {
      setProgress(undefined);
    }
  };

  /** A changed time must not be in the past; an unchanged one is kept as it is. */
  const changedNotInPast: Rule = (value) =>
    apiDateTime(value) === apiDateTime(initial[timeField]) ? undefined : notInPast(messages.pastDateTime)(value);

  const canDelete = state === 'Published' || state === 'Schedule';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <Form record={initial} onSubmit={save} noValidate disableInvalidFormNotification>
        <DialogHeader id={titleId} title={translate(`app.${area}.modal.${state}`)} onClose={onClose} />
        <DialogContent dividers>
          {stale && (
            <StaleNotice
              error={stale}
              onReload={reload}
              base={record}
              toValues={valuesOf}
              fields={config.staleFields}
            />
          )}
          <Media record={record} />
          {editing && <FileInput required={false} progress={progress} />}
          <Fields disabled={!editing} timeRule={changedNotInPast} />
        </DialogContent>
        <ReviewActions
          editing={editing}
          setEditing={setEditing}
          canEdit={state !== 'Rejected'}
          pending={state === 'Pending'}
          canDelete={canDelete}
          busy={busy}
          deleteContent={`app.${area}.delete_content`}
          onStatus={(next, deleting) =>
            void setStatus(next, deleting ? `app.${area}.moved_to_trash` : `app.${area}.status_updated`)
          }
        />
      </Form>
    </Dialog>
  );
};
