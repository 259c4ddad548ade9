import { CssBaseline, Snackbar, ThemeProvider, createTheme, useMediaQuery } from '@mui/material';
import { useMemo, useState } from 'react';
import { authProvider } from '../../authProvider';
import { TOAST_MS } from '../../notifications/AppNotification';
import { translateFirstScreen as translate } from '../../i18n/first-screen';
import { darkTheme, lightTheme } from '../theme';
import { themeMode } from '../themeMode';
import type { TypedBeforeScript } from './firstPaint';
import { LoginForm } from './LoginForm';
import { loginFailure } from './loginFailure';

/** The app's theme in the mode the admin chose last, else the system's, as react-admin picks it after the login. */
const useLoginTheme = () => {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = themeMode(prefersDark);
  return useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);
};

/**
 * The login page as the first screen, without react-admin: a visit to `/` without a session gets only this and MUI
 * (main.tsx). `onSignedIn` starts the admin app with the success text for its toast.
 */
export const StandaloneLogin = ({
  onSignedIn,
  takeOverPrerendered,
}: {
  onSignedIn: (notice: string) => void;
  takeOverPrerendered?: () => TypedBeforeScript;
}) => {
  const [toast, setToast] = useState<string>();
  const theme = useLoginTheme();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoginForm
        translate={translate}
        onLogin={async (credentials) => {
          try {
            await authProvider.login(credentials);
            onSignedIn(translate('app.login.success'));
            return undefined;
          } catch (error) {
            const failure = loginFailure(error);
            if ('challenge' in failure) return failure;
            setToast(failure.toast);
            return failure.problem;
          }
        }}
        onSecondStep={() => onSignedIn(translate('app.login.success'))}
        takeOverPrerendered={takeOverPrerendered}
      />
      <Snackbar
        open={toast !== undefined}
        message={toast && translate(toast)}
        autoHideDuration={TOAST_MS}
        onClose={() => setToast(undefined)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      />
    </ThemeProvider>
  );
};
