import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, DialogTitle, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { HistoryPanel, type RecordHistory } from '../audit/HistoryPanel';
import { useCan } from '../access/useAccess';

/**
 * A modal's title and its Close button in the top corner. `id` is what the Dialog's `aria-labelledby` names, so the
 * modal is announced by its title; `title` is the text as shown (already translated). A dialog of one record passes
 * `history`: a History button beside Close then opens the record's History panel under the title (issue 28), so
 * every edit and view dialog gets it from here. On a phone History is an icon button named 'History' beside Close,
 * so neither is cut off and the title keeps the rest of the row (issue 39: it read 'ISTORY').
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
  history: recordHistory,
}: {
  id: string;
  title: string;
  onClose: () => void;
  history?: RecordHistory;
}) => {
  const translate = useTranslate();
  // The History panel lists audit entries: only for an admin who may read the activity log (issue 40).
  const history = useCan('audit', 'list') ? recordHistory : undefined;
  const [showHistory, setShowHistory] = useState(false);
  const panelId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const toggle = {
    'aria-expanded': showHistory,
    'aria-controls': showHistory ? panelId : undefined,
    onClick: () => setShowHistory(!showHistory),
  };
  return (
    <>
      {/* Room on the right for Close, and History beside it: 44 px buttons 8 px apart on a phone (see the theme). */}
      <DialogTitle id={id} sx={{ pr: history ? { xs: 15, sm: 18 } : { xs: 8, sm: 7 }, overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      {history &&
        (phone ? (
          <Tooltip title={translate('app.audit.history')}>
            <IconButton
              {...toggle}
              aria-label={translate('app.audit.history')}
              sx={{ position: 'absolute', right: 60, top: 8 }}
            >
              <HistoryIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Button
            size="small"
            startIcon={<HistoryIcon />}
            {...toggle}
            sx={{ position: 'absolute', right: 56, top: 12 }}
          >
            {translate('app.audit.history')}
          </Button>
        ))}
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
