/**
 * The app's own screens that a declared section's tabs may name (`screen.tabScreen`), each with the module that
 * exports it under that name, loaded on the section's first visit; each is given the tab's declared list. Here, beside
 * appSections.ts, as src/declared/ may not import the screens of src/sections/.
 */
export const ownScreens = {
  /** Magazine cards that follow each render, opening the pages in a carousel. */
  MagazineList: () => import('./sections/magazines'),
};
