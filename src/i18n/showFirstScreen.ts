import type { InterfaceLanguage } from '#contract/interface-languages';
import { loadDirection } from './direction';
import { firstScreenTranslator, loadFirstScreen } from './first-screen';
import { loadFont } from './fonts';
import { showLanguage } from './language';

/**
 * Shows the standalone login page (before react-admin) in `language`: loads its first-screen texts, font and
 * right-to-left styles, then shows the page in it. Resolves with the translate function of its texts.
 */
export const showFirstScreen = async (language: InterfaceLanguage) => {
  const [texts] = await Promise.all([loadFirstScreen(language), loadFont(language), loadDirection(language)]);
  showLanguage(language);
  return firstScreenTranslator(texts);
};
