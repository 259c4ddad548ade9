import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { limits, messages, required } from '#contract/rules';
import { fileExtension, fileSize } from '../../../media/fileRules';
import { FileUploadInput } from '../../../media/FileUploadInput';

/** The modal's picture: the post's image large, when it has one. */
export const PostImage = ({ record }: { record: RaRecord }) =>
  typeof record.postImageURL === 'string' && record.postImageURL !== '' ? (
    <Box
      component="img"
      src={record.postImageURL}
      alt={String(record.postTitle ?? '')}
      sx={{ width: '100%', maxHeight: 420, objectFit: 'contain', mb: 2 }}
    />
  ) : null;

/** The post's image picker with a preview (spec section 5): PNG or JPEG, required when adding. */
export const PostImageInput = ({ required: isRequired, progress }: { required: boolean; progress?: number }) => (
  <FileUploadInput
    source="postImage"
    label="app.posts.image_label"
    hint="app.posts.image_hint"
    accept=".png,.jpg,.jpeg"
    progress={progress}
    preview
    validate={[
      ...(isRequired ? [required(messages.imageRequired)] : []),
      fileExtension(['.png', '.jpg', '.jpeg'], 'app.posts.image_type'),
      fileSize(limits.imageMaxBytes, messages.imageSize),
    ]}
  />
);
