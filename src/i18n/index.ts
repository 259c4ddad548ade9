import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { firstScreen } from './first-screen';

// The screens' texts arrive with loadScreenTexts(), so that the login page does not carry them.
let messages: TranslationMessages = mergeTranslations(englishMessages, firstScreen);

/**
 * react-admin's English texts with the app's catalogue over them. A text that is not a key (a server message, a
 * validation message of contract/rules.ts) shows as it is.
 */
export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [], { allowMissing: true });

/**
 * Adds the texts of the screens inside the authenticated layout (./en.ts); the layout waits for it before it renders.
 *
 * @example
 * const AppLayout = lazy(async () => (await Promise.all([import('./layout/AppLayout'), loadScreenTexts()]))[0]);
 */
export const loadScreenTexts = async () => {
  const { en } = await import('./en');
  messages = mergeTranslations(messages, en);
  await i18nProvider.changeLocale('en');
};
