import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { endExpiredSession, session } from '../dataProvider/session';

/**
 * Ends the session when its token expires (its `exp` claim, else 120 minutes after login: spec sections 4 and 9):
 * clears it, tells the user, goes to `/`.
 *
 * @example
 * const AppLayout = () => {
 *   useSessionExpiry();
 *   return <Layout><Outlet /></Layout>;
 * };
 */
export const useSessionExpiry = () => {
  const navigate = useNavigate();
  useEffect(() => {
    const current = session.current();
    if (!current) return;
    const timer = window.setTimeout(
      () => {
        endExpiredSession();
        void navigate('/');
      },
      // setTimeout fires at once for delays past 2^31 - 1 ms; a session is far shorter than that.
      Math.max(0, current.expiresAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
};
