import type { Declared } from '../declaration/declared';

/**
 * The app's own screens that a declared section's tabs may name (`screen.tabScreen`), each with the module that
 * exports it under that name, loaded on the section's first visit. Each is given the tab's declared list.
 */
export const ownScreens = {
  /** Magazine cards that follow each render, opening the pages in a carousel. */
  MagazineList: () => import('../resources/magazines'),
};

export type OwnScreenName = keyof typeof ownScreens;

/** The app's own screen a declaration's tabs are drawn by, if it names one; a name not listed is an error. */
export const ownScreenOf = (declaration: Declared): OwnScreenName | undefined => {
  const name = declaration.screen?.tabScreen;
  if (name === undefined) return undefined;
  if (!(name in ownScreens)) throw new Error(`Resource "${declaration.name}": no screen "${name}" in ownScreens.ts`);
  return name as OwnScreenName;
};
