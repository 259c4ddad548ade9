import { interfaceLanguages } from '#contract/interface-languages';

/**
 * polyglot's plural rules for the interface languages (the i18n provider's `pluralRules` option), by
 * `Intl.PluralRules`: each catalogue writes 'one |||| other', which is all that English, Hindi ('one' for 0 and 1,
 * "0 नतीजा") and Urdu ('one' for 1 alone) have. polyglot itself knows only 'hi-IN', neither 'hi' nor 'ur'.
 */
export const pluralRules = {
  pluralTypes: Object.fromEntries(
    interfaceLanguages.map((language) => {
      const rules = new Intl.PluralRules(language);
      return [language, (count: number) => (rules.select(count) === 'one' ? 0 : 1)];
    }),
  ),
  pluralTypeToLanguages: Object.fromEntries(interfaceLanguages.map((language) => [language, [language]])),
};
