import { Button, Dialog, DialogActions, DialogContent, useMediaQuery, type Theme } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import { Form, useCreate, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { errorMessage, StaleRecordError, UploadError } from '../dataProvider';
import { RecordPresence } from '../live/RecordPresence';
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

const SubmitButton = ({ label, busyLabel }: { label: string; busyLabel: string }) => {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
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
  const [editing, setEditing] = useState(!toggleEdit);
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const createdId = useRef<Identifier | undefined>(undefined);
  const [stale, setStale] = useState<StaleRecordError>();
  // The version the next save is based on: the record opened, or the newer one loaded after a refused save.
  const [reloaded, setReloaded] = useState<RaRecord>();
  const base = reloaded ?? record;
  const [reverted, setReverted] = useState<{ values: RaRecord; count: number }>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  // The record as it now is, after a revert from History or a Reload when someone else changed it: a new form, so
  // nothing typed before is kept over it, and the next save is based on it.
  const takeCurrent = (current: RaRecord) => {
    setReloaded(current);
    setStale(undefined);
    setReverted({ values: valuesOf ? valuesOf(current) : current, count: (reverted?.count ?? 0) + 1 });
  };

  const close = () => {
    createdId.current = undefined;
    setStale(undefined);
    setReloaded(undefined);
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
    >
      <Form
        key={reverted?.count ?? 0}
        record={reverted?.values ?? record}
        onSubmit={save}
        noValidate
        disableInvalidFormNotification
      >
        <DialogHeader
          id={`${resource}-dialog-title`}
          title={translate(title)}
          onClose={close}
          history={record && { resource, id: record.id, onReverted: takeCurrent }}
        />
        <DialogContent dividers>
          {open && record && <RecordPresence resource={resource} id={String(record.id)} onReload={takeCurrent} />}
          {stale && <StaleNotice error={stale} onReload={setReloaded} toValues={valuesOf} />}
          {typeof children === 'function' ? children(editing) : children}
        </DialogContent>
        <DialogActions>
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
              <SubmitButton label={submitLabel} busyLabel={busyLabel} />
            </>
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
};
