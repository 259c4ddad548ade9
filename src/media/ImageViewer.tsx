import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Carousel } from './Carousel';
import type { CardImage } from './ImageCardGrid';

export interface ImageViewerProps {
  /** The pictures; the viewer is open while `index` is a number. */
  slides: CardImage[];
  index: number | null;
  onClose: () => void;
  /** Catalogue key of the viewer's name. */
  label: string;
}

/**
 * The pictures full screen on black, one at a time in the same endless carousel, starting at `index`; arrow keys
 * move, Escape or the close button closes.
 *
 * @example
 * const [viewerAt, setViewerAt] = useState<number | null>(null);
 * <Carousel label="app.magazines.pages" slides={pages} onOpen={setViewerAt} />
 * <ImageViewer label="app.magazines.viewer" slides={pages} index={viewerAt} onClose={() => setViewerAt(null)} />
 */
export const ImageViewer = ({ slides, index, onClose, label }: ImageViewerProps) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={index !== null}
      onClose={onClose}
      fullScreen
      slotProps={{
        paper: { 'aria-label': translate(label), sx: { bgcolor: 'common.black', justifyContent: 'center' } } as object,
      }}
    >
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8, zIndex: 2, color: 'common.white' }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ width: '100%' }}>
        {index !== null && (
          <Carousel slides={slides} label={label} startIndex={index} maxHeight="calc(100vh - 48px)" dark autoFocus />
        )}
      </Box>
    </Dialog>
  );
};
