import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../downloads/saveFile';
import { CopyBox } from '../../layout/CopyBox';
import { errorMessage, type Account, type AppDataProvider } from '../../dataProvider';
import { AccountCard } from './AccountCard';

const onlyDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** A 6-digit code field with its submit button, as every 2FA step asks for one. */
const CodeForm = ({
  submitLabel,
  onSubmit,
  onCancel,
  withPassword = false,
}: {
  submitLabel: string;
  onSubmit: (code: string, password: string) => Promise<void>;
  /** Given where the form was opened by a button: Cancel puts the button back. */
  onCancel?: () => void;
  withPassword?: boolean;
}) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) return setProblem(translate('app.account.code_six_digits'));
    setBusy(true);
    setProblem(undefined);
    try {
      await onSubmit(code, password);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 400 }}>
      {withPassword && (
        <TextField
          label={translate('app.login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          fullWidth
          margin="dense"
        />
      )}
      <TextField
        label={translate('app.login.two_factor.code')}
        value={code}
        onChange={(event) => setCode(onlyDigits(event.target.value))}
        error={Boolean(problem)}
        helperText={problem ? translate(problem, { _: problem }) : ' '}
        autoComplete="one-time-code"
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate(submitLabel)}
        </Button>
        {onCancel && <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
      </Stack>
    </Box>
  );
};

/** The 10 new recovery codes, shown once, with Copy and Download as a text file. */
const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <Alert severity="info">{translate('app.account.recovery_codes_once')}</Alert>
      <CopyBox label={translate('app.account.recovery_codes')} lines={codes} />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          onClick={() =>
            saveFile(
              new Blob([`${translate('app.account.recovery_file_heading')}\n\n${codes.join('\n')}\n`], {
                type: 'text/plain',
              }),
              'newsroom-recovery-codes.txt',
            )
          }
        >
          {translate('app.account.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('app.account.saved_codes')}
        </Button>
      </Stack>
    </Stack>
  );
};

const Enrolment = ({ onEnabled }: { onEnabled: (codes: string[]) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [setup, setSetup] = useState<{ secret: string; qr: string }>();
  const start = async () => {
    try {
      const { secret, otpauthUrl } = await dataProvider.setUpTwoFactor();
      // SVG needs no canvas, so it renders the same in every browser (and in tests).
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, width: 200 });
      setSetup({ secret, qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  if (!setup)
    return (
      <Button variant="contained" onClick={() => void start()}>
        {translate('app.account.set_up')}
      </Button>
    );
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{translate('app.account.scan')}</Typography>
      <Box component="img" src={setup.qr} alt={translate('app.account.qr')} sx={{ width: 200, height: 200 }} />
      <Typography variant="body2">
        {translate('app.account.secret')}{' '}
        <Box component="code" data-testid="totp-secret" sx={{ fontSize: '1rem', wordBreak: 'break-all' }}>
          {setup.secret}
        </Box>
      </Typography>
      <CodeForm
        submitLabel="app.account.turn_on"
        onSubmit={async (code) => onEnabled(await dataProvider.enableTwoFactor(code))}
      />
    </Stack>
  );
};

/** Two-factor sign-in on My account: enrol (QR code and secret), new recovery codes, turn off. */
export const TwoFactorSettings = ({ account, onChange }: { account: Account; onChange: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [codes, setCodes] = useState<string[]>();
  const [action, setAction] = useState<'regenerate' | 'disable'>();

  const showCodes = (fresh: string[]) => {
    setCodes(fresh);
    setAction(undefined);
  };

  return (
    <AccountCard id="account-two-factor" heading={translate('app.login.two_factor.heading')}>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(undefined);
            onChange();
          }}
        />
      ) : account.twoFactorEnabled ? (
        <Stack spacing={1}>
          <Typography>{translate('app.account.two_factor_on', { smart_count: account.recoveryCodesLeft })}</Typography>
          {/* The chosen action's form takes the buttons' place, so each action has one button (and Cancel). */}
          {!action && (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" onClick={() => setAction('regenerate')}>
                {translate('app.account.new_codes')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setAction('disable')}>
                {translate('app.account.turn_off')}
              </Button>
            </Stack>
          )}
          {action === 'regenerate' && (
            <CodeForm
              key="regenerate"
              submitLabel="app.account.new_codes"
              onSubmit={async (code) => showCodes(await dataProvider.regenerateRecoveryCodes(code))}
              onCancel={() => setAction(undefined)}
            />
          )}
          {action === 'disable' && (
            <CodeForm
              key="disable"
              withPassword
              submitLabel="app.account.turn_off"
              onSubmit={async (code, password) => {
                await dataProvider.disableTwoFactor(password, code);
                notify('app.account.turned_off', { type: 'success' });
                setAction(undefined);
                onChange();
              }}
              onCancel={() => setAction(undefined)}
            />
          )}
        </Stack>
      ) : (
        <Stack spacing={1}>
          <Typography>{translate('app.account.two_factor_off')}</Typography>
          <Enrolment onEnabled={setCodes} />
        </Stack>
      )}
    </AccountCard>
  );
};
