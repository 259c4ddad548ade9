import { setupServer } from 'msw/node';

/**
 * The msw server for component and data-provider tests. Tests add handlers for the calls they expect with
 * `server.use(...)`; any other request fails the test (onUnhandledRequest: 'error').
 */
export const server = setupServer();

/** The API base the app calls in tests (jsdom's origin + /api). */
export const api = (path: string) => new URL(`/api${path}`, window.location.origin).toString();
