import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileButton } from '../../layout/ProfileButton';
import { recorder } from '../../test/calls';
import { server } from '../../test/server';
import { currentLocation, findToast, renderScreen, signIn } from '../../test/render';
import { mockViewport } from '../../test/viewport';
import { MyAccount } from './MyAccount';

const account = (overrides: Record<string, unknown> = {}) => ({
  account: {
    roleID: 'admin-1',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada@example.com',
    mobileNumber: '9876543210',
    twoFactorEnabled: false,
    recoveryCodesLeft: 0,
    twoFactorRequired: false,
    ...overrides,
  },
});

const sessions = {
  sessions: [
    {
      id: 's-1',
      device: 'Chrome on Linux',
      address: '10.0.0.1',
      signedInAt: '2026-11-26T05:00:00.000Z',
      lastUsedAt: '2026-11-26T06:00:00.000Z',
      current: true,
    },
    {
      id: 's-2',
      device: 'Safari on iOS',
      address: '10.0.0.2',
      signedInAt: '2026-11-25T05:00:00.000Z',
      lastUsedAt: '2026-11-25T06:00:00.000Z',
      current: false,
    },
  ],
};

const codes = Array.from({ length: 10 }, (_, n) => `code${n}-abcde`);

describe('My account', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('enrols two-factor sign-in: QR code and secret, a code, then the 10 recovery codes once', async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/account', () => HttpResponse.json(account())),
      on('get', '/account/sessions', () => HttpResponse.json(sessions)),
      on('post', '/2fa/setup', () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Newsroom:9876543210?secret=JBSWY3DPEHPK3PXP',
        }),
      ),
      on('post', '/2fa/enable', () => HttpResponse.json({ recoveryCodes: codes })),
    );
    renderScreen(<MyAccount />, { path: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    // In a box of their own, one per line, with Copy.
    const box = await screen.findByRole('group', { name: 'Recovery codes' });
    expect(box.textContent).toBe(codes.join('\n'));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/2fa/enable')?.body).toEqual({ code: '123456' });
  });

  it('shows the server message for a wrong code', async () => {
    const { on } = recorder();
    server.use(
      on('get', '/account', () => HttpResponse.json(account())),
      on('get', '/account/sessions', () => HttpResponse.json(sessions)),
      on('post', '/2fa/setup', () =>
        HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }),
      ),
      on('post', '/2fa/enable', () => HttpResponse.json({ message: 'Invalid code' }, { status: 400 })),
    );
    renderScreen(<MyAccount />, { path: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
  });

  it('changes the password and ends another session', async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/account', () => HttpResponse.json(account())),
      on('get', '/account/sessions', () => HttpResponse.json(sessions)),
      on('put', '/account/password', () => HttpResponse.json({ message: 'Password changed successfully' })),
      on('delete', '/account/sessions/:id', () => HttpResponse.json({ message: 'Session ended' })),
    );
    renderScreen(<MyAccount />, { path: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current Password'), 'old password');
    await userEvent.type(screen.getByLabelText('New Password'), 'new password 1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await findToast('Password changed successfully');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password 1',
    });

    expect(screen.getByText('This session')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End the session of Safari on iOS at 10.0.0.2' }));
    await findToast('Session ended');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/account/sessions/s-2')).toBe(true);
  });

  it('refuses a short or common new password at the field, before any call', async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/account', () => HttpResponse.json(account())),
      on('get', '/account/sessions', () => HttpResponse.json(sessions)),
    );
    renderScreen(<MyAccount />, { path: '/account' });
    const field = await screen.findByLabelText('New Password');
    await userEvent.type(screen.getByLabelText('Current Password'), 'old password');
    for (const [password, message] of [
      ['bina1234', 'Password must be at least 12 characters'],
      ['qwerty123456', 'This password is one of the most common. Choose one that is harder to guess.'],
    ]) {
      await userEvent.clear(field);
      await userEvent.type(field, password);
      await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows one Turn off button; the form it opens has the other, and Cancel puts the first back', async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/account', () => HttpResponse.json(account({ twoFactorEnabled: true, recoveryCodesLeft: 10 }))),
      on('get', '/account/sessions', () => HttpResponse.json(sessions)),
      on('post', '/2fa/disable', () =>
        HttpResponse.json({ message: 'This code was already used. Wait for the next one.' }, { status: 400 }),
      ),
    );
    renderScreen(<MyAccount />, { path: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(screen.getAllByRole('button', { name: 'Turn off' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'New recovery codes' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('This code was already used. Wait for the next one.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/2fa/disable')?.body).toEqual({
      password: 'correct horse',
      code: '123456',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('button', { name: 'Turn off' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Authentication code' })).not.toBeInTheDocument();
  });

  it('shows the sessions as cards on a phone, each with its End, and no table', async () => {
    mockViewport(390);
    const { calls, on } = recorder();
    server.use(
      on('get', '/account', () => HttpResponse.json(account())),
      on('get', '/account/sessions', () => HttpResponse.json(sessions)),
      on('delete', '/account/sessions/:id', () => HttpResponse.json({ message: 'Session ended' })),
    );
    renderScreen(<MyAccount />, { path: '/account' });
    const region = await screen.findByRole('region', { name: 'Sessions' });
    const cards = await within(region).findAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^Chrome on LinuxThis sessionAddress10\.0\.0\.1Last used/),
      expect.stringMatching(/^Safari on iOSAddress10\.0\.0\.2Last used.*End$/),
    ]);
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(
      within(cards[1]).getByRole('button', { name: 'End the session of Safari on iOS at 10.0.0.2' }),
    );
    await findToast('Session ended');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/account/sessions/s-2')).toBe(true);
  });

  it('with REQUIRE_2FA, keeps an admin without it on My account', async () => {
    const { on } = recorder();
    server.use(
      on('get', '/account', () => HttpResponse.json(account({ twoFactorRequired: true }))),
      on('get', '/admin/:id', () => HttpResponse.json({ admin: { roleID: 'admin-1', profilePic: null } })),
    );
    renderScreen(<ProfileButton />, { path: '/dashboard' });
    await screen.findByRole('button', { name: 'Admin' });
    await vi.waitFor(() => expect(currentLocation()).toBe('/account'));
  });

  it('keeps an admin on a one-time password on My account, asking only for a new password', async () => {
    const { calls, on } = recorder();
    let mustChange = true;
    server.use(
      on('get', '/account', () => HttpResponse.json(account({ passwordChangeRequired: mustChange }))),
      on('get', '/admin/:id', () => HttpResponse.json({ admin: { roleID: 'admin-1', profilePic: null } })),
      on('put', '/account/password', () => {
        mustChange = false;
        return HttpResponse.json({ message: 'Password changed successfully' });
      }),
      on('get', '/account/sessions', () => HttpResponse.json(sessions)),
    );
    renderScreen(<ProfileButton />, { path: '/dashboard' });
    await vi.waitFor(() => expect(currentLocation()).toBe('/account'));

    renderScreen(<MyAccount />, { path: '/account' });
    await screen.findByText('You signed in with a one-time password. Choose your own password to continue.');
    expect(screen.queryByRole('button', { name: 'Set up two-factor sign-in' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current Password'), 'one-time-pass');
    await userEvent.type(screen.getByLabelText('New Password'), 'my own password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await findToast('Password changed successfully');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      currentPassword: 'one-time-pass',
      newPassword: 'my own password',
    });
    await screen.findByRole('button', { name: 'Set up two-factor sign-in' });
    expect(
      screen.queryByText('You signed in with a one-time password. Choose your own password to continue.'),
    ).not.toBeInTheDocument();
  });
});
