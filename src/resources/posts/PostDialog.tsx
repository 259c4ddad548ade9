import { Box, Dialog, DialogContent, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { Form, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { limits, messages, notInPast, type Rule } from '#contract/rules';
import {
  apiDateTime,
  DialogHeader,
  fileExtension,
  FileUploadInput,
  fileSize,
  pickerDateTime,
  ReviewActions,
  StaleNotice,
  type ReviewStatus,
} from '../../custom';
import { errorMessage, resourceName, StaleRecordError } from '../../dataProvider';
import { PostFields } from './PostFields';
import { displayStatus } from './texts';

/** The form's values from a post as the server sends it (category and language as ids, the date as the picker's). */
const formValuesOf = (record: RaRecord) => ({
  id: record.id,
  status: displayStatus(record),
  image: record.postImageURL ?? '',
  postCategory: (record.postCategory as { postCategoryID?: string } | null)?.postCategoryID ?? '',
  postLanguage: (record.postLanguage as { languageID?: string } | null)?.languageID ?? '',
  postLocationDetails: record.postLocationDetails ?? '',
  postTitle: record.postTitle ?? '',
  postDescription: record.postDescription ?? '',
  postedOn: pickerDateTime(record.postedOn),
});

const text = (value: unknown) => String(value ?? '').trim();

/** What a stale-save notice compares, with each field's label. */
const comparedFields = {
  status: 'app.form.status',
  postTitle: 'app.posts.fields.title',
  postDescription: 'app.posts.fields.description',
  postCategory: 'app.posts.fields.category',
  postLanguage: 'app.posts.fields.language',
  postLocationDetails: 'app.posts.fields.location',
  postedOn: 'app.posts.fields.postedOn',
  image: 'app.posts.fields.image',
};

/**
 * The post modal (spec section 4): the image large and the fields disabled until Edit; Cancel leaves edit mode.
 * Edit is hidden for Published posts; Publish and Reject show only for Pending posts when not editing; Published
 * and Scheduled posts can be deleted (moved to Trash); Rejected posts have no edit or delete controls.
 */
export const PostDialog = ({ record: opened, onClose }: { record: RaRecord; onClose: () => void }) => {
  // The version saves are based on: the post as opened, or the newer one loaded after a refused (409) save.
  const [reloaded, setReloaded] = useState<RaRecord>();
  const [stale, setStale] = useState<StaleRecordError>();
  const record = reloaded ?? opened;
  const status = displayStatus(record);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update] = useUpdate();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<ReviewStatus | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const initial = formValuesOf(record);

  const reload = (current: RaRecord) => {
    setReloaded(current);
    setStale(undefined);
    setEditing(false);
  };

  const setStatus = async (postStatus: ReviewStatus, success: string) => {
    setBusy(postStatus);
    try {
      await update(
        resourceName('posts'),
        { id: record.id, data: { postStatus }, previousData: record, meta: { call: 'status' } },
        { returnPromise: true },
      );
      notify(success, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error, 'app.posts.status_failure'), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const save = async (values: Record<string, unknown>) => {
    const postedOn = apiDateTime(values.postedOn);
    const data = {
      postCategory: values.postCategory,
      postLanguage: values.postLanguage,
      postLocationDetails: text(values.postLocationDetails),
      postTitle: text(values.postTitle),
      postDescription: text(values.postDescription),
      // An unchanged time is not sent: a pending post's time may be past by now.
      ...(postedOn !== apiDateTime(initial.postedOn) ? { postedOn } : {}),
      ...(values.postImage instanceof File ? { postImage: values.postImage } : {}),
    };
    setStale(undefined);
    try {
      await update(
        resourceName('posts'),
        {
          id: record.id,
          data,
          previousData: record,
          meta: { onUploadProgress: (_field: string, fraction: number) => setProgress(fraction) },
        },
        { returnPromise: true },
      );
      notify('app.posts.updated', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      // A save refused because someone else changed the post meanwhile keeps the modal open with their version on offer.
      if (error instanceof StaleRecordError) setStale(error);
      else notify(errorMessage(error), { type: 'error' });
    } finally {
      setProgress(undefined);
    }
  };

  /** A changed time must not be in the past; an unchanged one is kept as it is. */
  const changedNotInPast: Rule = (value) =>
    apiDateTime(value) === apiDateTime(initial.postedOn) ? undefined : notInPast(messages.pastDateTime)(value);

  const canEdit = status === 'Pending' || status === 'Schedule';
  const canDelete = status === 'Published' || status === 'Schedule';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="post-dialog-title">
      <Form
        key={String(record.updatedAt ?? '')}
        record={initial}
        onSubmit={save}
        noValidate
        disableInvalidFormNotification
      >
        <DialogHeader id="post-dialog-title" title={translate(`app.posts.modal.${status}`)} onClose={onClose} />
        <DialogContent dividers>
          {stale && (
            <StaleNotice
              error={stale}
              onReload={reload}
              toValues={formValuesOf}
              base={record}
              fields={comparedFields}
            />
          )}
          {typeof record.postImageURL === 'string' && record.postImageURL !== '' && (
            <Box
              component="img"
              src={record.postImageURL}
              alt={String(record.postTitle ?? '')}
              sx={{ width: '100%', maxHeight: 420, objectFit: 'contain', mb: 2 }}
            />
          )}
          {editing && (
            <FileUploadInput
              source="postImage"
              label="app.posts.image_label"
              hint="app.posts.image_hint"
              accept=".png,.jpg,.jpeg"
              progress={progress}
              preview
              validate={[
                fileExtension(['.png', '.jpg', '.jpeg'], 'app.posts.image_type'),
                fileSize(limits.imageMaxBytes, messages.imageSize),
              ]}
            />
          )}
          <PostFields disabled={!editing} postedOnRule={changedNotInPast} />
        </DialogContent>
        <ReviewActions
          editing={editing}
          setEditing={setEditing}
          canEdit={canEdit}
          pending={status === 'Pending'}
          canDelete={canDelete}
          busy={busy}
          deleteContent="app.posts.delete_content"
          onStatus={(next, deleting) =>
            void setStatus(next, deleting ? 'app.posts.moved_to_trash' : 'app.posts.status_updated')
          }
        />
      </Form>
    </Dialog>
  );
};
