import { isRow } from './json';

/**
 * The browser session of spec section 3, kept in session storage so that it ends with the tab.
 * Keys are named here once; nothing else reads session storage directly.
 */

/** The spec's session length, for a token whose expiry cannot be read (the server's default token lifetime). */
export const FALLBACK_SESSION_MINUTES = 120;

const MINUTE = 60_000;

const claimsOf = (token: string) => {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isRow(claims) ? claims : undefined;
  } catch {
    return undefined;
  }
};

const isSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * When the session of a token ends (ms since the epoch): when the token does, by its `exp` claim (the server's
 * TOKEN_TTL_MINUTES decides), else FALLBACK_SESSION_MINUTES after `now`. The signature is not checked here: the
 * server does that on every call. With `iat` too, the token's lifetime is counted from `now`, so a browser clock
 * that is off does not cut the session short (or stretch it).
 *
 * @example
 * sessionEnd(token, Date.now()); // login at 10:00 with a 30-minute token: 10:30
 */
export const sessionEnd = (token: string, now: number) => {
  const claims = claimsOf(token);
  const exp = claims?.exp;
  const iat = claims?.iat;
  if (!isSeconds(exp)) return now + FALLBACK_SESSION_MINUTES * MINUTE;
  return isSeconds(iat) ? now + (exp - iat) * 1000 : exp * 1000;
};

const keys = {
  token: 'adminToken',
  email: 'adminEmail',
  id: 'adminId',
  role: 'role',
  expiresAt: 'sessionExpiresAt',
  lastLocation: 'lastLocation',
  viewLocation: 'viewLocation',
} as const;

export interface AdminSession {
  token: string;
  email: string;
  id: string;
  role: string;
  expiresAt: number;
}

export const session = {
  start({ token, email, id, role }: Omit<AdminSession, 'expiresAt'>, now = Date.now()) {
    sessionStorage.setItem(keys.token, token);
    sessionStorage.setItem(keys.email, email);
    sessionStorage.setItem(keys.id, id);
    sessionStorage.setItem(keys.role, role);
    sessionStorage.setItem(keys.expiresAt, String(sessionEnd(token, now)));
  },

  /** The admin session, or undefined when there is none, it is not an admin's, or it has run out. */
  current(now = Date.now()): AdminSession | undefined {
    const token = sessionStorage.getItem(keys.token);
    const role = sessionStorage.getItem(keys.role);
    const expiresAt = Number(sessionStorage.getItem(keys.expiresAt));
    if (!token || role !== 'Admin' || !(expiresAt > now)) return undefined;
    return {
      token,
      role,
      expiresAt,
      email: sessionStorage.getItem(keys.email) ?? '',
      id: sessionStorage.getItem(keys.id) ?? '',
    };
  },

  token: () => sessionStorage.getItem(keys.token),

  clear() {
    for (const key of Object.values(keys)) sessionStorage.removeItem(key);
  },

  /** Where the reporter detail page's back link returns to (spec: "last list location"). */
  lastLocation: {
    get: () => sessionStorage.getItem(keys.lastLocation),
    set: (path: string) => sessionStorage.setItem(keys.lastLocation, path),
  },
  viewLocation: {
    get: () => sessionStorage.getItem(keys.viewLocation),
    set: (path: string) => sessionStorage.setItem(keys.viewLocation, path),
  },
};

export const SESSION_EXPIRED = 'Session expired. You will be redirected to the login page.';

/** Ends the session once, however many calls notice at the same time that it has expired, and tells the user. */
export const endExpiredSession = () => {
  if (!session.token()) return;
  session.clear();
  window.alert(SESSION_EXPIRED);
};
