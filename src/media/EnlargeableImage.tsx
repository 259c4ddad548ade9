import { Box, ButtonBase, Dialog, DialogContent, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * An image as a thumbnail; clicking it shows the image full size in a dialog (spec section 2: a ticket's image
 * enlarges on click). `alt` names the image (already translated) and the dialog.
 */
export const EnlargeableImage = ({ src, alt }: { src: string; alt: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={translate('app.list.enlarge', { image: alt })}
        sx={{ borderRadius: 1, overflow: 'hidden', alignSelf: 'flex-start' }}
      >
        <img
          src={src}
          alt={alt}
          width={160}
          height={90}
          loading="lazy"
          style={{ objectFit: 'cover', display: 'block' }}
        />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" slotProps={{ paper: { 'aria-label': alt } }}>
        <IconButton
          aria-label={translate('ra.action.close')}
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ p: 0 }}>
          <Box component="img" src={src} alt={alt} sx={{ display: 'block', maxWidth: '100%', maxHeight: '85vh' }} />
        </DialogContent>
      </Dialog>
    </>
  );
};
