import { CssBaseline, Snackbar, ThemeProvider, createTheme } from '@mui/material';
import { useState } from 'react';
import { defaultLightTheme } from 'react-admin';
import { authProvider } from '../../authProvider';
import { TOAST_MS } from '../../custom/AppNotification';
import { firstScreen } from '../../i18n/first-screen';
import { LoginForm } from './LoginForm';
import { loginFailure } from './loginFailure';

const theme = createTheme(defaultLightTheme);

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
