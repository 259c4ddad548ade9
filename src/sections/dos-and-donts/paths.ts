import { dosAndDonts } from '#contract/resources/dos-and-donts';

/** Settings > Dos and Don'ts (spec section 2): the page, and its add and edit forms, each a route of its own. */
export const dosAndDontsPaths = {
  view: dosAndDonts.screen.path,
  add: '/settings/add-dos-and-donts',
  edit: '/settings/edit-dos-and-donts',
} as const;
