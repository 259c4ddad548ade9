import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { passwordRules } from '#contract/passwords';
import { checkFields } from '#contract/rules';
import { errorMessage, type Account, type AccountSession, type AppDataProvider } from '../../dataProvider';
import { numericDateTime } from '../../format/dates';
import { AccountCard } from './AccountCard';
import { accountGate } from '../../authProvider/accountGate';
import { TwoFactorSettings } from './TwoFactorSettings';

const ChangePassword = ({ onChanged }: { onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFields(values, passwordRules.changePassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await dataProvider.changePassword(values.currentPassword, values.newPassword);
      notify('app.account.password_changed', { type: 'success' });
      setValues({ currentPassword: '', newPassword: '' });
      onChanged();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard id="account-password" heading={translate('app.account.password_heading')}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 400 }}>
        {(['currentPassword', 'newPassword'] as const).map((field) => (
          <TextField
            key={field}
            label={translate(`app.account.${field === 'currentPassword' ? 'current_password' : 'new_password'}`)}
            type="password"
            autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            error={Boolean(errors[field])}
            helperText={errors[field] ? translate(errors[field], { _: errors[field] }) : ' '}
            fullWidth
            margin="dense"
          />
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.account.password_note')}
        </Typography>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('app.account.change_password')}
        </Button>
      </Box>
    </AccountCard>
  );
};

const Sessions = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [sessions, setSessions] = useState<AccountSession[]>();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const load = useCallback(
    () =>
      dataProvider
        .getAccountSessions()
        .then(setSessions)
        .catch((error: unknown) => notify(errorMessage(error), { type: 'error' })),
    [dataProvider, notify],
  );
  useEffect(() => void load(), [load]);

  const end = async (session: AccountSession) => {
    try {
      await dataProvider.endAccountSession(session.id);
      notify('app.account.session_ended', { type: 'success' });
      await load();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  const endButton = (session: AccountSession) =>
    !session.current && (
      <Button
        size="small"
        onClick={() => void end(session)}
        aria-label={translate('app.account.end_session', { device: session.device, address: session.address })}
        sx={{ minHeight: 44, minWidth: 64 }}
      >
        {translate('app.account.end')}
      </Button>
    );
  const current = (session: AccountSession) =>
    session.current && <Chip size="small" label={translate('app.account.this_session')} />;
  const lastUsed = (session: AccountSession) => numericDateTime(session.lastUsedAt);

  return (
    <AccountCard id="account-sessions" heading={translate('app.account.sessions_heading')}>
      {isPhone ? (
        // On a phone each session is a card of its own: a table would scroll sideways, with End off screen.
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sessions?.map((session) => (
            <Box
              component="li"
              key={session.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" component="span">
                  {session.device}
                </Typography>
                {current(session)}
              </Stack>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate('app.account.address')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                  {session.address}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate('app.account.last_used')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {lastUsed(session)}
                </Typography>
              </Box>
              {endButton(session)}
            </Box>
          ))}
        </Stack>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.account.device')}</TableCell>
              <TableCell>{translate('app.account.address')}</TableCell>
              <TableCell>{translate('app.account.last_used')}</TableCell>
              <TableCell>{translate('app.list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions?.map((session) => (
              <TableRow key={session.id}>
                <TableCell>
                  {session.device} {current(session)}
                </TableCell>
                <TableCell>{session.address}</TableCell>
                <TableCell>{lastUsed(session)}</TableCell>
                <TableCell>{endButton(session)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AccountCard>
  );
};

/** My account: change my password, two-factor sign-in, my sessions (opened from the top bar's Admin label). */
export const MyAccount = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [account, setAccount] = useState<Account>();
  const load = useCallback(
    () =>
      dataProvider
        .getAccount()
        .then((fresh) => {
          setAccount(fresh);
          accountGate.update(fresh);
        })
        .catch((error: unknown) => notify(errorMessage(error), { type: 'error' })),
    [dataProvider, notify],
  );
  useEffect(() => void load(), [load]);
  const mustChangePassword = account?.passwordChangeRequired === true;
  const mustEnrol = !mustChangePassword && account?.twoFactorRequired && !account.twoFactorEnabled;

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="app.account.title" />
      <Typography variant="h5" component="h1">
        {translate('app.account.title')}
      </Typography>
      {mustChangePassword && <Alert severity="warning">{translate('app.account.password_change_required')}</Alert>}
      {mustEnrol && <Alert severity="warning">{translate('app.account.enrol_required')}</Alert>}
      {account && !mustChangePassword && <TwoFactorSettings account={account} onChange={() => void load()} />}
      {!mustEnrol && <ChangePassword onChanged={() => void load()} />}
      {!mustEnrol && !mustChangePassword && <Sessions />}
    </Stack>
  );
};
