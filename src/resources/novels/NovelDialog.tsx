import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  Link,
  List,
  ListItem,
  ListItemIcon,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { DialogHeader } from '../../forms/DialogHeader';
import { numericDateTime } from '../../format/dates';
import { Img } from '../../media/ImageCardGrid';
import { useCurrentRecord } from '../../live/useCurrentRecord';
import { resourceName } from '../../dataProvider';
import { categoryOf, chaptersOf } from './format';
import { NovelFormDialog } from './NovelFormDialog';

const NovelDetails = ({ novel }: { novel: RaRecord }) => {
  const translate = useTranslate();
  const chapters = chaptersOf(novel);
  const cover = typeof novel.coverImage === 'string' && novel.coverImage !== '' ? novel.coverImage : undefined;
  const upcoming = novel.status === 'upcoming';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3 }}>
      {cover && (
        <Img
          src={cover}
          alt=""
          width={200}
          height={300}
          sx={{
            width: 200,
            height: 300,
            objectFit: 'cover',
            borderRadius: 1,
            alignSelf: { xs: 'center', sm: 'start' },
          }}
        />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {String(novel.title ?? '')}
        </Typography>
        <Typography color="text.secondary">{categoryOf(novel).novelCategoryName}</Typography>
        <Typography>
          {translate('app.novels.chapter_count', { smart_count: Number(novel.totalChapters ?? 0) })}
        </Typography>
        <Typography>
          {translate(upcoming ? 'app.novels.starts_on' : 'app.novels.published_on', {
            date: numericDateTime(novel.startDateTime),
          })}
        </Typography>
        {novel.comingSoon === true && (
          <Chip size="small" color="primary" label={translate('app.novels.coming_soon_badge')} sx={{ mt: 1 }} />
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {translate('app.novels.chapters_heading')}
        </Typography>
        {chapters.length === 0 ? (
          <Typography color="text.secondary">{translate('app.novels.no_chapters')}</Typography>
        ) : (
          <List dense disablePadding>
            {chapters.map((chapter) => (
              <ListItem key={chapter.chapterNumber} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <PictureAsPdfIcon fontSize="small" color="error" />
                </ListItemIcon>
                <Link href={chapter.pdfUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                  {translate('app.novels.chapter_link', { n: chapter.chapterNumber, name: chapter.fileName })}
                </Link>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
};

/**
 * The View Novel modal (spec section 2): cover, title, chapter count, published date-time and a link per chapter PDF
 * that opens it in a new tab. Edit turns it into the Edit Novel form; its Cancel comes back here.
 */
export const NovelDialog = ({ id, onClose }: { id: Identifier; onClose: () => void }) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  // Read when it opens and again on each live change to it (issue 36); until the first answer only the id is known.
  const { record } = useCurrentRecord(resourceName('novels'), { id });
  const novel = 'updatedAt' in record ? record : undefined;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  if (editing && novel) return <NovelFormDialog record={novel} onClose={() => setEditing(false)} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="novel-dialog-title">
      <DialogHeader
        id="novel-dialog-title"
        title={translate('app.novels.view_title')}
        onClose={onClose}
        history={{ resource: resourceName('novels'), id }}
      />
      <DialogContent dividers>
        {novel ? (
          <NovelDetails novel={novel} />
        ) : (
          <Box aria-busy="true" aria-label={translate('ra.page.loading')}>
            <Skeleton variant="rectangular" width={200} height={300} />
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => setEditing(true)} disabled={!novel}>
          {translate('app.novels.edit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
