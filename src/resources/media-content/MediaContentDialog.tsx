import { Button, Dialog, DialogActions, DialogContent, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { Confirm, Form, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { messages, notInPast, type Rule } from '#contract/rules';
import { apiDateTime, DialogHeader, pickerDateTime, StaleNotice } from '../../custom';
import { errorMessage, StaleRecordError } from '../../dataProvider';
import { contentState } from './state';
import type { MediaContentConfig } from './types';

const SaveButton = () => {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate(isSubmitting ? 'app.media_content.saving' : 'app.media_content.save')}
    </Button>
  );
};

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
  const [busy, setBusy] = useState<'Published' | 'Rejected' | null>(null);
  const [confirming, setConfirming] = useState(false);
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

  const setStatus = async (status: 'Published' | 'Rejected', success: string) => {
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
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {editing ? (
            <>
              <Button onClick={() => setEditing(false)}>{translate('app.media_content.cancel')}</Button>
              <SaveButton />
            </>
          ) : (
            <>
              {state !== 'Rejected' && (
                <Button variant="outlined" onClick={() => setEditing(true)} disabled={busy !== null}>
                  {translate('app.media_content.edit')}
                </Button>
              )}
              {state === 'Pending' && (
                <>
                  <Button
                    variant="contained"
                    color="success"
                    disabled={busy !== null}
                    onClick={() => void setStatus('Published', `app.${area}.status_updated`)}
                  >
                    {translate(busy === 'Published' ? 'app.media_content.publishing' : 'app.media_content.publish')}
                  </Button>
                  <Button
                    variant="contained"
                    color="error"
                    disabled={busy !== null}
                    onClick={() => void setStatus('Rejected', `app.${area}.status_updated`)}
                  >
                    {translate(busy === 'Rejected' ? 'app.media_content.rejecting' : 'app.media_content.reject')}
                  </Button>
                </>
              )}
              {canDelete && (
                <Button color="error" disabled={busy !== null} onClick={() => setConfirming(true)}>
                  {translate('app.media_content.delete')}
                </Button>
              )}
            </>
          )}
        </DialogActions>
      </Form>
      <Confirm
        isOpen={confirming}
        title="app.media_content.delete_title"
        content={`app.${area}.delete_content`}
        onConfirm={() => {
          setConfirming(false);
          void setStatus('Rejected', `app.${area}.moved_to_trash`);
        }}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
};
