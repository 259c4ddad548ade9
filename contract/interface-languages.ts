/**
 * The interface languages of the app (issue 43), each by its code (BCP 47) and its own name; English is the default.
 * Shared by the server (the admin's stored choice, admins.interface_language) and the app (the language menu).
 */
export const interfaceLanguages = ['en', 'hi', 'ur'] as const;

export type InterfaceLanguage = (typeof interfaceLanguages)[number];

/** Each language by its own name, as the language menu lists it whatever the interface language. */
export const ownNames: Record<InterfaceLanguage, string> = { en: 'English', hi: 'हिन्दी', ur: 'اردو' };

/** The languages written right to left. */
export const rightToLeft: ReadonlySet<InterfaceLanguage> = new Set(['ur']);

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  interfaceLanguages.includes(value as InterfaceLanguage);
