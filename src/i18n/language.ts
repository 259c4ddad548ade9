import { isInterfaceLanguage, rightToLeft, type InterfaceLanguage } from '#contract/interface-languages';

// Also part of the script index.html runs inline before its first paint (login/firstPaint.ts): no React, no MUI here.

export { interfaceLanguages, ownNames, type InterfaceLanguage } from '#contract/interface-languages';

/** The language this browser used last (chosen in a language menu, or the admin's stored one given at sign-in). */
const STORAGE_KEY = 'interfaceLanguage';

/** The language this browser keeps, if any: the last one shown, chosen in a menu or given by a sign-in. */
export const storedLanguage = (): InterfaceLanguage | undefined => {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isInterfaceLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

/** The first of the browser's preferred languages that the app has (hi-IN reads as hi), if any. */
export const browserLanguage = (languages: readonly string[] = navigator.languages ?? [navigator.language]) =>
  languages.map((tag) => tag.split('-')[0].toLowerCase()).find(isInterfaceLanguage);

/** The language to open in: the one this browser used last, else the browser's preferred one, else English. */
export const preferredLanguage = (): InterfaceLanguage => storedLanguage() ?? browserLanguage() ?? 'en';

/** Keeps `language` for this browser's next visit (the login answer's stored choice goes here too). */
export const rememberLanguage = (language: InterfaceLanguage) => {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the language still applies to this visit.
  }
};

export const directionOf = (language: string) =>
  rightToLeft.has(language as InterfaceLanguage) ? ('rtl' as const) : ('ltr' as const);

// From the start the language this page opens in, as index.html's script set <html lang> to: the layout's texts may
// start loading (in it) before the app has switched to it. English where there is no browser (the build's prerender).
let shown: InterfaceLanguage = typeof navigator === 'undefined' ? 'en' : preferredLanguage();
const listeners = new Set<() => void>();

/**
 * Shows the page in `language`: `<html lang dir>` (portals, appended to <body>, inherit the direction) and everything
 * that follows the language (the theme's direction and font, the emotion cache: ./direction.tsx). Its texts, font and
 * right-to-left styles must have loaded first (./index.ts `i18nProvider.changeLocale` does both).
 */
export const showLanguage = (language: InterfaceLanguage) => {
  shown = language;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  rememberLanguage(language);
  for (const listener of listeners) listener();
};

/** Calls `listener` whenever the page changes language; returns the way to stop (useSyncExternalStore's shape). */
export const subscribeToLanguage = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The language the page shows. */
export const shownLanguage = () => shown;
