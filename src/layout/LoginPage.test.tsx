import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recorder } from '../test/calls';
import { currentLocation, findToast, renderScreen, signIn } from '../test/render';
import { server } from '../test/server';
import { LoginPage } from './LoginPage';

const renderLogin = () =>
  renderScreen(<LoginPage />, { path: '/', route: '/', routes: { '/dashboard': <h1>Dashboard screen</h1> } });

const mobile = () => screen.getByLabelText('Mobile Number');
const password = () => screen.getByLabelText('Password');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Login' }));

const fillIn = async (number = '9876543210', secret = 'password123') => {
  await userEvent.type(mobile(), number);
  await userEvent.type(password(), secret);
};

const answer = (role: string) => ({
  message: 'Login successfully',
  token: 'jwt-token',
  user: { roleID: 'admin-1', role, email: 'admin@example.com', firstName: 'Asha', lastName: 'Rao' },
});

describe('Login page', () => {
  it('asks for both fields', async () => {
    renderLogin();
    await submit();
    expect(await screen.findByText('Mobile Number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(mobile()).toHaveAttribute('aria-invalid', 'true');
  });

  it('needs exactly 10 digits and a password of at least 8 characters', async () => {
    renderLogin();
    await fillIn('98765', 'short12');
    await submit();
    expect(await screen.findByText('Mobile Number must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.type(mobile(), '43210');
    await userEvent.type(password(), '8');
    await waitFor(() => expect(screen.queryByText('Mobile Number must be exactly 10 digits')).not.toBeInTheDocument());
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
  });

  it('strips non-digits and spaces from the mobile number and keeps at most 10 digits', async () => {
    renderLogin();
    await userEvent.type(mobile(), '98a 76-54 3');
    expect(mobile()).toHaveValue('9876543');
    await userEvent.type(mobile(), '21099');
    expect(mobile()).toHaveValue('9876543210');
    expect(mobile()).toHaveAttribute('maxlength', '10');
  });

  it('shows and hides the password', async () => {
    renderLogin();
    await userEvent.type(password(), 'password123');
    expect(password()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it("sends the credentials, reads 'Logging...' while busy, then toasts 'Login successfully' and goes to /dashboard", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls, on } = recorder();
    server.use(
      on('post', '/login', async () => {
        await held;
        return HttpResponse.json(answer('Admin'));
      }),
    );
    renderLogin();
    await fillIn('98765 43210', 'password123');
    await submit();
    expect(await screen.findByRole('button', { name: 'Logging...' })).toBeDisabled();
    release();
    expect(await findToast('Login successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/dashboard');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/login',
        search: '',
        auth: null,
        body: { mobileNumber: '9876543210', password: 'password123' },
      },
    ]);
    expect(sessionStorage.getItem('adminToken')).toBe('jwt-token');
  });

  it("refuses a role other than Admin with 'Access denied: Only Admin is allowed'", async () => {
    const { on } = recorder();
    server.use(on('post', '/login', () => HttpResponse.json(answer('Reporter'))));
    renderLogin();
    await fillIn();
    await submit();
    expect(await findToast('Access denied: Only Admin is allowed')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the server message as a toast and 'Invalid Credentials' inline on a non-200", async () => {
    const { on } = recorder();
    server.use(
      on('post', '/login', () => HttpResponse.json({ message: 'Invalid mobile number or password' }, { status: 401 })),
    );
    renderLogin();
    await fillIn();
    await submit();
    expect(await findToast('Invalid mobile number or password')).toBeInTheDocument();
    const inline = screen.getAllByRole('alert').find((node) => node.textContent === 'Invalid Credentials');
    expect(inline).toBeDefined();
    expect(currentLocation()).toBe('/');
  });

  it('shows the request error inline and the unexpected-error toast when the server cannot be reached', async () => {
    const { on } = recorder();
    server.use(on('post', '/login', () => HttpResponse.error()));
    renderLogin();
    await fillIn();
    await submit();
    expect(await findToast('An unexpected error occurred')).toBeInTheDocument();
    const inline = screen
      .getAllByRole('alert')
      .find((node) => node.textContent === 'There was an error processing your request. Please try again.');
    expect(inline).toBeDefined();
    expect(screen.queryByText('Invalid Credentials')).not.toBeInTheDocument();
  });

  it('sends an admin who is already signed in to /dashboard', async () => {
    signIn();
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
