import englishMessages from 'ra-language-english';
import type { InterfaceLanguage } from '../contract/interface-languages';
import { en } from '../src/i18n/en';
import { firstScreen } from '../src/i18n/first-screen';
import { firstScreenHi } from '../src/i18n/first-screen.hi';
import { firstScreenUr } from '../src/i18n/first-screen.ur';
import { hi } from '../src/i18n/hi';
import { ur } from '../src/i18n/ur';

/** Each language's catalogue as the app merges it (src/i18n/index.ts `messagesOf`), by key path. */
const catalogues: Record<InterfaceLanguage, object[]> = {
  en: [englishMessages, firstScreen, en],
  hi: [englishMessages, firstScreenHi, hi],
  ur: [englishMessages, firstScreenUr, ur],
};

const flatten = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value as object, `${prefix}${key}.`),
  );

const textsOf = (language: InterfaceLanguage) => new Map(catalogues[language].flatMap((tree) => flatten(tree)));

/** Polyglot's plural forms of a text ('one |||| other'). */
const forms = (text: string) => text.split(' |||| ');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text with placeholders ('View %{name}') as a pattern, each placeholder standing for any text. */
const patternSource = (text: string) =>
  text
    .split(/%\{\w+\}/)
    .map(escape)
    .join('.*');

/**
 * The app's texts in `language`, found by their English text (or one of its plural forms) so that a test written
 * against the spec's English texts runs in every language. `text` gives the exact text (a pattern of the candidates
 * when one English text has several translations); `pattern` a text with placeholders, each standing for any text,
 * as the whole name, its start or anywhere within it. English gives its own texts back.
 */
export const textsIn = (language: InterfaceLanguage) => {
  const english = textsOf('en');
  const translated = textsOf(language);
  const translations = (text: string) => {
    const found = new Set<string>();
    for (const [key, value] of english) {
      const translation = translated.get(key);
      const index = forms(value).indexOf(text);
      if (!translation) continue;
      if (value === text) found.add(translation);
      else if (index >= 0) found.add(forms(translation)[Math.min(index, forms(translation).length - 1)]);
    }
    if (found.size === 0) throw new Error(`"${text}" is no text of the English catalogue`);
    return [...found];
  };
  const text = (english: string): string | RegExp => {
    if (language === 'en') return english;
    const found = translations(english);
    return found.length === 1 ? found[0] : new RegExp(`^(${found.map(escape).join('|')})$`);
  };
  const pattern = (template: string, at: 'whole' | 'start' | 'within' = 'whole') => {
    const source = (language === 'en' ? [template] : translations(template))
      .flatMap(forms)
      .map(patternSource)
      .join('|');
    return new RegExp({ whole: `^(${source})$`, start: `^(${source})`, within: `(${source})` }[at]);
  };
  return { text, pattern };
};
