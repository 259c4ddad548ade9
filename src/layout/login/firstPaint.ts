import { session } from '../../dataProvider/session';
import { directionOf, preferredLanguage } from '../../i18n/language';
import { themeMode } from '../themeMode';

/**
 * Whether the page opens on the login page as its own first screen (main.tsx): at `/` without a session. Anywhere
 * else, or with a session, the admin app starts (and at `/` with a session goes on to the dashboard).
 */
export const opensOnLogin = (pathname: string) => pathname === '/' && !session.current();

/**
 * The attribute of the element around the login form that index.html carries, prerendered at build time
 * (vite.config.ts `prerenderLogin`), until React renders the real form in its place.
 */
export const PRERENDERED = 'data-prerendered';

/** On the prerendered form: Login was pressed on it (the script had not taken over yet). */
const SUBMITTED = 'data-submitted';

/**
 * On <html>: the prerendered (English) form stays hidden, as the page opens on the admin app, or on the login page in
 * another language.
 */
export const OPENS_APP = 'data-opens-app';

/** On <html>: the mode (light or dark) the prerendered login form paints in. */
export const COLOR_SCHEME = 'data-color-scheme';

/** The element index.html lists the admin app's chunks in (vite.config.ts `listAdminAppChunks`). */
export const ADMIN_APP_CHUNKS = 'admin-app-chunks';

/** The admin app's chunks, as index.html lists them. */
export const adminAppChunks = () => {
  const listed = document.getElementById(ADMIN_APP_CHUNKS)?.textContent;
  return listed ? (JSON.parse(listed) as string[]) : [];
};

const moduleScript = (type: 'script' | 'link', attributes: Record<string, string>) =>
  // `crossOrigin` as Vite gives its own module scripts and preloads, so that a preload is the fetch they reuse.
  document.head.append(Object.assign(document.createElement(type), { crossOrigin: '', ...attributes }));

const whenParsed = (then: () => void) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
};

/** Calls `then` once the page's first content is on screen (without paint timing: after the next frame). */
const whenPainted = (then: () => void) => {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    // A task queued from an animation frame runs once that frame has painted.
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
};

/**
 * What index.html runs before its first paint, inline in its head (built by vite.config.ts `prerenderLogin`, allowed
 * by its hash in the Content Security Policy), given the first screen's code (`entry`). It picks the mode the
 * prerendered login form paints in, as the app would, and runs the first screen's code once the page is parsed:
 * - on the login page after the form has painted: its code is not needed for that paint, so nothing is fetched or
 *   run before it. Until React's form replaces the prerendered one, that form does not submit: its values, and a
 *   Login pressed, carry over to React's;
 * - on any other address, or with a session, hiding that form (no flash of it before the app) and fetching the
 *   first screen's code and the admin app's chunks at once;
 * - in another language than English (issue 43), whose texts the prerendered form does not have, hiding it too and
 *   running the first screen's code at once. `<html lang dir>` are the language's from the start.
 */
export const paintFirstScreen = (entry: string) => {
  const root = document.documentElement;
  root.setAttribute(COLOR_SCHEME, themeMode(matchMedia('(prefers-color-scheme: dark)').matches));
  const language = preferredLanguage();
  root.lang = language;
  root.dir = directionOf(language);
  const run = () => whenParsed(() => moduleScript('script', { type: 'module', src: entry }));
  if (opensOnLogin(location.pathname) && language !== 'en') {
    root.setAttribute(OPENS_APP, '');
    run();
    return;
  }
  if (opensOnLogin(location.pathname)) {
    document.addEventListener('submit', (event) => {
      if (!(event.target instanceof Element && event.target.closest(`[${PRERENDERED}]`))) return;
      event.preventDefault();
      event.target.setAttribute(SUBMITTED, '');
    });
    whenPainted(run);
    return;
  }
  root.setAttribute(OPENS_APP, '');
  for (const href of [entry, ...adminAppChunks()]) moduleScript('link', { rel: 'modulepreload', href });
  run();
};

type LoginField = 'mobileNumber' | 'password';

/**
 * What was typed into the prerendered login form (or filled in by a password manager), the field in focus, and
 * whether Login was pressed.
 */
export interface TypedBeforeScript {
  values: Record<LoginField, string>;
  focused?: LoginField;
  /** The caret (or the selected text) in the field in focus, as offsets into its value. */
  selection?: { start: number; end: number; direction: 'forward' | 'backward' | 'none' };
  submitted: boolean;
}

/** Removes what index.html carries of the prerendered login form: its style sheet, and its markup if still there. */
export const removePrerendered = () => {
  for (const element of document.querySelectorAll(`[${PRERENDERED}]`)) element.remove();
};

/**
 * Follows the prerendered login form from now on. The function returned is for React's form once it has replaced
 * the prerendered one (the prerendered fields keep their values once out of the page): it removes the prerendered
 * form's style sheet and tells what was done on the form. Undefined when the page has no prerendered form (Vite's
 * dev server, tests).
 */
export const followPrerenderedForm = (): (() => TypedBeforeScript) | undefined => {
  const form = document.querySelector<HTMLFormElement>(`[${PRERENDERED}] form`);
  if (!form) return undefined;
  const field = (name: LoginField) => form.elements.namedItem(name) as HTMLInputElement;
  const nameOf = (element: EventTarget | Element | null) =>
    (['mobileNumber', 'password'] as const).find((name) => field(name) === element);
  let focused = nameOf(document.activeElement);
  form.addEventListener('focusin', (event) => (focused = nameOf(event.target)));
  // The browser also blurs a field that leaves the page (React's form replacing this one), which keeps its place as
  // the one in focus: only once the form is still there after the blur has the user left it.
  form.addEventListener('focusout', () =>
    queueMicrotask(() => {
      if (form.isConnected) focused = nameOf(document.activeElement);
    }),
  );
  return () => {
    removePrerendered();
    const submitted = form.hasAttribute(SUBMITTED);
    // Told once: a second call (React's development mode runs effects twice) must not send the form again.
    form.removeAttribute(SUBMITTED);
    // A field keeps its caret out of the page too.
    const input = focused && field(focused);
    return {
      values: { mobileNumber: field('mobileNumber').value, password: field('password').value },
      focused,
      selection: input
        ? {
            start: input.selectionStart ?? input.value.length,
            end: input.selectionEnd ?? input.value.length,
            direction: input.selectionDirection ?? 'none',
          }
        : undefined,
      submitted,
    };
  };
};
