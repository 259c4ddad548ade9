import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { recorder } from '../../test/calls';
import { server } from '../../test/server';
import { StandaloneLogin } from './StandaloneLogin';

const fillInAndSubmit = async () => {
  await userEvent.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
};

describe('Standalone login (the first screen, without react-admin)', () => {
  it("checks the fields with the spec's messages before calling", async () => {
    const { calls } = recorder();
    render(<StandaloneLogin onSignedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Mobile Number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("starts the admin app with 'Login successfully' once the admin is signed in", async () => {
    const { on } = recorder();
    server.use(
      on('post', '/login', () =>
        HttpResponse.json({
          message: 'Login successfully',
          token: 'jwt-token',
          user: { roleID: 'admin-1', role: 'Admin', email: 'admin@example.com', firstName: 'A', lastName: 'R' },
        }),
      ),
    );
    const onSignedIn = vi.fn();
    render(<StandaloneLogin onSignedIn={onSignedIn} />);
    await fillInAndSubmit();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('Login successfully'));
    expect(sessionStorage.getItem('adminToken')).toBe('jwt-token');
  });

  it("toasts the server's message and shows 'Invalid Credentials' inline when refused", async () => {
    const { on } = recorder();
    server.use(
      on('post', '/login', () => HttpResponse.json({ message: 'Invalid mobile number or password' }, { status: 401 })),
    );
    const onSignedIn = vi.fn();
    render(<StandaloneLogin onSignedIn={onSignedIn} />);
    await fillInAndSubmit();
    expect(await screen.findByText('Invalid mobile number or password')).toBeInTheDocument();
    expect(screen.getByText('Invalid Credentials')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
