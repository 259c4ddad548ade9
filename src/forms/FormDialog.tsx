import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  LinearProgress,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import { Form, useCreate, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { errorMessage, StaleRecordError, UploadError } from '../dataProvider';
import { RecordPresence } from '../live/RecordPresence';
import { useCurrentRecord } from '../live/useCurrentRecord';
import { DialogHeader } from './DialogHeader';
import { StaleNotice } from './StaleNotice';
import type { UploadMeta } from '../dataProvider';
import type { ResourceName } from '../dataProvider';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Catalogue key of the dialog's title; `success`, `submitLabel` and `busyLabel` are keys too. */
  title: string;
  resource: ResourceName;
  /** The record to edit; without it the dialog creates one. */
  record?: RaRecord;
  /** Toast after a successful save (spec section 8); a function picks it from the values sent. */
  success: string | ((data: Record<string, unknown>) => string);
  /**
   * Toast when the save fails without a message from the server (spec section 8's fallbacks); a function picks it by
   * the error (e.g. 'Novel creation failed' or, for an `UploadError`, 'Chapter upload failed').
   */
  failure?: string | ((error: unknown) => string);
  /** The form's values from a record as the server sends it, when they differ (used for Reload after a refused save). */
  valuesOf?: (record: RaRecord) => RaRecord;
  submitLabel?: string;
  busyLabel?: string;
  /** Shapes the form values into the call's body (e.g. trimming, dates to the API's format). */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  meta?: UploadMeta;
  /**
   * Opens in view mode: the fields are disabled (`children` as a function gets `editing`), Edit turns them on and
   * Cancel goes back to the record as it was (spec: modals with an Edit/Cancel toggle).
   */
  toggleEdit?: boolean;
  children: ReactNode | ((editing: boolean) => ReactNode);
  /** Gets the new record after a create, with what the answer carried once (see the data provider's `once`). */
  onCreated?: (record: RaRecord) => void;
}

/**
 * The form fills the dialog between its header and its actions, and only its content scrolls: Save and Cancel stay
 * in sight at the bottom, and Close at the top, however long the form (on a phone they scrolled out of view).
 */
export const stickyFooter = {
  '& > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
} as const;

/** Waits (`loading`) while the record is read fresh: a save is based on the record as it is. */
const SubmitButton = ({ label, busyLabel, loading }: { label: string; busyLabel: string; loading: boolean }) => {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting || loading}>
      {translate(isSubmitting ? busyLabel : label)}
    </Button>
  );
};

/** Leaves edit mode and puts the fields back as the record has them. */
const CancelEditButton = ({ onCancel }: { onCancel: () => void }) => {
  const { reset } = useFormContext();
  const translate = useTranslate();
  return (
    <Button
      onClick={() => {
        reset();
        onCancel();
      }}
    >
      {translate('ra.action.cancel')}
    </Button>
  );
};

/**
 * An add or edit modal around a react-admin form: it saves through the data provider, shows the spec's toast, and
 * stays open with the server's message when the save fails. When a create succeeded but its file upload did not,
 * the next submit updates the created record instead of creating a second one. A save refused because someone
 * else changed the record meanwhile (409) keeps the form open and offers to load their version.
 */
