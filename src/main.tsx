import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from './authProvider/session';
import { StandaloneLogin } from './layout/login/StandaloneLogin';
import { loginNotice } from './layout/login/loginNotice';

const root = createRoot(document.getElementById('root')!);
const loadApp = () => import('./App');

const startApp = async () => {
  const { App, preloadRoute } = await loadApp();
  preloadRoute(window.location);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

/** The admin app's chunks, fetched into the cache at idle priority without running them (see vite.config.ts). */
const prefetchApp = () => {
  const listed = document.getElementById('admin-app-chunks')?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href, as: 'script' });
    document.head.append(link);
  }
};

// The first screen without a session is the login page: it gets only its own code. The admin app's files come into
// the cache after the first paint, and the app is loaded (run) as soon as the user starts on the form, so it is
// ready by the time the password is typed without the page paying for it before anyone uses it.
if (window.location.pathname === '/' && !session.current()) {
  // As a transition React renders the form in slices of a few milliseconds, yielding to the browser in between,
  // instead of in one task of about 300 ms on a slow phone (Lighthouse's 4x CPU slowdown), which blocked input.
  startTransition(() =>
    root.render(
      <StrictMode>
        <StandaloneLogin
          onSignedIn={(notice) => {
            loginNotice.leave(notice);
            window.history.replaceState(null, '', '/dashboard');
            void startApp();
          }}
        />
      </StrictMode>,
    ),
  );
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  requestAnimationFrame(() => whenIdle(prefetchApp));
  const onFirstUse = () => {
    for (const type of firstUse) window.removeEventListener(type, onFirstUse, true);
    void loadApp().then(({ preloadShell }) => preloadShell());
  };
  const firstUse = ['focusin', 'pointerdown', 'keydown'] as const;
  for (const type of firstUse) window.addEventListener(type, onFirstUse, true);
} else {
  void startApp();
}
