import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { ContentItem, ContentKind } from './kinds';

const mediaSx = { display: 'block', width: '100%', maxHeight: '60vh', borderRadius: 1 } as const;

const Media = ({ media }: { media: ContentItem['media'] }) => {
  const translate = useTranslate();
  if (!media.src)
    return (
      <Box sx={{ ...mediaSx, py: 6, textAlign: 'center', bgcolor: 'grey.100', color: 'text.secondary' }}>
        {translate(media.type === 'video' ? 'app.reporter_detail.no_video' : 'app.reporter_detail.no_image')}
      </Box>
    );
  if (media.type === 'video')
    return (
      <Box
        component="video"
        controls
        preload="metadata"
        poster={media.preview ?? undefined}
        src={media.src}
        aria-label={media.alt}
        sx={{ ...mediaSx, bgcolor: 'common.black' }}
      />
    );
  return (
    <Box
      component="img"
      src={media.src}
      alt={media.alt}
      sx={{ ...mediaSx, objectFit: 'contain', bgcolor: 'grey.100' }}
    />
  );
};

/** The read-only detail of one card: its media, title, description and labelled fields (spec section 2). */
export const ContentDialog = ({
  item,
  noun,
  onClose,
}: {
  item: ContentItem;
  noun: ContentKind['noun'];
  onClose: () => void;
}) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>
        {translate('app.reporter_detail.dialog_title', {
          state: translate(`app.reporter_detail.states.${item.state}`),
          noun: translate(`app.reporter_detail.nouns.${noun}`),
        })}
      </DialogTitle>
      <DialogContent dividers>
        <Media media={item.media} />
        {item.title && (
          <Typography variant="h6" component="h3" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
        )}
        {item.description && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.description}</Typography>
        )}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 1,
            mt: 2,
            mb: 0,
          }}
        >
          {item.fields.map((field) => (
            <Fragment key={field.label}>
              <Typography component="dt" color="text.secondary">
                {field.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {field.value || '-'}
              </Typography>
            </Fragment>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
