import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { session } from '../../authProvider';
import { DialogHeader } from '../../forms/DialogHeader';
import { ListHeader } from '../../list/ListHeader';
import { errorMessage } from '../../dataProvider';
import { AddAdminDialog } from './AddAdminDialog';
import { adminCalls, type Admin } from './adminCalls';

const nameOf = (admin: Admin) => `${admin.firstName} ${admin.lastName}`;

/**
 * Settings > Admins: every admin (name, mobile number, email, last sign-in, 2FA, status), Add Admin, deactivate and
 * reactivate (the server refuses yourself and the last active admin, with its message), and Reset 2FA for an admin
 * who lost the device. Admins are few, so the list is one call and one page.
 */
export const AdminList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [admins, setAdmins] = useState<Admin[]>();
  const [adding, setAdding] = useState(false);
  const [handOver, setHandOver] = useState<{ name: string; password: string }>();
  const [resetting, setResetting] = useState<Admin>();
  const me = session.current()?.id;

  const load = useCallback(
    () =>
      adminCalls
        .list()
        .then(setAdmins)
        .catch((error: unknown) => notify(errorMessage(error), { type: 'error' })),
    [notify],
  );
  useEffect(() => void load(), [load]);

  const run = async (call: () => Promise<unknown>, success: string) => {
    try {
      await call();
      notify(success, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
    await load();
  };

  return (
    <Box>
      <Title title="app.admins.title" />
      <ListHeader>
        <span />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('app.admins.add_button')}
        </Button>
      </ListHeader>
      {handOver && (
        <Alert severity="warning" onClose={() => setHandOver(undefined)} sx={{ mb: 2 }}>
          {translate('app.admins.one_time_password', { name: handOver.name, password: handOver.password })}
        </Alert>
      )}
      {/* A region that scrolls sideways on a phone must take the keyboard's focus to be scrolled (WCAG 2.1.1). */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.admins.title')}>
        <Table aria-label={translate('app.admins.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.admins.name')}</TableCell>
              <TableCell>{translate('app.form.mobile_number')}</TableCell>
              <TableCell>{translate('app.admins.email')}</TableCell>
              <TableCell>{translate('app.admins.last_sign_in')}</TableCell>
              <TableCell>{translate('app.admins.two_factor')}</TableCell>
              <TableCell>{translate('app.list.status')}</TableCell>
              <TableCell>{translate('app.list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {admins?.map((admin) => (
              <TableRow key={admin.roleID}>
                <TableCell>
                  {nameOf(admin)} {admin.roleID === me && translate('app.admins.you')}
                </TableCell>
                <TableCell>{admin.mobileNumber}</TableCell>
                <TableCell>{admin.email}</TableCell>
                <TableCell>
                  {admin.lastSignInAt ? new Date(admin.lastSignInAt).toLocaleString() : translate('app.admins.never')}
                </TableCell>
                <TableCell>{translate(admin.twoFactorEnabled ? 'app.admins.on' : 'app.admins.off')}</TableCell>
                <TableCell>
                  <Chip size="small" label={admin.status} color={admin.status === 'Active' ? 'success' : 'default'} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    {admin.roleID !== me &&
                      (admin.status === 'Active' ? (
                        <Button
                          size="small"
                          aria-label={translate('app.admins.deactivate_label', { name: nameOf(admin) })}
                          onClick={() =>
                            void run(() => adminCalls.setStatus(admin.roleID, 'Inactive'), 'app.admins.deactivated')
                          }
                        >
                          {translate('app.admins.deactivate')}
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          aria-label={translate('app.admins.reactivate_label', { name: nameOf(admin) })}
                          onClick={() =>
                            void run(() => adminCalls.setStatus(admin.roleID, 'Active'), 'app.admins.reactivated')
                          }
                        >
                          {translate('app.admins.reactivate')}
                        </Button>
                      ))}
                    {admin.roleID !== me && admin.twoFactorEnabled && (
                      <Button
                        size="small"
                        aria-label={translate('app.admins.reset_two_factor_label', { name: nameOf(admin) })}
                        onClick={() => setResetting(admin)}
                      >
                        {translate('app.admins.reset_two_factor')}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {adding && (
        <AddAdminDialog
          onClose={() => setAdding(false)}
          onAdded={(name, password) => {
            setAdding(false);
            setHandOver(password ? { name, password } : undefined);
            void load();
          }}
        />
      )}
      {resetting && (
        <Dialog open onClose={() => setResetting(undefined)} aria-labelledby="reset-2fa-title">
          <DialogHeader
            id="reset-2fa-title"
            title={translate('app.admins.reset_confirm_title')}
            onClose={() => setResetting(undefined)}
          />
          <DialogContent>
            <DialogContentText>{translate('app.admins.reset_confirm', { name: nameOf(resetting) })}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setResetting(undefined)}>{translate('ra.action.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                const admin = resetting;
                setResetting(undefined);
                void run(() => adminCalls.resetTwoFactor(admin.roleID), 'app.admins.two_factor_reset');
              }}
            >
              {translate('ra.action.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
};
