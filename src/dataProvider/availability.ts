/**
 * Whether the server said, in its last answers, that a dependency of its own is down (503: the database or the media
 * store). The layout shows one banner while it is, rather than a failed state on every screen, and reads wait and
 * retry by themselves (see http.ts); the first answer that is not a 503 ends it.
 */
type Listener = () => void;

let unavailable = false;
const listeners = new Set<Listener>();

export const serverAvailability = {
  isUnavailable: () => unavailable,
  set(next: boolean) {
    if (next === unavailable) return;
    unavailable = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** How long to wait before asking again: the answer's Retry-After (seconds), within 1 to 30 s; 5 s without one. */
export const retryDelayMs = (response: Pick<Response, 'headers'>) => {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 30) * 1000 : 5000;
};
