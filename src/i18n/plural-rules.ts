/**
 * polyglot's plural rules with Hindi and Urdu placed (for the i18n provider's `pluralRules` option). CLDR: Hindi's
 * 'one' is 0 and 1 ("0 नतीजा"), as polyglot's 'french' type picks; Urdu's is 1 alone, as English ('german' type).
 * polyglot knows only 'hi-IN' and neither 'hi' nor 'ur', so without these both would fall back to English.
 */
export const pluralRules = {
  pluralTypes: {
    english: (count: number) => (count === 1 ? 0 : 1),
    hindi: (count: number) => (count >= 2 ? 1 : 0),
  },
  pluralTypeToLanguages: { english: ['en', 'ur'], hindi: ['hi'] },
};
