import { Notification } from 'react-admin';

export const TOAST_MS = 2000;

/**
 * react-admin's toast, shown for the spec's 2 seconds with a bar that runs down while it is shown.
 * The bar is decoration: the toast text is what screen readers announce.
 */
export const AppNotification = () => (
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
      '@keyframes toast-progress': { from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } },
    }}
  />
);
