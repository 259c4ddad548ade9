import { Box, Dialog, DialogContent, useMediaQuery, type Theme } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { Form, useTranslate } from 'react-admin';
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
  useContentReview,
} from '../../custom';
import { resourceName } from '../../dataProvider';
import { RecordPresence } from '../../live/RecordPresence';
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
  const { record, stale, reload, editing, setEditing, busy, setStatus, save, progress } = useContentReview({
    resource: resourceName('posts'),
    opened,
    statusField: 'postStatus',
    updated: 'app.posts.updated',
    statusFailure: 'app.posts.status_failure',
    onClose,
  });
  const status = displayStatus(record);
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const initial = formValuesOf(record);

  const submit = (values: Record<string, unknown>) => {
    const postedOn = apiDateTime(values.postedOn);
    return save({
      postCategory: values.postCategory,
      postLanguage: values.postLanguage,
      postLocationDetails: text(values.postLocationDetails),
      postTitle: text(values.postTitle),
      postDescription: text(values.postDescription),
      // An unchanged time is not sent: a pending post's time may be past by now.
      ...(postedOn !== apiDateTime(initial.postedOn) ? { postedOn } : {}),
      ...(values.postImage instanceof File ? { postImage: values.postImage } : {}),
    });
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
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
      >
        <DialogHeader id="post-dialog-title" title={translate(`app.posts.modal.${status}`)} onClose={onClose} />
        <DialogContent dividers>
          <RecordPresence resource={resourceName('posts')} id={String(record.id)} onReload={reload} />
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
