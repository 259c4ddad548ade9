import { useState } from 'react';
import { limits, messages, notInPast, required } from '#contract/rules';
import { session } from '../../authProvider/session';
import { fileExtension, fileSize } from '../../media/fileRules';
import { FileUploadInput } from '../../media/FileUploadInput';
import { FormDialog } from '../../forms/FormDialog';
import { resourceName } from '../../dataProvider';
import { PostFields } from './PostFields';
import { apiDateTime } from '../../format/dates';

const text = (value: unknown) => String(value ?? '').trim();

/**
 * Add New Post (spec sections 4 and 5): the post is created (Pending, reported by the signed-in admin), then its
 * image is uploaded with the progress shown; if the upload fails the dialog stays open and a second submit updates
 * the created post. A posted-on time left empty is now (the server's default).
 */
export const AddPostDialog = ({ onClose }: { onClose: () => void }) => {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  return (
    <FormDialog
      open
      onClose={onClose}
      resource={resourceName('posts')}
      title="app.posts.add_title"
      success="app.posts.added"
      busyLabel="app.review.saving"
      meta={{ onUploadProgress: (_field, fraction) => setProgress(fraction) }}
      transform={(values) => {
        const postedOn = apiDateTime(values.postedOn);
        return {
          postCategory: values.postCategory,
          postLanguage: values.postLanguage,
          postLocationDetails: text(values.postLocationDetails),
          postTitle: text(values.postTitle),
          postDescription: text(values.postDescription),
          postReportedDetails: session.current()?.id,
          ...(postedOn ? { postedOn } : {}),
          postImage: values.postImage,
        };
      }}
    >
      <FileUploadInput
        source="postImage"
        label="app.posts.image_label"
        hint="app.posts.image_hint"
        accept=".png,.jpg,.jpeg"
        progress={progress}
        preview
        validate={[
          required(messages.imageRequired),
          fileExtension(['.png', '.jpg', '.jpeg'], 'app.posts.image_type'),
          fileSize(limits.imageMaxBytes, messages.imageSize),
        ]}
      />
      <PostFields postedOnRule={notInPast(messages.pastDateTime)} />
    </FormDialog>
  );
};
