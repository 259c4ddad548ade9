import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { request } from '../dataProvider/http';
import { at } from '../dataProvider/json';
import { ACCOUNT_PATH } from './accountPath';

/**
 * What My account must settle before anything else: a one-time password to replace, or (REQUIRE_2FA) two-factor
 * sign-in to set up. The admin is kept on My account meanwhile; the server refuses every other call (403), and this
 * only spares the admin screens that cannot load.
 */
let due = false;
const listeners = new Set<() => void>();

/** Whether the account, as GET /api/account answers it, still has something to settle. */
const isDue = (account: unknown) =>
  at(account, 'passwordChangeRequired') === true ||
  (at(account, 'twoFactorRequired') === true && at(account, 'twoFactorEnabled') !== true);

export const accountGate = {
  /** From the account as GET /api/account answers it. */
  update(account: unknown) {
    due = isDue(account);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  due: () => due,
};

/** Asks once per session whether something is due, then keeps every navigation on My account while it is. */
export const useAccountGate = () => {
  const gated = useSyncExternalStore(accountGate.subscribe, accountGate.due);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    request('GET', '/account')
      .then(({ json }) => accountGate.update(at(json, 'account')))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (gated && pathname !== ACCOUNT_PATH) void navigate(ACCOUNT_PATH, { replace: true });
  }, [gated, pathname, navigate]);
};
