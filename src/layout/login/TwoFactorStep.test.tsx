import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { recorder } from '../../test/calls';
import { server } from '../../test/server';
import { StandaloneLogin } from './StandaloneLogin';

const signedIn = {
  message: 'Login successfully',
  token: 'jwt-token',
  user: { roleID: 'admin-2', role: 'Admin', email: 'priya@example.com', firstName: 'Priya', lastName: 'Nair' },
};

const passwordStep = async () => {
  await userEvent.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
};

describe('the login’s two-factor step', () => {
  it('asks for the code after the password and signs in with it', async () => {
    const { calls, on } = recorder();
    server.use(
      on('post', '/login', () => HttpResponse.json({ twoFactorRequired: true, challenge: 'challenge-1' })),
      on('post', '/login/2fa', () => HttpResponse.json(signedIn)),
    );
    const onSignedIn = vi.fn();
    render(<StandaloneLogin onSignedIn={onSignedIn} />);
    await passwordStep();
    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    await userEvent.type(code, '12 34 56');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('Login successfully'));
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/login', body: { mobileNumber: '9876543210', password: 'password123' } },
      { method: 'POST', path: '/login/2fa', body: { challenge: 'challenge-1', code: '123456' } },
    ]);
    expect(sessionStorage.getItem('adminToken')).toBe('jwt-token');
  });

  it("shows the server's 'Invalid code' under the field and stays on the step", async () => {
    const { on } = recorder();
    server.use(
      on('post', '/login', () => HttpResponse.json({ twoFactorRequired: true, challenge: 'challenge-1' })),
      on('post', '/login/2fa', () => HttpResponse.json({ message: 'Invalid code' }, { status: 401 })),
    );
    const onSignedIn = vi.fn();
    render(<StandaloneLogin onSignedIn={onSignedIn} />);
    await passwordStep();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('takes a recovery code instead, from the link', async () => {
    const { calls, on } = recorder();
    server.use(
      on('post', '/login', () => HttpResponse.json({ twoFactorRequired: true, challenge: 'challenge-1' })),
      on('post', '/login/2fa', () => HttpResponse.json(signedIn)),
    );
    const onSignedIn = vi.fn();
    render(<StandaloneLogin onSignedIn={onSignedIn} />);
    await passwordStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[1].body).toEqual({ challenge: 'challenge-1', recoveryCode: 'abcde-fghjk' });
  });
});
