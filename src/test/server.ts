import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { builtInRoles } from '#contract/permissions';

/** The API base the app calls in tests (jsdom's origin + /api). */
export const api = (path: string) => new URL(`/api${path}`, window.location.origin).toString();

/**
 * The msw server for component and data-provider tests. Tests add handlers for the calls they expect with
 * `server.use(...)`; any other request fails the test (onUnhandledRequest: 'error'). The defaults are the server's
 * answer to Sign Out, which any screen with the menu may send, and My account's, which the top bar asks once to learn
 * whether two-factor enrolment is due (REQUIRE_2FA; here it is not); tests of them replace them. Every list asks
 * for its saved views and every review dialog announces its presence: by default there are none and nobody else.
 * The signed-in admin is an Owner (tests of other roles answer /me/permissions themselves), and the roles an admin may
 * hold are the built-in ones. The top bar's bell has no notifications, and a record's review desk no assignee nor
 * notes (issue 44).
 */
export const server = setupServer(
  http.post(api('/logout'), () => HttpResponse.json({ message: 'Logout successfully' })),
  http.get(api('/account'), () =>
    HttpResponse.json({ account: { twoFactorEnabled: false, twoFactorRequired: false, recoveryCodesLeft: 0 } }),
  ),
  http.get(api('/me/permissions'), () => HttpResponse.json({ roles: ['Owner'], permissions: builtInRoles.Owner })),
  http.get(api('/roles'), () =>
    HttpResponse.json({
      roles: Object.entries(builtInRoles).map(([name, permissions], index) => ({
        roleId: `role-${index + 1}`,
        name,
        builtIn: true,
        permissions,
        admins: 0,
      })),
    }),
  ),
  http.get(api('/views'), () => HttpResponse.json({ views: [] })),
  http.put(api('/presence'), () => HttpResponse.json({ viewers: [] })),
  http.delete(api('/presence'), () => HttpResponse.json({ viewers: [] })),
  http.get(api('/notifications'), () => HttpResponse.json({ notifications: [], unread: 0 })),
  http.get(api('/desk/admins'), () => HttpResponse.json({ admins: [] })),
  http.get(api('/assign/:resource'), () => HttpResponse.json({ assignees: [] })),
  http.get(api('/notes/:resource/:id'), () => HttpResponse.json({ notes: [] })),
);
