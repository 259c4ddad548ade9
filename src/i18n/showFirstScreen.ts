import type { InterfaceLanguage } from '#contract/interface-languages';
import { loadDirection } from './direction';
import { firstScreen, firstScreenTranslator } from './first-screen';
import { loadFont } from './fonts';
import { showLanguage } from './language';

/**
 * A language's first-screen texts: English is in ./first-screen.ts, the others (./first-screen.hi.ts,
 * ./first-screen.ur.ts) load only when chosen, so that the login page in English carries none of them.
 */
export const loadFirstScreen = async (language: InterfaceLanguage): Promise<typeof firstScreen> => {
  if (language === 'hi') return (await import('./first-screen.hi')).firstScreenHi;
  if (language === 'ur') return (await import('./first-screen.ur')).firstScreenUr;
  return firstScreen;
};

/**
 * Shows the standalone login page (before react-admin) in `language`: loads its first-screen texts, font and
 * right-to-left styles, then shows the page in it. Resolves with the translate function of its texts.
 */
export const showFirstScreen = async (language: InterfaceLanguage) => {
  const [texts] = await Promise.all([loadFirstScreen(language), loadFont(language), loadDirection(language)]);
  showLanguage(language);
  return firstScreenTranslator(texts);
};
