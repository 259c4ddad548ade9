// One module per icon: the build renders this form in Node (prerender.tsx), where the icons' index loads them all.
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { limits, normalizeMobileNumber, rules, type Rule } from '#contract/rules';
import type { TypedBeforeScript } from './firstPaint';

export interface Credentials {
  mobileNumber: string;
  password: string;
}

/** The inline message under the form after a failed login: a key of the first-screen texts. */
export type LoginProblem = 'app.login.invalid_credentials' | 'app.login.request_failed';

/** How a login ended: signed in (nothing), a problem to show, or a challenge for the two-factor step. */
export type LoginOutcome = LoginProblem | { challenge: string } | undefined;

// Only admins with two-factor sign-in need it, so it is not part of the first screen's code.
const TwoFactorStep = lazy(() => import('./TwoFactorStep').then((module) => ({ default: module.TwoFactorStep })));

const firstError = (checks: Rule[], value: string) =>
  checks.map((check) => check(value)).find((message) => message !== undefined);

/**
 * The login form of spec sections 2 and 5, on MUI alone: the login page is the first screen, so it carries neither
 * react-admin nor a form library (see LoginPage and StandaloneLogin for the two places it is mounted). Like
 * react-admin's forms it checks on submit, then again on every change.
 *
 * @example
 * <LoginForm translate={translate} onLogin={(credentials) => authProvider.login(credentials)} />
 */
export const LoginForm = ({
  translate,
  onLogin,
  onSecondStep,
  takeOverPrerendered,
  prerendered = false,
  languageMenu,
}: {
  translate: (key: string) => string;
  /** Resolves with the problem to show inline, a two-factor challenge, or nothing when the login went through. */
  onLogin: (credentials: Credentials) => Promise<LoginOutcome>;
  /** The two-factor step went through: the session has started. */
  onSecondStep: () => void;
  /** Takes over from the prerendered form this one replaces (firstPaint.ts `followPrerenderedForm`). */
  takeOverPrerendered?: () => TypedBeforeScript;
  /**
   * Rendered for index.html (prerender.tsx): its mobile number field takes any length, as it cannot drop spaces and
   * letters while typing; they go when this form takes over. With the limit of 10 there, '98765 4321' was full and
   * the last digit typed was lost.
   */
  prerendered?: boolean;
  /** The language menu (LanguageMenu), in the page's top corner at the end of the line. */
  languageMenu?: ReactNode;
}) => {
  const [challenge, setChallenge] = useState<string>();
  const [values, setValues] = useState<Credentials>({ mobileNumber: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<LoginProblem>();
  const [showPassword, setShowPassword] = useState(false);
  const errors = checked
    ? {
        mobileNumber: firstError(rules.login.mobileNumber, values.mobileNumber),
        password: firstError(rules.login.password, values.password),
      }
    : {};

  const send = async (credentials: Credentials) => {
    setChecked(true);
    if (
      firstError(rules.login.mobileNumber, credentials.mobileNumber) ||
      firstError(rules.login.password, credentials.password)
    )
      return;
    setProblem(undefined);
    setBusy(true);
    try {
      const outcome = await onLogin(credentials);
      if (typeof outcome === 'object') setChallenge(outcome.challenge);
      else setProblem(outcome);
    } finally {
      setBusy(false);
    }
  };

  // The caret carried over from the prerendered form, put back once the carried values are in the fields.
  const carriedCaret = useRef<() => void>(undefined);

  // Setting a field's value puts its caret at the end: the carried caret goes back after the values' render
  // (this effect comes first, so that on the first render it runs before the take-over below sets the caret).
  useLayoutEffect(() => {
    carriedCaret.current?.();
    carriedCaret.current = undefined;
  }, [values]);

  // The prerendered form is outside React, and what it holds is final only once this form has replaced it: read
  // then, and applied before the browser paints, so that nothing typed into it is lost, the field in focus keeps it
  // with its caret where it was, and a Login pressed on it goes through now.
  useLayoutEffect(() => {
    if (!takeOverPrerendered) return;
    const { values: typed, focused, selection, submitted } = takeOverPrerendered();
    const carried = { ...typed, mobileNumber: normalizeMobileNumber(typed.mobileNumber) };
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setValues(carried);
    const input = focused && document.querySelector<HTMLInputElement>(`#login-${focused}`);
    if (input) {
      input.focus();
      // Offsets into what was typed, as offsets into what the field now holds (the mobile number loses its
      // spaces and letters).
      const at = (offset: number) =>
        focused === 'mobileNumber' ? normalizeMobileNumber(typed.mobileNumber.slice(0, offset)).length : offset;
      carriedCaret.current =
        selection && (() => input.setSelectionRange(at(selection.start), at(selection.end), selection.direction));
    }
    if (submitted) void send(carried);
    // Once, when this form first replaces the prerendered one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [takeOverPrerendered]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      {languageMenu && <Box sx={{ position: 'absolute', top: 8, right: 8 }}>{languageMenu}</Box>}
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.title')}
          </Typography>
          {challenge ? (
            <Suspense fallback={<CircularProgress aria-label={translate('app.login.busy')} />}>
              <TwoFactorStep
                challenge={challenge}
                translate={translate}
                onSignedIn={onSecondStep}
                onRestart={() => {
                  setChallenge(undefined);
                  setValues({ ...values, password: '' });
                }}
              />
            </Suspense>
          ) : (
            <form
              // A form sent without the script (the prerendered one) must not put the password in an address.
              method="post"
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                void send(values);
              }}
              noValidate
            >
              <TextField
                id="login-mobileNumber"
                name="mobileNumber"
                label={translate('app.form.mobile_number')}
                value={values.mobileNumber}
                onChange={(event) => setValues({ ...values, mobileNumber: normalizeMobileNumber(event.target.value) })}
                error={Boolean(errors.mobileNumber)}
                helperText={errors.mobileNumber ? translate(errors.mobileNumber) : ' '}
                autoComplete="username"
                fullWidth
                margin="dense"
                slotProps={{
                  htmlInput: {
                    inputMode: 'numeric',
                    maxLength: prerendered ? undefined : limits.mobileDigits,
                    'aria-required': true,
                  },
                }}
              />
              <TextField
                id="login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                label={translate('app.login.password')}
                value={values.password}
                onChange={(event) => setValues({ ...values, password: event.target.value })}
                error={Boolean(errors.password)}
                helperText={errors.password ? translate(errors.password) : ' '}
                autoComplete="current-password"
                fullWidth
                margin="dense"
                slotProps={{
                  htmlInput: { 'aria-required': true },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={translate(showPassword ? 'app.login.hide_password' : 'app.login.show_password')}
                          onClick={() => setShowPassword(!showPassword)}
                          size="large"
                        >
                          {showPassword ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              {problem && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {translate(problem)}
                </Alert>
              )}
              <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
                {translate(busy ? 'app.login.busy' : 'app.login.submit')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
