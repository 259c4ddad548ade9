import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from './authProvider/session';
import { StandaloneLogin } from './layout/login/StandaloneLogin';
import { loginNotice } from './layout/login/loginNotice';

const root = createRoot(document.getElementById('root')!);
const loadApp = () => import('./App');

const startApp = async () => {
  const { App, preloadRoute } = await loadApp();
  preloadRoute(window.location.pathname);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

// The first screen without a session is the login page: it gets only its own code, and the admin app loads while
// the user types (after the first paint, when the browser is idle).
if (window.location.pathname === '/' && !session.current()) {
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
  );
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  requestAnimationFrame(() => whenIdle(() => void loadApp().then(({ preloadShell }) => preloadShell())));
} else {
  void startApp();
}
