import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The API base the app calls in tests (jsdom's origin + /api). */
export const api = (path: string) => new URL(`/api${path}`, window.location.origin).toString();

/**
 * The msw server for component and data-provider tests. Tests add handlers for the calls they expect with
 * `server.use(...)`; any other request fails the test (onUnhandledRequest: 'error'). The one default is the server's
 * answer to Sign Out, which any screen with the menu may send; tests of it replace it with a recording handler.
 */
export const server = setupServer(
  http.post(api('/logout'), () => HttpResponse.json({ message: 'Logout successfully' })),
);
