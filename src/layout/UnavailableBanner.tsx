import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { serverAvailability } from '../dataProvider/availability';
import { request } from '../dataProvider/http';

const waitMs = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * One calm line while the server says its database is down (issue 41), instead of a failed state on every screen:
 * reads wait and retry meanwhile (dataProvider/http.ts), the server's readiness is asked until it answers, and then
 * everything the screens read is read again.
 */
export const UnavailableBanner = () => {
  const unavailable = useSyncExternalStore(serverAvailability.subscribe, serverAvailability.isUnavailable);
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const wasUnavailable = useRef(unavailable);

  useEffect(() => {
    if (wasUnavailable.current && !unavailable) void queryClient.invalidateQueries();
    wasUnavailable.current = unavailable;
    if (!unavailable) return;
    let stopped = false;
    void (async () => {
      // A 503 is retried inside `request` (Retry-After apart); a server that cannot be reached at all, every 5 s.
      while (!stopped && serverAvailability.isUnavailable()) await request('GET', '/ready').catch(() => waitMs(5000));
    })();
    return () => {
      stopped = true;
    };
  }, [unavailable, queryClient]);

  if (!unavailable) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 1 }}>
      {translate('app.server.database_unavailable')}
    </Alert>
  );
};
