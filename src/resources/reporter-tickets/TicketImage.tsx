import { Box, ButtonBase, Dialog, DialogContent, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** A ticket's attached image as a thumbnail; clicking it shows the image full size (spec section 2). */
export const TicketImage = ({ src, name }: { src: string; name: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const alt = translate('app.reporter_tickets.image', { name });
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={translate('app.reporter_tickets.enlarge', { name })}
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
