import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  Skeleton,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { Carousel } from '../../media/Carousel';
import { DialogHeader } from '../../forms/DialogHeader';
import { ImageViewer } from '../../media/ImageViewer';
import { useCurrentRecord } from '../../live/useCurrentRecord';
import { resourceName } from '../../dataProvider';
import { contentDirection } from '../../i18n/direction';
import { pagesOf } from './format';
import { MagazineFormDialog } from './MagazineFormDialog';
import { RenderProgress, useRenderState } from './RenderProgress';

const MagazineDetails = ({ magazine }: { magazine: RaRecord }) => {
  const translate = useTranslate();
  const render = useRenderState(magazine);
  const pages = pagesOf(magazine);
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const days = Number(magazine.offerAvailableDays ?? 0);
  return (
    <>
      <RenderProgress state={render} />
      {pages.length > 0 ? (
        <Carousel label="app.magazines.pages" slides={pages} onOpen={setViewerAt} maxHeight="55vh" />
      ) : (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {translate('app.magazines.no_pages')}
        </Typography>
      )}
      <Typography variant="h6" component="p" sx={{ mt: 2, overflowWrap: 'anywhere' }} {...contentDirection}>
        {String(magazine.name ?? '')}
      </Typography>
      {days > 0 && <Typography>{translate('app.magazines.days_badge', { smart_count: days })}</Typography>}
      <Typography color="text.secondary">
        {translate('app.magazines.from', { date: String(magazine.startDate ?? '') })}
      </Typography>
      <Typography color="text.secondary">
        {translate('app.magazines.expires', { date: String(magazine.expiryDate ?? '') })}
      </Typography>
      <ImageViewer label="app.magazines.viewer" slides={pages} index={viewerAt} onClose={() => setViewerAt(null)} />
    </>
  );
};

/**
 * A magazine in view mode (spec section 2): its pages in the carousel (a page opens full screen), its name and days.
 * Edit turns it into the Edit Magazine form, whose Cancel comes back here.
 */
export const MagazineDialog = ({ id, onClose }: { id: Identifier; onClose: () => void }) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  // Read when it opens and again on each live change to it (issue 36); until the first answer only the id is known.
  const { record } = useCurrentRecord(resourceName('magazines'), { id });
  const magazine = 'updatedAt' in record ? record : undefined;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  if (editing && magazine) return <MagazineFormDialog record={magazine} onClose={() => setEditing(false)} />;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="magazine-dialog-title"
    >
      <DialogHeader
        id="magazine-dialog-title"
        title={translate('app.magazines.view_title')}
        onClose={onClose}
        history={{ resource: resourceName('magazines'), id }}
      />
      <DialogContent dividers>
        {magazine ? (
          <MagazineDetails magazine={magazine} />
        ) : (
          <Box role="status" aria-busy="true" aria-label={translate('ra.page.loading')}>
            <Skeleton variant="rectangular" sx={{ height: '40vh' }} />
            <Skeleton width="60%" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => setEditing(true)} disabled={!magazine}>
          {translate('app.magazines.edit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
