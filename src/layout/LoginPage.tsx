import { useLocaleState, useLogin, useNotify, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import type { InterfaceLanguage } from '#contract/interface-languages';
import { session } from '../authProvider';
import { preferredLanguage } from '../i18n/language';
import { LanguageMenu } from './LanguageMenu';
import { LoginForm } from './login/LoginForm';
import { loginFailure } from './login/loginFailure';

/**
 * The login page at `/` (spec sections 2, 5 and 8) inside the admin app, e.g. after Sign Out. Its language menu
 * switches this browser's language; signing in switches to the admin's stored one, if they have chosen one.
 */
export const LoginPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale, setLocale] = useLocaleState();
  // The login's answer gave the admin's language to this browser (authProvider `startSession`).
  const switchToAdmins = () => setLocale(preferredLanguage());
  if (session.current()) return <Navigate to="/dashboard" replace />;
  return (
    <LoginForm
      translate={translate}
      languageMenu={
        <LanguageMenu
          language={locale as InterfaceLanguage}
          label={translate('app.language.menu')}
          onChoose={setLocale}
        />
      }
      onLogin={async (credentials) => {
        try {
          await login(credentials);
          switchToAdmins();
          notify('app.login.success', { type: 'success' });
          return undefined;
        } catch (error) {
          const failure = loginFailure(error);
          if ('challenge' in failure) return failure;
          notify(failure.toast, { type: 'error' });
          return failure.problem;
        }
      }}
      onSecondStep={() => {
        switchToAdmins();
        notify('app.login.success', { type: 'success' });
        void navigate('/dashboard');
      }}
    />
  );
};
