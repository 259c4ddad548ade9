import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, DialogTitle, IconButton } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { HistoryPanel, type RecordHistory } from '../audit/HistoryPanel';

/**
 * A modal's title and its Close button in the top corner. `id` is what the Dialog's `aria-labelledby` names, so the
 * modal is announced by its title; `title` is the text as shown (already translated). A dialog of one record passes
 * `history`: a History button beside Close then opens the record's History panel under the title (issue 28), so
 * every edit and view dialog gets it from here.
 *
 * @example
 * <Dialog open onClose={close} aria-labelledby="magazine-title">
 *   <DialogHeader id="magazine-title" title={translate('app.magazines.edit_title')} onClose={close}
 *     history={{ resource: resourceName('magazines'), id: magazine.id }} />
 */
export const DialogHeader = ({
  id,
  title,
  onClose,
  history,
}: {
  id: string;
  title: string;
  onClose: () => void;
  history?: RecordHistory;
}) => {
  const translate = useTranslate();
  const [showHistory, setShowHistory] = useState(false);
  const panelId = useId();
  return (
    <>
      <DialogTitle id={id} sx={{ pr: history ? { xs: 7, sm: 18 } : 7 }}>
        {title}
      </DialogTitle>
      {history && (
        <Button
          size="small"
          startIcon={<HistoryIcon />}
          aria-expanded={showHistory}
          aria-controls={showHistory ? panelId : undefined}
          onClick={() => setShowHistory(!showHistory)}
          sx={{ position: { sm: 'absolute' }, right: 56, top: 12, alignSelf: 'flex-start', mx: { xs: 2, sm: 0 } }}
        >
          {translate('app.audit.history')}
        </Button>
      )}
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {history && showHistory && (
        <Box
          id={panelId}
          role="region"
          aria-label={translate('app.audit.history_of', { title })}
          // The panel scrolls on its own, so it must take the keyboard's focus to be scrolled (WCAG 2.1.1).
          tabIndex={0}
          sx={{ px: 3, pb: 1, maxHeight: '45vh', overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}
        >
          <HistoryPanel {...history} />
        </Box>
      )}
    </>
  );
};
