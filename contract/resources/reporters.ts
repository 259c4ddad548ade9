import { defineResource } from '../resource';
import { messages, rules } from '../rules';

/** A number as typed, with the spaces people write in it left out. */
const withoutSpaces = (text: string) => text.replace(/\s/g, '');

/**
 * Reporters (spec sections 2, 3 and 7), in the users table beside the admins: registered into Pending, approved to
 * Active or rejected to Trash. The lists by status with their search, role filter and count, the status call by ids or
 * by a list's filter, the approval calls and the CSV export are the override in server/src/reporters/.
 */
export const reporters = defineResource({
  name: 'reporters',
  table: 'users',
  scope: { role: ['Reporter', 'GuestReporter'] },
  id: 'roleID',
  noun: 'Reporter',
  fields: {
    firstName: {
      type: 'text',
      rules: rules.reporter.firstName,
      label: 'First Name',
      input: 'Required',
      sortable: true,
    },
    middleName: {
      type: 'text',
      optional: true,
      label: 'Middle Name',
      input: 'Optional; blank or null clears it on update',
    },
    lastName: { type: 'text', rules: rules.reporter.lastName, label: 'Last Name', input: 'Required', sortable: true },
    mobileNumber: {
      type: 'text',
      rules: rules.reporter.mobileNumber,
      normalize: withoutSpaces,
      unique: messages.mobileTaken,
      label: 'Mobile Number',
      input: 'Exactly 10 digits; spaces are ignored',
    },
    email: {
      type: 'text',
      rules: rules.reporter.email,
      unique: messages.emailTaken,
      fixed: 'Email cannot be changed',
      label: 'Email',
      input: 'Required on register; cannot be changed on update',
    },
    role: {
      type: 'choice',
      values: ['Reporter', 'GuestReporter'],
      default: 'Reporter',
      message: 'Role must be Reporter or GuestReporter',
      label: 'Role',
      input: 'Reporter (default) or GuestReporter',
      describe: 'Reporter or GuestReporter',
    },
    status: {
      type: 'status',
      values: ['Active', 'Pending', 'Inactive', 'Trash'],
      default: 'Pending',
      label: 'Status',
      describe: 'Pending, Active, Inactive or Trash',
    },
    profilePic: { type: 'image', column: 'profilePicKey' },
    publishedPostCount: { type: 'tally', table: 'posts', parent: 'reporterId', where: { status: 'Published' } },
    trashedPostCount: {
      type: 'tally',
      table: 'posts',
      parent: 'reporterId',
      where: { status: 'Rejected' },
      describe: 'Rejected posts',
    },
    createdAt: { type: 'timestamp', sortable: true },
    updatedAt: { type: 'timestamp' },
  },
  search: {
    fields: { firstName: 'A', lastName: 'A', middleName: 'B', mobileNumber: 'A', email: 'B' },
    path: '/view-reporter/{id}',
  },
  api: {
    tag: 'Reporters',
    list: {
      path: '/reporters/get/{status}',
      key: 'reporters',
      paginated: true,
      pageSize: 15,
      views: ['Active', 'Pending', 'Inactive', 'Trash'],
      summary: 'One page of reporters in a status, newest first',
    },
    get: { path: '/reporter/get/{id}', key: 'reporter', summary: 'One reporter by its id' },
    create: {
      path: '/reporter/register',
      operationId: 'registerReporter',
      key: 'reporter',
      message: 'Reporter Added successfully',
      summary: 'Register a reporter; it waits in Pending until approved or rejected',
    },
    update: {
      path: '/reporter/update/{id}',
      key: 'reporter',
      message: 'Reporter details updated successfully',
      summary: "Edit a reporter's details",
    },
  },
  /**
   * The Reporters section's tabs, a status each (spec sections 2 and 9). Their screens are the app's own
   * (src/sections/reporters/): approve and reject, bulk actions and the export are not the generic list's.
   */
  screen: {
    path: '/reporters',
    title: 'Reporters',
    recordName: ['firstName', 'lastName'],
    pageSize: 15,
    sectionTabs: {
      pending: {
        path: 'new-reporter',
        label: 'New Reporters',
        view: 'Pending',
        count: ['New Reporter', 'New Reporters'],
      },
      active: { path: 'reporter', label: 'Reporters', view: 'Active', count: ['Active Reporter', 'Active Reporters'] },
      inactive: {
        path: 'inactive-reporter',
        label: 'Inactive Reporters',
        view: 'Inactive',
        count: ['Inactive Reporter', 'Inactive Reporters'],
      },
      trash: {
        path: 'trash-reporter',
        label: 'Trash Reporters',
        view: 'Trash',
        count: ['Trash Reporter', 'Trash Reporters'],
      },
    },
  },
  /** The lists by status, the status call, approval and rejection, the export, and the revert of a decision. */
  overrides: ['list', 'routes'],
  access: { actions: ['status', 'export'] },
  desk: { assign: true, notes: true },
});
