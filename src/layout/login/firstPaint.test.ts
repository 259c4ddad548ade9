import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/render';
import { paintFirstScreen } from './firstPaint';

const ENTRY = '/assets/index-abc.js';
const CHUNKS = ['/assets/app-abc.js', '/assets/layout-abc.js'];

/** What the page loads: its module preloads and module scripts, in order. */
const loads = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload], script[type=module]')].map(
    (element) => `${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? element.getAttribute('src')}`,
  );

describe("index.html's first script (paintFirstScreen)", () => {
  let prefersDark = false;
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && prefersDark,
    }));
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="admin-app-chunks">${JSON.stringify(CHUNKS)}</script>`,
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    prefersDark = false;
    document.head.replaceChildren();
    document.documentElement.removeAttribute('data-color-scheme');
    document.documentElement.removeAttribute('data-opens-app');
    window.history.pushState({}, '', '/');
  });

  it('paints the login page in the mode the app shows: the stored choice, else the system', () => {
    // Away from the login page, so that no script is left to run after this test.
    window.history.pushState({}, '', '/dashboard');
    prefersDark = true;
    paintFirstScreen(ENTRY);
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('dark');
    localStorage.setItem('RaStore.theme', '"light"');
    paintFirstScreen(ENTRY);
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('light');
  });

  it('on the login page fetches nothing before the first paint, then runs the first screen', async () => {
    paintFirstScreen(ENTRY);
    expect(document.documentElement.hasAttribute('data-opens-app')).toBe(false);
    expect(loads()).toEqual([]);
    // jsdom has no paint timing: the script runs after the next frame.
    await vi.waitFor(() => expect(loads()).toEqual([`script ${ENTRY}`]));
  });

  it.each([
    ['another address', () => window.history.pushState({}, '', '/reporters/reporter')],
    ['a session', signIn],
  ])('with %s hides the login form and fetches the first screen and the admin app at once', (_, arrange) => {
    arrange();
    paintFirstScreen(ENTRY);
    expect(document.documentElement.hasAttribute('data-opens-app')).toBe(true);
    expect(loads()).toEqual([`link ${ENTRY}`, ...CHUNKS.map((chunk) => `link ${chunk}`), `script ${ENTRY}`]);
  });
});
