import { RecordPresence } from '../../live/RecordPresence';
import { DeskPanel } from '../../desk/DeskPanel';
import { Box, Dialog, DialogContent, LinearProgress, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { Form, useTranslate } from 'react-admin';
import { useRef } from 'react';
import { messages, notInPast, type Rule } from '#contract/rules';
import { apiDateTime, pickerDateTime } from '../../format/dates';
import { DialogHeader } from '../../forms/DialogHeader';
import { ReviewActions } from '../../review/ReviewActions';
import { useCan } from '../../access/useAccess';
import { StaleNotice } from '../../forms/StaleNotice';
import { reopen } from '../../review/ReopenedDialog';
import { StatusConflictNotice } from '../../review/StatusConflictNotice';
import { useContentReview } from '../../review/useContentReview';
import { contentState, reporterNameOf, type ContentKind } from './contentKind';

/**
 * The detail modal of a post, short video or daily quote (spec section 4): the media large and the fields disabled
 * until Edit (shown in the kind's editable states); Cancel leaves edit mode. Publish and Reject show only for Pending
 * items when not editing; Published and Scheduled items can be deleted (moved to Trash) after confirmation. While
 * editing a Pending item, 'Save and publish' saves and publishes in one click; a plain Save keeps it open, out of
 * edit mode, for Publish or Reject (issue 39). On a phone the modal fills the screen and its buttons stay in view
 * below the scrolling body.
 */
export const ContentDialog = ({
  kind,
  record: opened,
  onClose,
}: {
  kind: ContentKind;
  record: RaRecord;
  onClose: () => void;
}) => {
  const { area, resource, statusField, timeField, fileField, Media, Fields, FileInput } = kind;
  const { record, loading, stale, conflict, reload, editing, setEditing, busy, setStatus, save, progress } =
    useContentReview({
      resource,
      opened,
      statusField,
      updated: `app.${area}.updated`,
      statusFailure: kind.statusFailure,
      nameOf: (item) => (kind.nameField ? String(item[kind.nameField] ?? '') : ''),
      view: (item) => reopen((close) => <ContentDialog kind={kind} record={item} onClose={close} />),
      onClose,
    });
  // Which submit button sent the edit: Save and publish publishes once the save is done.
  const then = useRef<'Published' | null>(null);
  const state = contentState(record, statusField, timeField);
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const valuesOf = (item: RaRecord): Record<string, unknown> => ({
    id: item.id,
    ...kind.formValues(item),
    [timeField]: pickerDateTime(item[timeField]),
  });
  const initial = valuesOf(record);
  const titleId = `${area}-dialog-title`;

  const submit = (values: Record<string, unknown>) => {
    const time = apiDateTime(values[timeField]);
    return save(
      {
        ...kind.toData(values, 'update'),
        // An unchanged time is not sent: a pending item's time may be past by now.
        ...(time !== apiDateTime(initial[timeField]) ? { [timeField]: time } : {}),
        ...(values[fileField] instanceof File ? { [fileField]: values[fileField] } : {}),
      },
      then.current ? { status: then.current, success: `app.${area}.status_updated` } : undefined,
    );
  };

  /** A changed time must not be in the past; an unchanged one is kept as it is. */
  const changedNotInPast: Rule = (value) =>
    apiDateTime(value) === apiDateTime(initial[timeField]) ? undefined : notInPast(messages.pastDateTime)(value);

  // Edit needs the update permission, Publish, Reject and Trash the status one (issue 40).
  const mayUpdate = useCan(resource, 'update');
  const mayChangeStatus = useCan(resource, 'status');
  const canDelete = mayChangeStatus && (state === 'Published' || state === 'Schedule');

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={kind.dialogWidth}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      sx={(theme) => ({
        // The form is a flex column of the dialog: its body scrolls and its actions stay in view below it.
        '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
        // On a phone the header's History and Close are touch targets of at least 44 x 44 px, as the actions are;
        // History, in the flow there, keeps no offset of its desktop place (on a relative button it pushed the
        // button off the left edge: 'ISTORY').
        [theme.breakpoints.down('sm')]: {
          '& .MuiDialog-paper > .MuiButton-root, & .MuiDialog-paper > .MuiIconButton-root': {
            minHeight: 44,
            minWidth: 44,
            flexShrink: 0,
          },
          '& .MuiDialog-paper > .MuiButton-root': { right: 'auto', top: 'auto' },
        },
      })}
    >
      <DialogHeader
        id={titleId}
        title={translate(`app.${area}.modal.${state}`)}
        onClose={onClose}
        history={{
          resource,
          id: record.id,
          name: kind.nameField ? String(record[kind.nameField] ?? '') : undefined,
          onReverted: reload,
        }}
      />
      {loading && <LinearProgress aria-label={translate('app.review.loading')} />}
      {/* Outside the form, which starts again with each version: the notices stay while the record changes. */}
      <Box sx={{ px: 3, '&:has(> *)': { pt: 2 } }}>
        <RecordPresence resource={resource} id={String(record.id)} onReload={reload} />
        {conflict && <StatusConflictNotice error={conflict} resource={resource} id={record.id} onReload={reload} />}
      </Box>
      {/* A newer version (read fresh, followed live or reloaded) starts the form again from its values. */}
      <Form
        key={String(record.updatedAt ?? '')}
        record={initial}
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
      >
        {/* Focusable: the body scrolls on its own (the actions stay below it), and a view without fields to tab to
            must still scroll by keyboard (axe: scrollable-region-focusable). */}
        <DialogContent dividers aria-busy={loading} tabIndex={0}>
          {stale && (
            <StaleNotice error={stale} onReload={reload} base={record} toValues={valuesOf} fields={kind.staleFields} />
          )}
          <Media record={record} />
          {/* Which reporter filed it, read-only: the form does not change it. */}
          {reporterNameOf(record, kind.reporterField) && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('app.list.reporter_line', { name: reporterNameOf(record, kind.reporterField) })}
            </Typography>
          )}
          {editing && <FileInput required={false} progress={progress} />}
          <Fields disabled={!editing} timeRule={changedNotInPast} />
          {kind.desk && !editing && <DeskPanel resource={resource} recorded={kind.recorded} id={String(record.id)} />}
        </DialogContent>
        <ReviewActions
          editing={editing}
          setEditing={setEditing}
          canEdit={mayUpdate && kind.editable.includes(state)}
          pending={mayChangeStatus && state === 'Pending'}
          canDelete={canDelete}
          busy={busy}
          loading={loading}
          deleteContent={`app.${area}.delete_content`}
          onStatus={(next, deleting) =>
            void setStatus(next, deleting ? `app.${area}.moved_to_trash` : `app.${area}.status_updated`, deleting)
          }
          onSubmitWith={(next) => (then.current = next)}
        />
      </Form>
    </Dialog>
  );
};
