import { CssBaseline, Snackbar, ThemeProvider, createTheme, useMediaQuery } from '@mui/material';
import { useMemo, useState } from 'react';
import { authProvider } from '../../authProvider';
import { TOAST_MS } from '../../notifications/AppNotification';
import { firstScreen } from '../../i18n/first-screen';
import { darkTheme, lightTheme, storedThemeMode } from '../theme';
import { LoginForm } from './LoginForm';
import { loginFailure } from './loginFailure';

/** The app's theme in the mode the admin chose last, else the system's, as react-admin picks it after the login. */
const useLoginTheme = () => {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = storedThemeMode() ?? (prefersDark ? 'dark' : 'light');
  return useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);
};

/** The first-screen texts by key; a text that is not a key (a server message) shows as it is. */
const translate = (key: string) => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], firstScreen);
  return typeof found === 'string' ? found : key;
};

/**
 * The login page as the first screen, without react-admin: a visit to `/` without a session gets only this and MUI
 * (main.tsx). `onSignedIn` starts the admin app with the success text for its toast.
 */
export const StandaloneLogin = ({ onSignedIn }: { onSignedIn: (notice: string) => void }) => {
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
      />
      <Snackbar
        open={toast !== undefined}
        message={toast}
        autoHideDuration={TOAST_MS}
        onClose={() => setToast(undefined)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      />
    </ThemeProvider>
  );
};
