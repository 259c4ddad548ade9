import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preferredLanguage } from './i18n/language';
import { showFirstScreen } from './i18n/showFirstScreen';
import { adminAppChunks, followPrerenderedForm, opensOnLogin, removePrerendered } from './layout/login/firstPaint';
import { StandaloneLogin } from './layout/login/StandaloneLogin';
import { loginNotice } from './layout/login/loginNotice';

const root = createRoot(document.getElementById('root')!);
const loadApp = () => import('./App');

/**
 * Renders the admin app. Opening the page (`whenRouteIsIn`), it first waits for the route's code, as the page shows
 * nothing yet anyway: a screen that suspends shows its content no sooner than 300 ms after its placeholder (React's
 * reveal of a suspended boundary), well after its code and its list have arrived. After the login it renders at once,
 * over the form.
 */
const startApp = async ({ whenRouteIsIn }: { whenRouteIsIn: boolean }) => {
  const { App, preloadRoute, prepareLanguage } = await loadApp();
  const routeIsIn = preloadRoute(window.location);
  // In the language this browser uses (after a login, the admin's stored one), its texts loaded before the first render.
  await prepareLanguage(preferredLanguage());
  if (whenRouteIsIn) await routeIsIn;
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

/** The admin app's chunks, fetched into the cache at idle priority without running them (see vite.config.ts). */
const prefetchApp = () => {
  for (const href of adminAppChunks()) {
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href, as: 'script' });
    document.head.append(link);
  }
};

// The first screen without a session is the login page: it gets only its own code. The admin app's files come into
// the cache after the first paint, and the app is loaded (run) as soon as the user starts on the form, so it is
// ready by the time the password is typed without the page paying for it before anyone uses it. The form rendered
// here replaces the one index.html carries (prerendered at build time), taking over what was typed into it; the app
// renders over that one too (hidden by then: firstPaint.ts).
/**
 * Renders the standalone login page in the language this browser used last or prefers (issue 43): English at once;
 * another once its texts, font and direction have loaded (index.html's prerendered form, English, stays hidden then).
 */
const startLogin = async () => {
  const takeOverPrerendered = followPrerenderedForm();
  const language = preferredLanguage();
  // Should its texts fail to load, the page stays in English.
  const translate = language === 'en' ? undefined : await showFirstScreen(language).catch(() => undefined);
  // As a transition React renders the form in slices of a few milliseconds, yielding to the browser in between,
  // instead of in one task of about 300 ms on a slow phone (Lighthouse's 4x CPU slowdown), which blocked input.
  startTransition(() =>
    root.render(
      <StrictMode>
        <StandaloneLogin
          takeOverPrerendered={takeOverPrerendered}
          translate={translate}
          onSignedIn={(notice) => {
            loginNotice.leave(notice);
            window.history.replaceState(null, '', '/dashboard');
            void startApp({ whenRouteIsIn: false });
          }}
        />
      </StrictMode>,
    ),
  );
};

if (opensOnLogin(window.location.pathname)) {
  void startLogin();
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  requestAnimationFrame(() => whenIdle(prefetchApp));
  const onFirstUse = () => {
    for (const type of firstUse) window.removeEventListener(type, onFirstUse, true);
    void loadApp().then(({ preloadShell }) => preloadShell());
  };
  const firstUse = ['focusin', 'pointerdown', 'keydown'] as const;
  for (const type of firstUse) window.addEventListener(type, onFirstUse, true);
} else {
  removePrerendered();
  void startApp({ whenRouteIsIn: true });
}
