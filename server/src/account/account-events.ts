import { recordAudit, type AuditActor } from '../audit/audit-recorder.js';
import type { Db } from '../db/client.js';
import { userLabelsOf } from '../audit/record-labels.js';

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
  | { type: 'interfaceLanguageChanged'; userId: string; from: string | null; to: string }
  | { type: 'twoFactorEnrolled' | 'twoFactorDisabled' | 'recoveryCodesRegenerated'; userId: string }
  | { type: 'recoveryCodeUsed'; userId: string }
  | { type: 'twoFactorReset' | 'passwordReset'; userId: string; byUserId: string | 'command' };

/** Who did it: the admin acting on an account, else the account's own user; a failed sign-in has only a number. */
const actorOf = (event: AccountEvent): AuditActor => {
  const address = 'clientAddress' in event ? event.clientAddress : null;
  if (event.type === 'signInFailed') return { mobileNumber: event.mobileNumber, address };
  if ('byUserId' in event) return { userId: event.byUserId === 'command' ? null : event.byUserId, address };
  return { userId: event.userId, address };
};

const detailOf = (event: AccountEvent): Record<string, unknown> | undefined => {
  switch (event.type) {
    case 'signIn':
      return { with: event.with };
    case 'signInFailed':
      return { mobileNumber: event.mobileNumber, step: event.step };
    case 'signOut':
    case 'sessionEnded':
      return { sessionId: event.sessionId };
    case 'interfaceLanguageChanged':
      return { from: event.from, to: event.to };
    default:
      return 'byUserId' in event && event.byUserId === 'command' ? { by: 'command' } : undefined;
  }
};

export const accountEvents = {
  /** An audit entry for the event, written with `db` (the change's transaction where there is one). */
  async record(db: Db, event: AccountEvent): Promise<void> {
    const recordIds = 'userId' in event ? [event.userId] : [];
    await recordAudit(db, actorOf(event), {
      action: event.type,
      resource: 'byUserId' in event ? 'admins' : 'account',
      recordIds,
      detail: detailOf(event),
      labels: await userLabelsOf(db, recordIds),
    });
  },
};
