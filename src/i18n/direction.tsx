import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ThemeOptions } from '@mui/material';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { InterfaceLanguage } from '#contract/interface-languages';
import { fontFamilies } from './fonts';
import { directionOf, shownLanguage, subscribeToLanguage } from './language';

/** The language the page shows (./language.ts `showLanguage`); re-renders when it changes. */
export const useShownLanguage = () => useSyncExternalStore(subscribeToLanguage, shownLanguage);

let rtlCache: EmotionCache | undefined;

/** Loads what right-to-left needs (the flipping emotion cache) when `language` is written so. */
export const loadDirection = async (language: InterfaceLanguage) => {
  if (directionOf(language) === 'rtl') rtlCache ??= (await import('./rtlCache')).rtlCache;
};

/**
 * Renders its children in the shown language's direction: right to left, every style goes through the flipping
 * emotion cache (English and Hindi keep emotion's default cache, as before issue 43). Around the app and the
 * standalone login page; the theme's `direction` comes from `languageTheme`.
 */
export const LanguageDirection = ({ children }: { children: ReactNode }) => {
  const language = useShownLanguage();
  return directionOf(language) === 'rtl' && rtlCache ? (
    <CacheProvider value={rtlCache}>{children}</CacheProvider>
  ) : (
    children
  );
};

// MUI's default, which neither react-admin's themes nor ours change.
const themeFont = '"Roboto", "Helvetica", "Arial", sans-serif';

/** A theme's options for `language`: its direction (MUI components read it) and, before its own font, the language's. */
export const languageTheme = (options: ThemeOptions, language: InterfaceLanguage): ThemeOptions => {
  const font = fontFamilies[language];
  return {
    ...options,
    direction: directionOf(language),
    ...(font && { typography: { ...options.typography, fontFamily: `${font}, ${themeFont}` } }),
  };
};

/**
 * The style of an icon that points somewhere (back, previous, next): mirrored right to left, where 'back' points
 * right. MUI mirrors its own (pagination, tabs' scroll buttons); this is for the app's.
 */
export const mirroredRightToLeft = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/**
 * Content (titles, descriptions, names, rich text, quotes) in its own direction, whatever the interface's (issue 43):
 * the browser takes it from its first strong letter, so an Urdu post reads right to left in the English interface and
 * an English title left to right in the Urdu one. On an element that shows content.
 */
export const contentDirection = { dir: 'auto' } as const;

/** `contentDirection` for a text input (MUI's TextField, react-admin's TextInput): on its <input> or <textarea>. */
export const contentInput = { slotProps: { htmlInput: contentDirection } } as const;
