import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { openEventStream, type LiveEvent } from './eventStream';

type Listener = (event: LiveEvent) => void;

const LiveContext = createContext<{ subscribe(listener: Listener): () => void } | undefined>(undefined);

/**
 * One event stream for the whole signed-in app; screens subscribe with useLiveEvents. The dashboard's figures are
 * refetched on any change, as they count what changed.
 */
export const LiveProvider = ({ children }: { children: ReactNode }) => {
  const listeners = useRef(new Set<Listener>());
  const queryClient = useQueryClient();
  useEffect(
    () =>
      openEventStream((event) => {
        // Presence and saved views count nothing the dashboard shows.
        if (event.resource !== 'presence' && event.resource !== 'savedViews')
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
        for (const listener of listeners.current) listener(event);
      }),
    [queryClient],
  );
  const value = useMemo(
    () => ({
      subscribe: (listener: Listener) => {
        listeners.current.add(listener);
        return () => {
          listeners.current.delete(listener);
        };
      },
    }),
    [],
  );
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
};

/** Calls `onEvent` for every change on the stream (none outside a LiveProvider, e.g. in component tests). */
export const useLiveEvents = (onEvent: Listener) => {
  const live = useContext(LiveContext);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => live?.subscribe((event) => handler.current(event)), [live]);
};
