import CloseIcon from '@mui/icons-material/Close';
import { DialogTitle, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A modal's title and its Close button in the top corner. `id` is what the Dialog's `aria-labelledby` names, so the
 * modal is announced by its title; `title` is the text as shown (already translated).
 *
 * @example
 * <Dialog open onClose={close} aria-labelledby="job-view-title">
 *   <DialogHeader id="job-view-title" title={translate('app.jobs.view_title')} onClose={close} />
 */
export const DialogHeader = ({ id, title, onClose }: { id: string; title: string; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <>
      <DialogTitle id={id} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
    </>
  );
};
