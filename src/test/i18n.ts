import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { en } from '../i18n/en';
import { firstScreen } from '../i18n/first-screen';

/** The app's i18nProvider as it is once the layout has loaded its texts: for tests that render a screen on its own. */
export const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, firstScreen, en), 'en', [], {
  allowMissing: true,
});
