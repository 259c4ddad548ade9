import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { admins } from '#contract/resources/admins';
import { recorder } from '../test/calls';
import { server } from '../test/server';
import { ADMIN, findToast, renderScreen, signIn } from '../test/render';
import { ListScreen } from './ListScreen';

const me = {
  roleID: ADMIN.id,
  firstName: 'Ada',
  lastName: 'Admin',
  mobileNumber: '9876543210',
  email: 'ada@example.com',
  status: 'Active',
  twoFactorEnabled: true,
  lastSignInAt: '2026-11-26T05:00:00.000Z',
};
const priya = {
  roleID: 'admin-2',
  firstName: 'Priya',
  lastName: 'Nair',
  mobileNumber: '9876500001',
  email: 'priya@example.com',
  status: 'Active',
  twoFactorEnabled: true,
  lastSignInAt: null,
};

const AdminList = () => <ListScreen declarations={[admins]} />;

/** The table row that shows this text. */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('Settings > Admins, declared', () => {
  beforeEach(signIn);

  it('lists the admins with number, email, last sign-in, 2FA and status; not yourself to deactivate', async () => {
    const { on } = recorder();
    server.use(on('get', '/admins', () => HttpResponse.json({ admins: [me, priya] })));
    renderScreen(<AdminList />, { path: '/settings/admins' });
    const row = await rowOf('Priya');
    expect(within(row).getByText('Nair')).toBeInTheDocument();
    expect(within(row).getByText('9876500001')).toBeInTheDocument();
    expect(within(row).getByText('priya@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(row).getByText('On')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '2 Admins' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Priya Nair' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Ada Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate Ada Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset 2FA of Ada Admin' })).not.toBeInTheDocument();
  });

  it('adds an admin and shows the generated one-time password once', async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/admins', () => HttpResponse.json({ admins: [me] })),
      on('post', '/admins', () =>
        HttpResponse.json(
          { message: 'Admin Added successfully', admin: priya, oneTimePassword: 'Xy7-one-time-pass' },
          { status: 201 },
        ),
      ),
    );
    renderScreen(<AdminList />, { path: '/settings/admins' });
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Admin' });
    // Owner chosen, as the server gives an admin added without roles.
    expect(await within(dialog).findByRole('combobox', { name: /^Roles/ })).toHaveTextContent(/^Owner$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('First Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Mobile Number is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Priya');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Nair');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile Number' }), '98765 00001');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'priya@example.com');
    // A password the creator chooses: at least 12 characters and not a common one, said at the field.
    const password = within(dialog).getByLabelText('Password (leave empty for a one-time password)');
    for (const [typed, message] of [
      ['bina1234', 'Password must be at least 12 characters'],
      ['qwerty123456', 'This password is one of the most common. Choose one that is harder to guess.'],
    ]) {
      await userEvent.clear(password);
      await userEvent.type(password, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await findToast('Admin Added successfully');
    const handOver = 'One-time password for Priya Nair. It is shown only once: hand it over now.';
    expect(await screen.findByText(handOver)).toBeInTheDocument();
    // The password alone in its box, with Copy: not inside the sentence, where its full stop was copied with it.
    expect(screen.getByRole('group', { name: 'One-time password' }).textContent).toBe('Xy7-one-time-pass');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Priya',
      lastName: 'Nair',
      mobileNumber: '9876500001',
      email: 'priya@example.com',
      roles: ['role-1'],
    });
    // Shown once: closed, it is gone for good.
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(handOver)).not.toBeInTheDocument();
  });

  it("edits an admin's details with the spec's rules", async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/admins', () => HttpResponse.json({ admins: [me, priya] })),
      on('put', '/admins/:id', () =>
        HttpResponse.json({ message: 'Admin details updated successfully', admin: { ...priya, lastName: 'Menon' } }),
      ),
    );
    renderScreen(<AdminList />, { path: '/settings/admins' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Priya Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Admin' });
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    const lastName = within(dialog).getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(lastName);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Last Name is required')).toBeInTheDocument();
    await userEvent.type(lastName, 'Menon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await findToast('Admin details updated successfully');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/admins/admin-2',
      body: { firstName: 'Priya', lastName: 'Menon', mobileNumber: '9876500001', email: 'priya@example.com' },
    });
  });

  it("deactivates, shows the server's refusal, and resets 2FA after confirming", async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/admins', () => HttpResponse.json({ admins: [me, priya] })),
      on('put', '/admins/:id', () =>
        HttpResponse.json({ message: 'At least one active admin is required' }, { status: 409 }),
      ),
      on('post', '/admins/:id/reset-2fa', () =>
        HttpResponse.json({ message: 'Two-factor sign-in reset', admin: { ...priya, twoFactorEnabled: false } }),
      ),
    );
    renderScreen(<AdminList />, { path: '/settings/admins' });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Priya Nair' }));
    await findToast('At least one active admin is required');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/admins/admin-2',
      body: { status: 'Inactive' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Reset 2FA of Priya Nair' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await findToast('Two-factor sign-in reset');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/admins/admin-2/reset-2fa')).toBe(true);
  });
});
