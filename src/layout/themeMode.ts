/** The key of react-admin's store (App.tsx: `localStorageStore()`) under which ToggleThemeButton keeps the choice. */
const STORED_MODE = 'RaStore.theme';

export type ThemeMode = 'light' | 'dark';

/**
 * The mode the admin chose with the top bar's toggle, if any: the login page, which loads before react-admin, starts
 * in it too. Without a choice both follow the system's (prefers-color-scheme), as react-admin does. Apart from
 * theme.ts (which carries react-admin's themes), as the script that paints the prerendered login page reads it too.
 */
export const storedThemeMode = (): ThemeMode | undefined => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORED_MODE) ?? 'null');
    return stored === 'light' || stored === 'dark' ? stored : undefined;
  } catch {
    return undefined;
  }
};

/** The mode the app shows: the admin's choice, else the system's. */
export const themeMode = (prefersDark: boolean): ThemeMode => storedThemeMode() ?? (prefersDark ? 'dark' : 'light');
