import type { Components, Theme, ThemeOptions } from '@mui/material';
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
 * - On a phone every button, icon button, checkbox, radio, switch and page number is at least 44 x 44 px, with 8 px
 *   between buttons side by side (issue 39: Approve and Reject were 31 px tall and 8 px apart): set here once, so
 *   no screen has to remember it.
 * - A read-only (disabled) field's value reads as text does, its label as secondary text (issue 39: grey on grey).
 */
const contrastThreshold = 4.5;

/** The smallest side of a touch target on a phone (WCAG 2.5.5). */
export const TOUCH_TARGET = 44;

/** A style for every instance of a component, on a phone only (as react-admin's own theme adds them; none of the
 * components below has one of react-admin's). */
const onPhone = (style: Record<string, unknown>) => [
  { props: {}, style: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: style }) },
];

const target = { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET };
// Buttons in a row keep 8 px apart; grouped ones (a ButtonGroup) stay joined. `:where` adds no weight, so a screen's
// own spacing still wins.
const apart = {
  '&:where(.MuiButton-root + *, .MuiIconButton-root + *):not(.MuiButtonGroup-grouped)': { marginLeft: 8 },
};

const components: Components<Theme> = {
  MuiButton: { variants: onPhone({ ...target, ...apart }) },
  MuiIconButton: { variants: onPhone({ ...target, ...apart }) },
  MuiCheckbox: { variants: onPhone(target) },
  MuiRadio: { variants: onPhone(target) },
  MuiPaginationItem: { variants: onPhone({ ...target, margin: '0 4px' }) },
  // The thumb's button grows to 44 px and the track stays centred on it: 12 px around the 20 px thumb.
  MuiSwitch: {
    variants: onPhone({
      width: 64,
      height: TOUCH_TARGET,
      padding: 15,
      '& .MuiSwitch-switchBase': { padding: 12 },
    }),
  },
  MuiInputBase: {
    styleOverrides: {
      input: ({ theme }) => ({
        '&.Mui-disabled': { color: theme.palette.text.primary, WebkitTextFillColor: theme.palette.text.primary },
      }),
    },
  },
  MuiFormLabel: {
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
    },
  },
};

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
  components: { ...defaultLightTheme.components, ...components },
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
    ...components,
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
};
