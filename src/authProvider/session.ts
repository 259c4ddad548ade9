/**
 * The browser session of spec section 3, kept in session storage so that it ends with the tab.
 * Keys are named here once; nothing else reads session storage directly.
 */
export const SESSION_MINUTES = 120;

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
    sessionStorage.setItem(keys.expiresAt, String(now + SESSION_MINUTES * 60_000));
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
