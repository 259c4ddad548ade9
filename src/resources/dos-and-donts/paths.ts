/** Settings > Dos and Don'ts (spec section 2): the page, and its add and edit forms. */
export const dosAndDontsPaths = {
  view: '/settings/dos-and-donts',
  add: '/settings/add-dos-and-donts',
  edit: '/settings/edit-dos-and-donts',
} as const;
