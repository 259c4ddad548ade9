import { ADMIN_ONLY, LoginError, TwoFactorRequired } from '../../authProvider';
import { UNEXPECTED_ERROR } from '../../dataProvider/http';
import type { LoginProblem } from './LoginForm';

/**
 * What a failed login shows (spec sections 2 and 8): a toast, and for a refused or unreachable login a line under the
 * form. A non-Admin role gets the toast only. A right password of an admin with two-factor sign-in is no failure: its
 * challenge goes to the second step.
 */
export const loginFailure = (error: unknown): { toast: string; problem?: LoginProblem } | { challenge: string } => {
  if (error instanceof TwoFactorRequired) return { challenge: error.challenge };
  const kind = error instanceof LoginError ? error.kind : 'failed';
  if (kind === 'denied') return { toast: ADMIN_ONLY };
  if (kind === 'rejected') return { toast: (error as Error).message, problem: 'app.login.invalid_credentials' };
  return { toast: UNEXPECTED_ERROR, problem: 'app.login.request_failed' };
};
