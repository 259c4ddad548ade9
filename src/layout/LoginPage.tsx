import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, useLogin, useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { ADMIN_ONLY, LoginError, session } from '../authProvider';
import { UNEXPECTED_ERROR } from '../dataProvider';
import { MobileNumberInput } from '../custom/MobileNumberInput';
import { rules } from '#contract/rules';

export const LOGIN_SUCCESS = 'Login successfully';
export const INVALID_CREDENTIALS = 'Invalid Credentials';
export const REQUEST_FAILED = 'There was an error processing your request. Please try again.';

const LoginButton = () => {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" fullWidth size="large" disabled={isSubmitting} sx={{ mt: 2 }}>
      {isSubmitting ? 'Logging...' : 'Login'}
    </Button>
  );
};

/** The login page at `/` (spec sections 2, 5 and 8). */
export const LoginPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const [problem, setProblem] = useState<string>();
  if (session.current()) return <Navigate to="/dashboard" replace />;

  const submit = async (values: Record<string, unknown>) => {
    setProblem(undefined);
    try {
      await login({ mobileNumber: values.mobileNumber, password: values.password });
      notify(LOGIN_SUCCESS, { type: 'success' });
    } catch (error) {
      const kind = error instanceof LoginError ? error.kind : 'failed';
      if (kind === 'denied') notify(ADMIN_ONLY, { type: 'error' });
      else if (kind === 'rejected') {
        notify((error as Error).message, { type: 'error' });
        setProblem(INVALID_CREDENTIALS);
      } else {
        notify(UNEXPECTED_ERROR, { type: 'error' });
        setProblem(REQUEST_FAILED);
      }
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Newsroom back-office
          </Typography>
          <Form onSubmit={submit} noValidate disableInvalidFormNotification>
            <MobileNumberInput autoComplete="username" />
            <PasswordInput
              source="password"
              label="Password"
              fullWidth
              autoComplete="current-password"
              validate={rules.login.password}
            />
            {problem && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {problem}
              </Alert>
            )}
            <LoginButton />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
