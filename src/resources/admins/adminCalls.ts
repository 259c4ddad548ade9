import { request } from '../../dataProvider/http';
import { at } from '../../dataProvider/json';

export interface Admin {
  roleID: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string;
  status: 'Active' | 'Inactive';
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
}

export interface NewAdmin {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  email: string;
  password: string;
}

/** The admins calls (server/src/routes/admins.routes.ts); failures are react-admin HttpErrors. */
export const adminCalls = {
  list: async () => at((await request('GET', '/admins')).json, 'admins') as Admin[],
  add: async ({ password, ...fields }: NewAdmin) => {
    const { json } = await request('POST', '/admins', password ? { ...fields, password } : fields);
    return { admin: at(json, 'admin') as Admin, oneTimePassword: at(json, 'oneTimePassword') as string | undefined };
  },
  setStatus: (id: string, status: Admin['status']) => request('PUT', `/admins/${encodeURIComponent(id)}`, { status }),
  resetTwoFactor: (id: string) => request('POST', `/admins/${encodeURIComponent(id)}/reset-2fa`),
};
