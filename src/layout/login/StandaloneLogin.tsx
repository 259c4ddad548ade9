import { CssBaseline, Snackbar, ThemeProvider, createTheme, useMediaQuery } from '@mui/material';
import { useMemo, useState } from 'react';
import { authProvider } from '../../authProvider';
import { TOAST_MS } from '../../notifications/AppNotification';
import { LanguageDirection, languageTheme, useShownLanguage } from '../../i18n/direction';
import { translateFirstScreen } from '../../i18n/first-screen';
import { showFirstScreen } from '../../i18n/showFirstScreen';
import { LanguageMenu } from '../LanguageMenu';
import { darkTheme, lightTheme } from '../theme';
import { themeMode } from '../themeMode';
import type { TypedBeforeScript } from './firstPaint';
import { LoginForm } from './LoginForm';
import { loginFailure } from './loginFailure';

/**
 * The app's theme in the mode the admin chose last, else the system's, as react-admin picks it after the login, in
 * the direction and font of the language shown.
 */
const useLoginTheme = () => {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = themeMode(prefersDark);
  const language = useShownLanguage();
  return useMemo(
    () => createTheme(languageTheme(mode === 'dark' ? darkTheme : lightTheme, language)),
    [mode, language],
  );
};

/**
 * The login page as the first screen, without react-admin: a visit to `/` without a session gets only this and MUI
 * (main.tsx). `onSignedIn` starts the admin app with the success text for its toast. `translate`: the first-screen
 * texts of the language shown (main.tsx shows the browser's first: ../../i18n/showFirstScreen.ts); the language menu
 * switches them.
 */
export const StandaloneLogin = ({
  onSignedIn,
  takeOverPrerendered,
  translate: initialTranslate = translateFirstScreen,
}: {
  onSignedIn: (notice: string) => void;
  takeOverPrerendered?: () => TypedBeforeScript;
  translate?: (key: string) => string;
}) => (
  <LanguageDirection>
    <LoginInLanguage
      onSignedIn={onSignedIn}
      takeOverPrerendered={takeOverPrerendered}
      initialTranslate={initialTranslate}
    />
  </LanguageDirection>
);

const LoginInLanguage = ({
  onSignedIn,
  takeOverPrerendered,
  initialTranslate,
}: {
  onSignedIn: (notice: string) => void;
  takeOverPrerendered?: () => TypedBeforeScript;
  initialTranslate: (key: string) => string;
}) => {
  const [toast, setToast] = useState<string>();
  const [translate, setTranslate] = useState(() => initialTranslate);
  const theme = useLoginTheme();
  const language = useShownLanguage();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoginForm
        languageMenu={
          <LanguageMenu
            language={language}
            label={translate('app.language.menu')}
            onChoose={(chosen) => void showFirstScreen(chosen).then((next) => setTranslate(() => next))}
          />
        }
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
