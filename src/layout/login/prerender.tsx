import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider, createTheme, type CSSObject, type ThemeOptions, type Theme } from '@mui/material';
import { isDeepStrictEqual } from 'node:util';
import { renderToString } from 'react-dom/server';
import { translateFirstScreen } from '../../i18n/first-screen';
import { darkTheme, lightTheme } from '../theme';
import { COLOR_SCHEME, OPENS_APP, PRERENDERED } from './firstPaint';
import { LoginForm } from './LoginForm';
import { LanguageMenu } from '../LanguageMenu';

type Overrides = Record<string, CSSObject>;
type Components = NonNullable<ThemeOptions['components']>;
type Component = { styleOverrides?: Overrides } & Record<string, unknown>;

/**
 * The component settings of the light and the dark theme in one theme: where the two differ, the style overrides of
 * each apply in its own mode only (`theme.applyStyles`).
 */
const bothModes = (light: Components = {}, dark: Components = {}): Components => {
  const names = new Set([...Object.keys(light), ...Object.keys(dark)]);
  const merged = [...names].map((name) => {
    const [inLight, inDark] = [light, dark].map((components) => (components as Record<string, Component>)[name] ?? {});
    if (isDeepStrictEqual(inLight, inDark)) return [name, inLight];
    const { styleOverrides: lightStyles = {}, ...lightRest } = inLight;
    const { styleOverrides: darkStyles = {}, ...darkRest } = inDark;
    if (!isDeepStrictEqual(lightRest, darkRest)) throw new Error(`${name} differs by mode beyond its style overrides`);
    const slots = new Set([...Object.keys(lightStyles), ...Object.keys(darkStyles)]);
    const styleOverrides = Object.fromEntries(
      [...slots].map((slot) => [
        slot,
        ({ theme }: { theme: Theme }) => ({
          ...theme.applyStyles('light', lightStyles[slot] ?? {}),
          ...theme.applyStyles('dark', darkStyles[slot] ?? {}),
        }),
      ]),
    );
    return [name, { ...lightRest, styleOverrides }];
  });
  return Object.fromEntries(merged) as Components;
};

/**
 * The app's light and dark themes as one theme of CSS variables: the same markup and classes paint in either mode,
 * picked by the `data-color-scheme` attribute that index.html's first script sets on <html> (firstPaint.ts).
 */
const bothModesTheme = () => {
  const { palette: light, components: lightComponents, ...shared } = lightTheme;
  const { palette: dark, components: darkComponents } = darkTheme;
  return createTheme({
    ...shared,
    cssVariables: { colorSchemeSelector: COLOR_SCHEME },
    colorSchemes: { light: { palette: light }, dark: { palette: dark } },
    components: bothModes(lightComponents, darkComponents),
  });
};

const variable = /(--mui-[\w-]+):([^;{}]*);?/g;
const references = (css: string) => [...css.matchAll(/var\((--mui-[\w-]+)/g)].map((match) => match[1]);

/**
 * `css` without the CSS variables that neither it nor `markup` reads: the theme declares some 400 for each mode
 * (every colour, shadow and overlay), of which the login form reads a few dozen.
 */
const withoutUnusedVariables = (css: string, markup: string) => {
  const values = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(variable)) values.set(name, [...(values.get(name) ?? []), value]);
  const used = new Set<string>();
  const pending = references(css.replace(variable, '') + markup);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    for (const value of values.get(name) ?? []) pending.push(...references(value));
  }
  return css.replace(variable, (declaration: string, name: string) => (used.has(name) ? declaration : ''));
};

/**
 * The login page for index.html, rendered at build time from the real LoginForm (vite.config.ts `prerenderLogin`),
 * so that it paints before any JavaScript has loaded: its markup, for the page's root, and its style sheet, for the
 * page's head, so that the whole form is styled whenever the browser first paints. Its classes carry their own
 * prefix (`pre-`), so that the app's style cache neither takes them for its own nor clashes with them. The sheet also
 * hides the form where the app opens instead (firstPaint.ts). React's form replaces the markup, and then the sheet
 * goes (main.tsx, LoginForm).
 */
export const prerenderLogin = () => {
  const cache = createCache({ key: 'pre' });
  // Emotion's compatible mode keeps the styles of a server render in the cache, rather than inline in the markup.
  cache.compat = true;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={bothModesTheme()}>
        <CssBaseline />
        <LoginForm
          translate={translateFirstScreen}
          onLogin={async () => undefined}
          onSecondStep={() => undefined}
          prerendered
          // Inert until the script takes over, but there, so that React's form paints over it exactly.
          languageMenu={
            <LanguageMenu language="en" label={translateFirstScreen('app.language.menu')} onChoose={() => undefined} />
          }
        />
      </ThemeProvider>
    </CacheProvider>,
  );
  const rules = Object.values(cache.inserted).filter((inserted) => typeof inserted === 'string');
  const form = `#root>[${PRERENDERED}]`;
  return {
    // The form shows once all of it is parsed (the rule at its end), so that a paint while the browser is still
    // parsing it (a slow phone) does not show part of it, which would move when the rest arrives.
    markup: `<div ${PRERENDERED}>${markup}<style>${form}{visibility:visible}</style></div>`,
    style: `${form}{visibility:hidden}[${OPENS_APP}] ${form}{display:none}${withoutUnusedVariables(rules.join(''), markup)}`,
  };
};
