import type { TranslationMessages } from 'react-admin';
import type { messages } from '#contract/rules';
import type { en } from './en';
import type { firstScreen } from './first-screen';
import type { loginMessages, serverMessages } from './server-messages';

/** The tree of texts T with each text a string: a translation of T must give every key T has, and no other. */
export type TextsOf<T> = T extends string ? string : { [K in keyof T]: TextsOf<T[K]> };

/**
 * A language's catalogue of the screens: en.ts's keys, react-admin's own texts whole (a translation cannot lean on
 * ra-language-english), and the messages that arrive as English sentences (see `MessageTranslations`), by their text.
 */
export type ScreenCatalogue = {
  ra: TextsOf<TranslationMessages['ra']> & TextsOf<typeof en.ra>;
  app: TextsOf<typeof en.app>;
} & MessageTranslations;

/**
 * A language's texts of the login page, of ./first-screen.ts's shape, with the language menu's name (the language
 * mechanism, src/i18n/index.ts, gives the English one).
 */
export type FirstScreenCatalogue = TextsOf<typeof firstScreen> & {
  app: { language: { menu: string } };
} & LoginMessageTranslations;

/** The login page's messages (./server-messages.ts `loginMessages`), by their English text. */
export type LoginMessageTranslations = Pick<MessageTranslations, (typeof loginMessages)[number]>;

/** English text -> its translation, for texts written in English elsewhere than the catalogue (the declarations). */
export type ByEnglish = Readonly<Record<string, string>>;

/**
 * The messages the app shows as it receives them, in English: contract/rules.ts's validation messages (the forms'
 * and the server's) and the server's own (./server-messages.ts). react-admin translates a text that is not a key by
 * looking it up as one, so a language gives each its translation under the English text itself.
 */
export type MessageTranslations = Readonly<
  Record<(typeof messages)[keyof typeof messages] | (typeof serverMessages)[number], string>
>;

/**
 * The tree of English texts with each text replaced by its translation; a text without one stays English (the
 * catalogue test names it).
 *
 * @example translateTexts({ title: 'Languages' }, { Languages: 'भाषाएँ' }) // { title: 'भाषाएँ' }
 */
export const translateTexts = <T extends object>(tree: T, byEnglish: ByEnglish): T =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? (byEnglish[value] ?? value) : translateTexts(value as object, byEnglish),
    ]),
  ) as T;
