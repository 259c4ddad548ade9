import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { request } from '../../dataProvider/http';
import { at } from '../../dataProvider/json';
import { ACCOUNT_PATH } from './paths';

/**
 * REQUIRE_2FA in the app: an admin who must still set up two-factor sign-in is kept on My account until it is on.
 * The server refuses every other call meanwhile (403); this only spares the admin screens that cannot load.
 */
let mustEnrol = false;
const listeners = new Set<() => void>();

export const twoFactorGate = {
  set(value: boolean) {
    mustEnrol = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  mustEnrol: () => mustEnrol,
};

/** Asks once per session whether enrolment is due, then keeps every navigation on My account while it is. */
export const useTwoFactorGate = () => {
  const due = useSyncExternalStore(twoFactorGate.subscribe, twoFactorGate.mustEnrol);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    request('GET', '/account')
      .then(({ json }) =>
        twoFactorGate.set(
          at(json, 'account.twoFactorRequired') === true && at(json, 'account.twoFactorEnabled') !== true,
        ),
      )
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (due && pathname !== ACCOUNT_PATH) void navigate(ACCOUNT_PATH, { replace: true });
  }, [due, pathname, navigate]);
};
