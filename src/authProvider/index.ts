import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import { isInterfaceLanguage } from '#contract/interface-languages';
import { messages } from '#contract/rules';
import { request } from '../dataProvider/http';
import { at } from '../dataProvider/json';
import { endExpiredSession, session } from '../dataProvider/session';
import { rememberLanguage, storedLanguage } from '../i18n/language';

export { SESSION_EXPIRED, endExpiredSession, session } from '../dataProvider/session';
export { useSessionExpiry } from './useSessionExpiry';

export const ADMIN_ONLY = messages.accessDenied;

/** Sign Out waits at most this long for the server to revoke the token; the session ends either way. */
export const LOGOUT_TIMEOUT_MS = 3000;

/** Why a login failed, as the login page tells the user (spec sections 2 and 8). */
export class LoginError extends Error {
  constructor(
    readonly kind: 'denied' | 'rejected' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** The password was right and the admin has two-factor sign-in: the login page asks for a code next. */
export class TwoFactorRequired extends Error {
  constructor(readonly challenge: string) {
    super('Two-factor sign-in required');
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Starts the session from a login's answer (the spec's, also answered by the second step). The admin's stored
 * interface language, when they have chosen one, becomes this browser's: the app opens in it. An admin who has none
 * yet keeps the one the login page showed (chosen in its menu, or the browser's): it is stored for them, as the top
 * bar's menu stores a choice, so that their next sign-in on any browser opens in it.
 */
const startSession = (json: unknown) => {
  const role = at(json, 'user.role');
  if (role !== 'Admin') throw new LoginError('denied', ADMIN_ONLY);
  const language = at(json, 'user.interfaceLanguage');
  if (isInterfaceLanguage(language)) rememberLanguage(language);
  session.start({
    token: text(at(json, 'token')),
    email: text(at(json, 'user.email')),
    id: text(at(json, 'user.roleID')),
    role,
  });
  const shown = storedLanguage();
  // Best effort: the session has started in that language whether or not the server keeps it.
  if (!isInterfaceLanguage(language) && shown)
    void request('PUT', '/account/language', { interfaceLanguage: shown }).catch(() => undefined);
};

const loginCall = async (path: string, body: Record<string, string>) => {
  try {
    return (await request('POST', path, body)).json;
  } catch (error) {
    if (!(error instanceof HttpError) || error.status === 0)
      throw new LoginError('failed', error instanceof Error ? error.message : '');
    if (error.status === 403) throw new LoginError('denied', ADMIN_ONLY);
    throw new LoginError('rejected', error.message);
  }
};

/**
 * The second step of a sign-in with two-factor: the challenge of the first with a code from the authenticator app
 * or a recovery code. Starts the session, or fails as `login` does (a wrong code is 'rejected').
 */
export const loginSecondStep = async (answer: { challenge: string; code?: string; recoveryCode?: string }) => {
  startSession(await loginCall('/login/2fa', answer));
};

/** react-admin's names of actions that the policy names otherwise. */
const raActions: Record<string, string> = { edit: 'update', show: 'read' };

/**
 * The policy (contract/permissions.ts, which reads every declaration) and the admin's access, loaded with the admin
 * app rather than with the login page, whose JavaScript budget they would break.
 */
const policy = async () => {
  const [{ accessStore }, { can, grantableResourceOf }] = await Promise.all([
    import('../access/access'),
    import('#contract/permissions'),
  ]);
  return { accessStore, can, grantableResourceOf };
};

export const authProvider: AuthProvider = {
  async login({ mobileNumber, password }: { mobileNumber: string; password: string }) {
    const json = await loginCall('/login', { mobileNumber, password });
    if (at(json, 'twoFactorRequired') === true) throw new TwoFactorRequired(text(at(json, 'challenge')));
    startSession(json);
    return { redirectTo: '/dashboard' };
  },

  /**
   * Ends the session at once and asks the server to revoke its token (best effort, beyond the spec): Sign Out goes to
   * `/` whether that call succeeds, fails, or hangs (then after LOGOUT_TIMEOUT_MS).
   */
  async logout() {
    const token = session.token();
    (await policy()).accessStore.clear();
    // Cleared before the call, so that a 401 answered to anything still in flight cannot alert 'Session expired'.
    session.clear();
    if (token)
      await request('POST', '/logout', undefined, { token, timeoutMs: LOGOUT_TIMEOUT_MS }).catch(() => undefined);
    return '/';
  },

  async checkAuth() {
    if (!session.current()) throw { redirectTo: '/', message: false };
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      endExpiredSession();
      throw { redirectTo: '/', message: false };
    }
    // A refusal means the admin's roles changed since the access was read: read it again, and screens follow.
    if (error?.status === 403) void (await policy()).accessStore.refresh()?.catch(() => undefined);
  },

  async getIdentity() {
    const current = session.current();
    if (!current) throw new Error('No session');
    return { id: current.id, fullName: 'Admin', email: current.email };
  },

  /** The admin's access (contract/permissions.ts `Access`), read once per session. */
  async getPermissions() {
    return session.current() ? (await policy()).accessStore.load() : undefined;
  },

  /**
   * react-admin's own checks (its buttons, lists) from the same policy. Its resources are data-provider entries: those
   * that are not a grantable resource (a reporter's posts, saved views) are left to the screens and the server.
   */
  async canAccess({ resource, action }: { resource: string; action: string }) {
    const { accessStore, can, grantableResourceOf } = await policy();
    if (!grantableResourceOf(resource)) return true;
    const access = await accessStore.load();
    return access !== undefined && can(access, resource, raActions[action] ?? action);
  },
};
