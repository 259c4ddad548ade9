import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { limits, messages } from '#contract/rules';
import { contentFileInput } from '../contentFileInput';

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

/** The post's image picker with a preview (spec section 5): PNG or JPEG under 2 MB. */
export const PostImageInput = contentFileInput({
  source: 'postImage',
  label: 'app.posts.image_label',
  hint: 'app.posts.image_hint',
  typeMessage: 'app.posts.image_type',
  extensions: ['.png', '.jpg', '.jpeg'],
  maxBytes: limits.imageMaxBytes,
  sizeMessage: messages.imageSize,
  requiredMessage: messages.imageRequired,
  preview: true,
});
