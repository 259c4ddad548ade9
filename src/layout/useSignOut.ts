import { useLogout, useNotify } from 'react-admin';
import { session } from '../authProvider';
import { messages } from '#contract/rules';

/**
 * Signs the admin out, with the spec's toasts: 'Logout successfully', or 'Token Not Found' when the session has
 * already gone. The sidebar's Sign Out and the top bar's account menu both do it.
 */
export const useSignOut = () => {
  const logout = useLogout();
  const notify = useNotify();
  return () => {
    if (!session.token()) return notify(messages.tokenNotFound, { type: 'error' });
    void logout({}, '/', false);
    notify('app.menu.logout_success', { type: 'success' });
  };
};