export const FormDialog = ({
  open,
  onClose,
  title,
  resource,
  record,
  success,
  submitLabel = record ? 'app.form.update' : 'app.form.submit',
  busyLabel = 'app.form.saving',
  transform = (values) => values,
  meta,
  failure,
  valuesOf,
  toggleEdit = false,
  children,
  onCreated,
}: FormDialogProps) => {
  const [editing, setEditingMode] = useState(!toggleEdit);
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const createdId = useRef<Identifier | undefined>(undefined);
  const [stale, setStale] = useState<StaleRecordError>();
  // A version loaded here: after a refused save, a Reload or a revert.
  const [reloaded, setReloaded] = useState<RaRecord>();
  // The record as it is now: read fresh on open and on another admin's change (see useCurrentRecord).
  const current = useCurrentRecord(resource, open ? record : undefined, reloaded);
  // While editing, the form stays on the version the edit began from (the first fresh read for a dialog that opens
  // in edit mode); the next save is based on it, and a save from an older one is refused by its version.
  const [editedFrom, setEditedFrom] = useState<RaRecord>();
  const base = (editing && editedFrom) || current.record;
  const setEditing = (on: boolean) => {
    setEditedFrom(on ? current.record : undefined);
    setEditingMode(on);
  };
  // Set while rendering (React's pattern for state that follows a value): once, when the fresh read answers.
  if (editing && !editedFrom && record && !current.loading) setEditedFrom(current.record);
  const [reverted, setReverted] = useState<{ values: RaRecord; count: number; version: unknown }>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  // The record as it now is, after a revert from History or a Reload when someone else changed it: a new form, so
  // nothing typed before is kept over it, and the next save is based on it.
  const takeCurrent = (latest: RaRecord) => {
    setReloaded(latest);
    setStale(undefined);
    if (editing) setEditedFrom(latest);
    setReverted({
      values: valuesOf ? valuesOf(latest) : latest,
      count: (reverted?.count ?? 0) + 1,
      version: latest.updatedAt,
    });
  };

  const close = () => {
    createdId.current = undefined;
    setStale(undefined);
    setReloaded(undefined);
    setEditedFrom(undefined);
    setReverted(undefined);
    onClose();
  };

  const save = async (values: Record<string, unknown>) => {
    const data = transform(values);
    const id = base?.id ?? createdId.current;
    setStale(undefined);
    try {
      if (id !== undefined) await update(resource, { id, data, previousData: base, meta }, { returnPromise: true });
      else {
        // Not `onCreated?.(await create(...))`: an optional call skips its arguments, the create too, when absent.
        const created = await create(resource, { data, meta }, { returnPromise: true });
        onCreated?.(created);
      }
      notify(typeof success === 'function' ? success(data) : success, { type: 'success' });
      refresh();
      close();
    } catch (error) {
      if (error instanceof UploadError) createdId.current = error.createdId;
      if (error instanceof StaleRecordError) setStale(error);
      else notify(errorMessage(error, typeof failure === 'function' ? failure(error) : failure), { type: 'error' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={`${resource}-dialog-title`}
      slotProps={{ paper: { sx: stickyFooter } }}
    >
      <DialogHeader
        id={`${resource}-dialog-title`}
        title={translate(title)}
        onClose={close}
        history={record && { resource, id: record.id, onReverted: takeCurrent }}
      />
      {current.loading && <LinearProgress aria-label={translate('app.review.loading')} />}
      {/* Outside the form, which starts again with each version: the notice stays while the record changes. */}
      {open && record && (
        <Box sx={{ px: 3, '&:has(> *)': { pt: 2 } }}>
          <RecordPresence resource={resource} id={String(record.id)} onReload={takeCurrent} />
        </Box>
      )}
      <Form
        key={`${reverted?.count ?? 0}:${String(base?.updatedAt ?? '')}`}
        record={reverted && reverted.version === base?.updatedAt ? reverted.values : base}
        onSubmit={save}
        noValidate
        disableInvalidFormNotification
      >
        <DialogContent dividers aria-busy={current.loading}>
          {stale && <StaleNotice error={stale} onReload={takeCurrent} toValues={valuesOf} />}
          {typeof children === 'function' ? children(editing) : children}
        </DialogContent>
        <DialogActions sx={{ flexShrink: 0 }}>
          {!editing ? (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {translate('ra.action.edit')}
            </Button>
          ) : (
            <>
              {toggleEdit ? (
                <CancelEditButton onCancel={() => setEditing(false)} />
              ) : (
                <Button onClick={close}>{translate('ra.action.cancel')}</Button>
              )}
              <SubmitButton label={submitLabel} busyLabel={busyLabel} loading={current.loading} />
            </>
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
};
