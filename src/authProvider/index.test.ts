import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder } from '../test/calls';
import { jwt } from '../test/jwt';
import { ADMIN, signIn } from '../test/render';
import { server } from '../test/server';
import { ADMIN_ONLY, authProvider, LoginError, LOGOUT_TIMEOUT_MS, SESSION_EXPIRED, session } from './index';

const MINUTE = 60_000;
const SESSION_KEYS = ['adminToken', 'adminEmail', 'adminId', 'role', 'sessionExpiresAt'];
const stored = () => Object.fromEntries(SESSION_KEYS.map((key) => [key, sessionStorage.getItem(key)]));
const noSession = Object.fromEntries(SESSION_KEYS.map((key) => [key, null]));
const credentials = { mobileNumber: '9876543210', password: 'secret-pass' };

const loginAnswer = (role: string, token = 'jwt-token') => ({
  message: 'Login successfully',
  token,
  user: { roleID: 'admin-1', role, email: 'admin@example.com', firstName: 'Asha', lastName: 'Rao' },
});

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('login', () => {
  it('posts the credentials, stores the session values of section 3 and goes to /dashboard', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const { calls, on } = recorder();
    server.use(on('post', '/login', () => HttpResponse.json(loginAnswer('Admin'))));
    await expect(authProvider.login(credentials)).resolves.toEqual({ redirectTo: '/dashboard' });
    expect(calls).toEqual([{ method: 'POST', path: '/login', search: '', auth: null, body: credentials }]);
    expect(stored()).toEqual({
      adminToken: 'jwt-token',
      adminEmail: 'admin@example.com',
      adminId: 'admin-1',
      role: 'Admin',
      sessionExpiresAt: String(new Date('2030-01-01T12:00:00Z').getTime()),
    });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 'admin-1',
      fullName: 'Admin',
      email: 'admin@example.com',
    });
    await expect(authProvider.getPermissions!({})).resolves.toMatchObject({ everything: true });
  });

  it.each([
    [
      'iat and exp (a 30-minute token), counted from the login',
      { sub: 'admin-1', iat: 1_000, exp: 1_000 + 30 * 60 },
      '10:30',
    ],
    ['exp only', { sub: 'admin-1', exp: Date.parse('2030-01-01T10:45:00Z') / 1000 }, '10:45'],
    ['an exp that is no number', { sub: 'admin-1', exp: 'soon' }, '12:00'],
  ])('a token with %s ends the session then', async (_, claims, end) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const { on } = recorder();
    const token = jwt(claims);
    server.use(on('post', '/login', () => HttpResponse.json(loginAnswer('Admin', token))));
    await authProvider.login(credentials);
    expect(sessionStorage.getItem('sessionExpiresAt')).toBe(String(new Date(`2030-01-01T${end}:00Z`).getTime()));
    expect(sessionStorage.getItem('adminToken')).toBe(token);
  });

  it.each([
    ['a role other than Admin', () => HttpResponse.json(loginAnswer('Reporter'))],
    ['a 403', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })],
  ])("%s is denied with 'Access denied: Only Admin is allowed' and stores nothing", async (_, answer) => {
    const { on } = recorder();
    server.use(on('post', '/login', answer));
    const error = await authProvider.login(credentials).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ kind: 'denied', message: 'Access denied: Only Admin is allowed' });
    expect(ADMIN_ONLY).toBe('Access denied: Only Admin is allowed');
    expect(stored()).toEqual(noSession);
  });

  it.each([401, 400])('a %i is rejected with the server message', async (status) => {
    const { on } = recorder();
    server.use(
      on('post', '/login', () => HttpResponse.json({ message: 'Invalid mobile number or password' }, { status })),
    );
    const error = await authProvider.login(credentials).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ kind: 'rejected', message: 'Invalid mobile number or password' });
    expect(stored()).toEqual(noSession);
  });

  it('a network failure is a failed login', async () => {
    const { on } = recorder();
    server.use(on('post', '/login', () => HttpResponse.error()));
    const error = await authProvider.login(credentials).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect(error).toMatchObject({ kind: 'failed', message: 'An unexpected error occurred' });
    expect(stored()).toEqual(noSession);
  });
});

describe('checkAuth', () => {
  it('rejects to / without a token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/', message: false });
  });

  it('rejects when the stored role is not Admin', async () => {
    session.start({ ...ADMIN, role: 'Reporter' });
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/', message: false });
  });

  it('accepts a session until 120 minutes after login (a token without a readable exp), then rejects', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    signIn();
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z').getTime() + 120 * MINUTE - 1);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z').getTime() + 120 * MINUTE);
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/', message: false });
  });
});

describe('checkError', () => {
  it('a 401 clears the session, alerts once however many calls fail, and redirects to /', async () => {
    signIn();
    const results = await Promise.allSettled([
      authProvider.checkError({ status: 401 }),
      authProvider.checkError({ status: 401 }),
    ]);
    expect(results).toEqual([
      { status: 'rejected', reason: { redirectTo: '/', message: false } },
      { status: 'rejected', reason: { redirectTo: '/', message: false } },
    ]);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Session expired. You will be redirected to the login page.');
    expect(SESSION_EXPIRED).toBe('Session expired. You will be redirected to the login page.');
    expect(stored()).toEqual(noSession);
  });

  it.each([400, 403, 404, 500, 0])('a %i passes and keeps the session', async (status) => {
    signIn();
    await expect(authProvider.checkError({ status })).resolves.toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('adminToken')).toBe(ADMIN.token);
  });
});

describe('logout', () => {
  it('revokes the token on the server, clears the session (and the remembered locations) and returns /', async () => {
    signIn();
    session.lastLocation.set('/reporters/trash-reporter');
    session.viewLocation.set('/novels/active');
    const { calls, on } = recorder();
    server.use(on('post', '/logout', () => HttpResponse.json({ message: 'Logout successfully' })));
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(calls).toEqual([
      { method: 'POST', path: '/logout', search: '', auth: `Bearer ${ADMIN.token}`, body: undefined },
    ]);
    expect(stored()).toEqual(noSession);
    expect(session.lastLocation.get()).toBeNull();
    expect(session.viewLocation.get()).toBeNull();
    await expect(authProvider.getIdentity!()).rejects.toThrow('No session');
  });

  it.each([
    ['a refusal', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })],
    ['a server error', () => HttpResponse.json({ message: 'Database down' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('still signs out after %s, without the session-expired alert', async (_, answer) => {
    signIn();
    const { calls, on } = recorder();
    server.use(on('post', '/logout', answer));
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(calls).toHaveLength(1);
    expect(stored()).toEqual(noSession);
    expect(alert).not.toHaveBeenCalled();
  });

  it(`waits at most ${LOGOUT_TIMEOUT_MS} ms for a server that does not answer`, async () => {
    vi.useFakeTimers();
    signIn();
    const { calls, on } = recorder();
    server.use(on('post', '/logout', () => new Promise<never>(() => undefined)));
    let result: string | false | void | undefined;
    const signingOut = authProvider.logout({}).then((to) => {
      result = to;
    });
    await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS - 1);
    expect(stored()).toEqual(noSession);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await signingOut;
    expect(result).toBe('/');
    expect(calls).toHaveLength(1);
  });

  it('sends nothing without a session', async () => {
    const { calls, on } = recorder();
    server.use(on('post', '/logout', () => HttpResponse.json({ message: 'Logout successfully' })));
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(calls).toEqual([]);
  });
});
