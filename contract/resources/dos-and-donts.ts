import { defineResource } from '../resource';
import { rules, validatePoints } from '../rules';

/**
 * Settings > Dos and Don'ts (spec sections 2, 5 and 7): the platform's one page, a title and its points. Its view and
 * its add and edit pages are the app's own (src/sections/dos-and-donts/): the spec gives them routes of their own and
 * a list of points with a character counter, not a dialog.
 */
export const dosAndDonts = defineResource({
  name: 'dosAndDonts',
  table: 'dos_and_donts',
  id: 'dosAndDontID',
  noun: "Do's and Don'ts",
  nouns: ["Dos and Don'ts page", "Dos and Don'ts pages"],
  fields: {
    title: {
      type: 'text',
      max: 200,
      rules: rules.dosAndDonts.title,
      input: 'Required, at most 200 characters',
      label: "Do's and Don'ts Title",
      form: true,
    },
    points: {
      type: 'strings',
      // A blank point is refused ('Point is required'), not dropped.
      blanks: 'keep',
      rules: [validatePoints],
      input: 'Plain-text points, each required; at most 2000 characters in all',
      label: 'Points',
      form: true,
    },
    createdAt: { type: 'timestamp' },
    updatedAt: { type: 'timestamp' },
  },
  api: {
    tag: "Dos and Don'ts",
    operationNoun: 'DosAndDonts',
    get: {
      path: '/dosAndDonts/get',
      key: 'dosAndDontData',
      summary: "The Dos and Don'ts page, or null before one is created",
    },
    create: {
      path: '/dosAndDonts/create',
      key: 'dosAndDontData',
      message: "Do's and Dont's added successfully",
      summary: "Create the platform's one Dos and Don'ts page (409 when it exists)",
    },
    update: {
      path: '/dosAndDonts/update/{id}',
      key: 'dosAndDontData',
      message: "Do's and Dont's updated successfully",
      summary: "Edit the Dos and Don'ts page",
    },
  },
  screen: {
    path: '/settings/dos-and-donts',
    menu: { settingsTab: "Dos and Don'ts" },
    title: "Dos and Don'ts",
    singleton: {
      empty: 'No data found',
      edit: 'Edit',
      exists: "Do's and Don'ts already exist; edit them instead",
    },
    add: 'Add Dos and Donts',
    addTitle: "Add Dos and Don'ts",
    editTitle: "Edit Dos and Don'ts",
  },
});
