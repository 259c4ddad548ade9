import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { LoginError, loginSecondStep } from '../../authProvider';
import { UNEXPECTED_ERROR } from '../../dataProvider/http';

/**
 * The login's second step for an admin with two-factor sign-in: a code from the authenticator app, or one of the
 * recovery codes instead. A wrong code shows the server's message under the field.
 */
export const TwoFactorStep = ({
  challenge,
  translate,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  translate: (key: string) => string;
  onSignedIn: () => void;
  /** Back to the first step (the challenge expired, or another account). */
  onRestart: () => void;
}) => {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`app.login.two_factor.${key}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setProblem(t('code_required'));
    setProblem(undefined);
    setBusy(true);
    try {
      await loginSecondStep(recovery ? { challenge, recoveryCode: value.trim() } : { challenge, code: value });
      onSignedIn();
    } catch (error) {
      setProblem(
        translate(error instanceof LoginError && error.kind === 'rejected' ? error.message : UNEXPECTED_ERROR),
      );
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('heading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t(recovery ? 'recovery_help' : 'code_help')}
      </Typography>
      <TextField
        key={recovery ? 'recovery' : 'code'}
        id="login-second-factor"
        label={t(recovery ? 'recovery_code' : 'code')}
        value={value}
        onChange={(event) =>
          setValue(recovery ? event.target.value : event.target.value.replace(/\D/g, '').slice(0, 6))
        }
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        autoComplete="one-time-code"
        autoFocus
        fullWidth
        margin="dense"
        slotProps={{
          htmlInput: recovery
            ? { 'aria-required': true }
            : { inputMode: 'numeric', maxLength: 6, 'aria-required': true },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Link
          component="button"
          type="button"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setProblem(undefined);
          }}
        >
          {t(recovery ? 'use_code' : 'use_recovery')}
        </Link>
        <Link component="button" type="button" onClick={onRestart}>
          {t('back')}
        </Link>
      </Box>
      {problem === UNEXPECTED_ERROR && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('app.login.request_failed')}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 2 }}>
        {t(busy ? 'verifying' : 'verify')}
      </Button>
    </form>
  );
};
