import { useLogin, useNotify, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { session } from '../authProvider';
import { LoginForm } from './login/LoginForm';
import { loginFailure } from './login/loginFailure';

/** The login page at `/` (spec sections 2, 5 and 8) inside the admin app, e.g. after Sign Out. */
export const LoginPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  if (session.current()) return <Navigate to="/dashboard" replace />;
  return (
    <LoginForm
      translate={translate}
      onLogin={async (credentials) => {
        try {
          await login(credentials);
          notify('app.login.success', { type: 'success' });
          return undefined;
        } catch (error) {
          const { toast, problem } = loginFailure(error);
          notify(toast, { type: 'error' });
          return problem;
        }
      }}
    />
  );
};
