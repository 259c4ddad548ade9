import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jwt } from '../test/jwt';
import { ADMIN, signIn } from '../test/render';
import { session } from '../dataProvider/session';
import { useSessionExpiry } from './useSessionExpiry';

const MINUTE = 60_000;
const SESSION_KEYS = ['adminToken', 'adminEmail', 'adminId', 'role', 'sessionExpiresAt'];
const stored = () => Object.fromEntries(SESSION_KEYS.map((key) => [key, sessionStorage.getItem(key)]));
const noSession = Object.fromEntries(SESSION_KEYS.map((key) => [key, null]));

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSessionExpiry', () => {
  const Shell = () => {
    useSessionExpiry();
    return <p>Inside the layout</p>;
  };
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Login page</p>} />
          <Route path="/dashboard" element={<Shell />} />
        </Routes>
      </MemoryRouter>,
    );

  it('120 minutes after login clears the session, alerts and goes to /', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    signIn();
    vi.setSystemTime(new Date('2030-01-01T11:00:00Z'));
    renderAt('/dashboard');
    expect(screen.getByText('Inside the layout')).toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(60 * MINUTE - 1));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText('Inside the layout')).toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(1));
    expect(alert).toHaveBeenCalledOnce();
    expect(alert).toHaveBeenCalledWith('Session expired. You will be redirected to the login page.');
    expect(stored()).toEqual(noSession);
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it("ends the session when the token's exp says, here 30 minutes after login", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const now = Date.now() / 1000;
    session.start({ ...ADMIN, token: jwt({ sub: ADMIN.id, iat: now, exp: now + 30 * 60 }) });
    renderAt('/dashboard');
    void act(() => vi.advanceTimersByTime(30 * MINUTE - 1));
    expect(alert).not.toHaveBeenCalled();
    void act(() => vi.advanceTimersByTime(1));
    expect(alert).toHaveBeenCalledExactlyOnceWith('Session expired. You will be redirected to the login page.');
    expect(stored()).toEqual(noSession);
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('does nothing without a session', () => {
    vi.useFakeTimers();
    renderAt('/dashboard');
    void act(() => vi.advanceTimersByTime(200 * MINUTE));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText('Inside the layout')).toBeInTheDocument();
  });

  it('stops its timer when the layout unmounts (after Sign Out nothing alerts later)', () => {
    vi.useFakeTimers();
    signIn();
    const { unmount } = renderAt('/dashboard');
    unmount();
    void act(() => vi.advanceTimersByTime(121 * MINUTE));
    expect(alert).not.toHaveBeenCalled();
  });
});
