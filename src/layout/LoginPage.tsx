import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { ADMIN_ONLY, LoginError, session } from '../authProvider';
import { UNEXPECTED_ERROR } from '../dataProvider';
import { MobileNumberInput } from '../custom/MobileNumberInput';
import { rules } from '#contract/rules';

const LoginButton = () => {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" fullWidth size="large" disabled={isSubmitting} sx={{ mt: 2 }}>
      {translate(isSubmitting ? 'app.login.busy' : 'app.login.submit')}
    </Button>
  );
};

/** The login page at `/` (spec sections 2, 5 and 8). */
export const LoginPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [problem, setProblem] = useState<string>();
  if (session.current()) return <Navigate to="/dashboard" replace />;

  const submit = async (values: Record<string, unknown>) => {
    setProblem(undefined);
    try {
      await login({ mobileNumber: values.mobileNumber, password: values.password });
      notify('app.login.success', { type: 'success' });
    } catch (error) {
      const kind = error instanceof LoginError ? error.kind : 'failed';
      if (kind === 'denied') notify(ADMIN_ONLY, { type: 'error' });
      else if (kind === 'rejected') {
        notify((error as Error).message, { type: 'error' });
        setProblem('app.login.invalid_credentials');
      } else {
        notify(UNEXPECTED_ERROR, { type: 'error' });
        setProblem('app.login.request_failed');
      }
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.title')}
          </Typography>
          <Form onSubmit={submit} noValidate disableInvalidFormNotification>
            <MobileNumberInput autoComplete="username" />
            <PasswordInput
              source="password"
              label="app.login.password"
              fullWidth
              autoComplete="current-password"
              validate={rules.login.password}
            />
            {problem && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {translate(problem)}
              </Alert>
            )}
            <LoginButton />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
