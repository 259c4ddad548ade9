import type { Db } from '../db/client.js';

/**
 * What happened to an account, in the words the audit log (issue 28) will record. Every sign-in and account change
 * goes through `accountEvents.record`, inside the transaction of the change where there is one, so that the log can
 * be written with the change or not at all.
 */
export type AccountEvent =
  | { type: 'signIn'; userId: string; clientAddress: string; with: 'password' | 'code' | 'recoveryCode' }
  | { type: 'signInFailed'; mobileNumber: string; clientAddress: string; step: 'password' | 'code' }
  | { type: 'signOut' | 'sessionEnded'; userId: string; sessionId: string }
  | { type: 'passwordChanged'; userId: string }
  | { type: 'twoFactorEnrolled' | 'twoFactorDisabled' | 'recoveryCodesRegenerated'; userId: string }
  | { type: 'recoveryCodeUsed'; userId: string }
  | { type: 'adminAdded'; userId: string; byUserId: string }
  | { type: 'adminUpdated' | 'adminDeactivated' | 'adminReactivated'; userId: string; byUserId: string }
  | { type: 'twoFactorReset' | 'passwordReset'; userId: string; byUserId: string | 'command' };

export const accountEvents = {
  /** Nothing is kept yet: the audit log will write the event here, with `db` (the change's transaction). */
  async record(db: Db, event: AccountEvent): Promise<void> {
    void db;
    void event;
  },
};
