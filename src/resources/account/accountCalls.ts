import { request } from '../../dataProvider/http';
import { at } from '../../dataProvider/json';

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

/** The calls of My account (server/src/routes/account.routes.ts); failures are react-admin HttpErrors. */
export const accountCalls = {
  get: async () => at((await request('GET', '/account')).json, 'account') as Account,
  sessions: async () => at((await request('GET', '/account/sessions')).json, 'sessions') as AccountSession[],
  endSession: (id: string) => request('DELETE', `/account/sessions/${encodeURIComponent(id)}`),
  changePassword: (currentPassword: string, newPassword: string) =>
    request('PUT', '/account/password', { currentPassword, newPassword }),
  setup: async () => (await request('POST', '/2fa/setup')).json as { secret: string; otpauthUrl: string },
  enable: async (code: string) =>
    at((await request('POST', '/2fa/enable', { code })).json, 'recoveryCodes') as string[],
  disable: (password: string, code: string) => request('POST', '/2fa/disable', { password, code }),
  regenerate: async (code: string) =>
    at((await request('POST', '/2fa/recovery-codes', { code })).json, 'recoveryCodes') as string[],
};
