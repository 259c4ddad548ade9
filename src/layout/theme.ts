import type { ThemeOptions } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

/**
 * The app's light and dark themes: react-admin's, with colours that meet WCAG 2.1 AA everywhere (issue 25; the
 * browser check is e2e/accessibility.e2e.ts). Components take their colours from here, never their own: a colour
 * chosen once here holds on every screen in both modes.
 *
 * - `contrastThreshold: 4.5`: MUI picks the text on a coloured surface (a contained button, a chip, a badge) by
 *   this ratio; its default of 3 put white on react-admin's #2196f3 top bar (3.12:1).
 * - Every main colour is also text on the page (a selected tab, a link, an outlined button, an error), so each reads
 *   at 4.5:1 or more on the page's background and on paper.
 * - Paper has no elevation overlay in the dark mode: with it each raised surface (the top bar, a dialog, a menu) was
 *   a gradient whose colour neither a reader nor axe could rely on; `background.paper` is one colour instead.
 */
const contrastThreshold = 4.5;

export const lightTheme: ThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    contrastThreshold,
    // 5.5:1 on the page (#fafafb), 5.75:1 under white text.
    primary: { main: '#1565c0' },
    // The top bar: white on it 8.6:1.
    secondary: { light: '#5472d3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    error: { main: '#c62828' },
    warning: { main: '#a84a00' },
    info: { main: '#01579b' },
    success: { main: '#2e7d32' },
  },
};

export const darkTheme: ThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    contrastThreshold,
    primary: { main: '#90caf9' },
    secondary: { main: '#90caf9' },
    error: { main: '#ef9a9a' },
    warning: { main: '#ffb74d' },
    info: { main: '#81d4fa' },
    success: { main: '#a5d6a7' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
  components: {
    ...defaultDarkTheme.components,
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
};
