import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { interfaceLanguages, ownNames, type InterfaceLanguage } from '#contract/interface-languages';
import { loadDirection } from './direction';
import { firstScreen } from './first-screen';
import { loadFont } from './fonts';
import { showLanguage, shownLanguage } from './language';
import { pluralRules } from './plural-rules';
import { loadFirstScreen } from './showFirstScreen';

/** The screens' texts of each language (./en.ts and its translations), loaded with the layout and only when shown. */
const screenTexts: Record<InterfaceLanguage, () => Promise<object>> = {
  en: async () => (await import('./en')).en,
  hi: async () => (await import('./hi')).hi,
  ur: async () => (await import('./ur')).ur,
};

// The screens' texts arrive with loadScreenTexts(), so that the login page does not carry them.
let withScreens = false;

/**
 * A language's texts: react-admin's English ones under everything (a key a translation lacks reads in English rather
 * than as its name), then the language's first-screen texts, then, once the layout has asked for them, its screens'.
 */
const messagesOf = (first: object, screens?: object): TranslationMessages =>
  mergeTranslations(englishMessages, first, screens ?? {});

const polyglot = polyglotI18nProvider(
  (locale) => {
    const language = locale as InterfaceLanguage;
    // The first language's texts must be at hand at once (polyglot's rule); the others may load.
    if (language === 'en' && !withScreens) return messagesOf(firstScreen);
    return Promise.all([loadFirstScreen(language), withScreens ? screenTexts[language]() : undefined]).then(
      ([first, screens]) => messagesOf(first, screens),
    );
  },
  'en',
  interfaceLanguages.map((locale) => ({ locale, name: ownNames[locale] })),
  { allowMissing: true, pluralRules },
);

/**
 * react-admin's i18n provider, in English first. Changing its locale (react-admin's `useLocaleState`)
 * loads the language's texts, font and right-to-left styles, then shows the page in it (./language.ts `showLanguage`).
 * A text that is not a key (a server message, a validation message of contract/rules.ts) shows as it is.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale) => {
    const language = locale as InterfaceLanguage;
    await Promise.all([polyglot.changeLocale(language), loadFont(language), loadDirection(language)]);
    showLanguage(language);
  },
};

/**
 * Adds the texts of the screens inside the authenticated layout (./en.ts or its translation) in the language shown; the
 * layout waits for it before it renders.
 *
 * @example
 * const AppLayout = lazy(async () => (await Promise.all([import('./layout/AppLayout'), loadScreenTexts()]))[0]);
 */
export const loadScreenTexts = async () => {
  withScreens = true;
  // The page's language, not react-admin's: the standalone login page shows its own without react-admin, and the
  // layout may load while it is shown (main.tsx preloads it on the first use of the form).
  await i18nProvider.changeLocale(shownLanguage());
};
