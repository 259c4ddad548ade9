import { Button, Dialog, DialogActions, DialogContent, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { checkFields, normalizeMobileNumber, rules } from '#contract/rules';
import { DialogHeader } from '../../forms/DialogHeader';
import { errorMessage } from '../../dataProvider';
import { adminCalls, type NewAdmin } from './adminCalls';

const fields = [
  { source: 'firstName', label: 'app.reporters.fields.firstName', autoComplete: 'off' },
  { source: 'lastName', label: 'app.reporters.fields.lastName', autoComplete: 'off' },
  { source: 'mobileNumber', label: 'app.form.mobile_number', autoComplete: 'off' },
  { source: 'email', label: 'app.admins.email', autoComplete: 'off' },
  { source: 'password', label: 'app.admins.password', autoComplete: 'new-password' },
] as const;

/**
 * Add Admin: the reporter's name, number and email rules; a password set here, or a generated one-time password
 * that `onAdded` gets to show once.
 */
export const AddAdminDialog = ({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (name: string, oneTimePassword?: string) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<NewAdmin>({
    firstName: '',
    lastName: '',
    mobileNumber: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = {
      ...values,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
    };
    const found = checkFields(trimmed, rules.admin);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { admin, oneTimePassword } = await adminCalls.add(trimmed);
      notify('app.admins.added', { type: 'success' });
      onAdded(`${admin.firstName} ${admin.lastName}`, oneTimePassword);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-admin-title" fullWidth maxWidth="xs">
      <DialogHeader id="add-admin-title" title={translate('app.admins.add_title')} onClose={onClose} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent>
          {fields.map(({ source, label, autoComplete }) => (
            <TextField
              key={source}
              label={translate(label)}
              type={source === 'password' ? 'password' : source === 'email' ? 'email' : 'text'}
              value={values[source]}
              onChange={(event) =>
                setValues({
                  ...values,
                  [source]: source === 'mobileNumber' ? normalizeMobileNumber(event.target.value) : event.target.value,
                })
              }
              error={Boolean(errors[source])}
              helperText={errors[source] ?? (source === 'password' ? translate('app.admins.password_help') : ' ')}
              autoComplete={autoComplete}
              required={source !== 'password'}
              fullWidth
              margin="dense"
              slotProps={source === 'mobileNumber' ? { htmlInput: { inputMode: 'numeric', maxLength: 10 } } : undefined}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('app.form.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
