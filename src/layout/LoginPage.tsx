import { useLogin, useNotify, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { session } from '../authProvider';
import { LoginForm } from './login/LoginForm';
import { loginFailure } from './login/loginFailure';

/** The login page at `/` (spec sections 2, 5 and 8) inside the admin app, e.g. after Sign Out. */
export const LoginPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
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
          const failure = loginFailure(error);
          if ('challenge' in failure) return failure;
          notify(failure.toast, { type: 'error' });
          return failure.problem;
        }
      }}
      onSecondStep={() => {
        notify('app.login.success', { type: 'success' });
        void navigate('/dashboard');
      }}
    />
  );
};
