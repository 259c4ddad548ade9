import type { InterfaceLanguage } from '#contract/interface-languages';

/**
 * The self-hosted font of each language whose script the theme's font (Roboto) lacks, in the weights the theme uses
 * (400, 500 for buttons and headers, 700), and only its script's subset: Latin text stays in the theme's font. Each is
 * imported (its @font-face rules; the browser fetches the files on first use) only when its language is chosen.
 */
const fonts: Partial<Record<InterfaceLanguage, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-500.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  ur: () =>
    Promise.all([
      import('@fontsource/noto-nastaliq-urdu/arabic-400.css'),
      import('@fontsource/noto-nastaliq-urdu/arabic-500.css'),
      import('@fontsource/noto-nastaliq-urdu/arabic-700.css'),
    ]),
};

/** The font families put before the theme's own for each language (./direction.tsx `languageTheme`). */
export const fontFamilies: Partial<Record<InterfaceLanguage, string>> = {
  hi: '"Noto Sans Devanagari"',
  ur: '"Noto Nastaliq Urdu"',
};

/** Adds the @font-face rules of `language`'s font to the page (once; nothing for English). */
export const loadFont = async (language: InterfaceLanguage) => {
  await fonts[language]?.();
};
