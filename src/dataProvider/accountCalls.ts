import { request } from './http';
import { at } from './json';

export interface Account {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  twoFactorEnabled: boolean;
  recoveryCodesLeft: number;
  twoFactorRequired: boolean;
  /** Signed in with a one-time password, which must be replaced first. */
  passwordChangeRequired: boolean;
}

export interface AccountSession {
  id: string;
  device: string;
  address: string;
  lastUsedAt: string;
  current: boolean;
}

/**
 * The calls of My account (server/src/account/account.routes.ts), methods of the data provider
 * (`useDataProvider<AppDataProvider>()`); failures are react-admin HttpErrors.
 */
export const accountCalls = {
  getAccount: async () => at((await request('GET', '/account')).json, 'account') as Account,
  getAccountSessions: async () => at((await request('GET', '/account/sessions')).json, 'sessions') as AccountSession[],
  endAccountSession: async (id: string) => {
    await request('DELETE', `/account/sessions/${encodeURIComponent(id)}`);
  },
  changePassword: async (currentPassword: string, newPassword: string) => {
    await request('PUT', '/account/password', { currentPassword, newPassword });
  },
  setUpTwoFactor: async () => (await request('POST', '/2fa/setup')).json as { secret: string; otpauthUrl: string },
  enableTwoFactor: async (code: string) =>
    at((await request('POST', '/2fa/enable', { code })).json, 'recoveryCodes') as string[],
  disableTwoFactor: async (password: string, code: string) => {
    await request('POST', '/2fa/disable', { password, code });
  },
  regenerateRecoveryCodes: async (code: string) =>
    at((await request('POST', '/2fa/recovery-codes', { code })).json, 'recoveryCodes') as string[],
};

export type AccountCalls = typeof accountCalls;
