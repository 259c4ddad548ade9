import { createTheme, decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './theme';
import { storedThemeMode } from './themeMode';

/** `color` as it shows over the opaque `background`: a translucent text colour blended into it. */
const over = (color: string, background: string) => {
  const { values, type } = decomposeColor(color);
  const alpha = type === 'rgba' ? (values[3] ?? 1) : 1;
  const base = decomposeColor(background).values;
  const rgb = decomposeColor(recomposeColor({ type: 'rgb', values: [values[0], values[1], values[2]] })).values;
  const blended = [0, 1, 2].map((i) => Math.round(rgb[i] * alpha + base[i] * (1 - alpha))) as [number, number, number];
  return recomposeColor({ type: 'rgb', values: blended });
};

const ratio = (text: string, background: string) => getContrastRatio(over(text, background), background);

const colours = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('the %s theme (WCAG 2.1 AA: 4.5:1 for text)', (_, options) => {
  const { palette } = createTheme(options);
  const surfaces = [palette.background.default, palette.background.paper];

  it.each(colours)('%s reads as text on the page and on paper, and its own text reads on it', (colour) => {
    const { main, contrastText } = palette[colour];
    for (const surface of surfaces) expect(ratio(main, surface)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
  });

  it("shows a read-only field's value and label at 4.5:1 on the disabled field's background", () => {
    const theme = createTheme(options);
    const styleOf = (component: 'MuiInputBase' | 'MuiFormLabel', slot: 'input' | 'root') => {
      const style = (theme.components?.[component]?.styleOverrides as Record<string, unknown>)[slot] as (props: {
        theme: typeof theme;
      }) => Record<string, { color: string }>;
      return style({ theme })['&.Mui-disabled'].color;
    };
    for (const surface of surfaces) {
      const field = over(palette.action.disabledBackground, surface);
      expect(ratio(styleOf('MuiInputBase', 'input'), field)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(styleOf('MuiFormLabel', 'root'), field)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has primary and secondary text that read on the page and on paper', () => {
    for (const surface of surfaces) {
      expect(ratio(palette.text.primary, surface)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('storedThemeMode', () => {
  afterEach(() => localStorage.clear());

  it("is the mode react-admin's store keeps for the top bar's toggle", () => {
    expect(storedThemeMode()).toBeUndefined();
    localStorage.setItem('RaStore.theme', '"dark"');
    expect(storedThemeMode()).toBe('dark');
    localStorage.setItem('RaStore.theme', '"light"');
    expect(storedThemeMode()).toBe('light');
  });

  it('ignores what is not a mode', () => {
    localStorage.setItem('RaStore.theme', 'not json');
    expect(storedThemeMode()).toBeUndefined();
    localStorage.setItem('RaStore.theme', '"blue"');
    expect(storedThemeMode()).toBeUndefined();
  });
});
