import { defineResource } from '../resource';
import { passwordRules } from '../passwords';
import { messages, rules } from '../rules';

/** A number as typed, with the spaces people write in it left out. */
const withoutSpaces = (text: string) => text.replace(/\s/g, '');

/**
 * Settings → Admins (issue 27, beyond the spec): the admin accounts, in the users table. The rules that really differ
 * (nobody deactivates themselves or the last active admin; sessions end with deactivation; Reset 2FA) are
 * server/src/admins/overrides.ts.
 */
export const admins = defineResource({
  name: 'admins',
  table: 'users',
  scope: { role: 'Admin' },
  id: 'roleID',
  noun: 'Admin',
  fields: {
    firstName: {
      type: 'text',
      rules: rules.admin.firstName,
      label: 'First Name',
      list: true,
      form: true,
      order: 'asc',
    },
    lastName: { type: 'text', rules: rules.admin.lastName, label: 'Last Name', list: true, form: true },
    mobileNumber: {
      type: 'text',
      rules: rules.admin.mobileNumber,
      normalize: withoutSpaces,
      unique: messages.mobileTaken,
      label: 'Mobile Number',
      list: true,
      form: true,
    },
    email: {
      type: 'text',
      rules: rules.admin.email,
      unique: messages.emailTaken,
      label: 'Email',
      list: true,
      form: true,
    },
    password: {
      type: 'password',
      column: 'passwordHash',
      rules: passwordRules.admin,
      input: 'at least 12 characters, not a common one; generated when left out',
      label: 'Password (leave empty for a one-time password)',
      form: true,
      oneTime: {
        key: 'oneTimePassword',
        text: 'One-time password for %{name}. It is shown only once: hand it over now.',
        label: 'One-time password',
        flag: 'mustChangePassword',
      },
    },
    roles: {
      type: 'references',
      to: 'roles',
      table: 'admin_roles',
      parent: 'userId',
      target: 'roleId',
      required: messages.rolesRequired,
      default: ['Owner'],
      label: 'Roles',
      list: true,
      form: true,
      input: 'The ids of the roles the admin holds (their permissions add up); Owner when left out on a create',
      describe: 'The ids of the roles the admin holds',
    },
    lastSignInAt: { type: 'timestamp', label: 'Last sign-in', list: true, empty: 'Never' },
    twoFactorEnabled: { type: 'boolean', column: 'totpSecret', label: '2FA', list: true, labels: ['On', 'Off'] },
    status: { type: 'status', values: ['Active', 'Inactive'], default: 'Active', label: 'Status', list: true },
  },
  search: { fields: { firstName: 'A', lastName: 'A', mobileNumber: 'A', email: 'B' } },
  api: {
    tag: 'Admins',
    list: { path: '/admins', key: 'admins', summary: 'Every admin account, by name' },
    create: {
      path: '/admins',
      key: 'admin',
      message: 'Admin Added successfully',
      summary: 'Add an admin; without a password, a one-time password is generated and answered once',
    },
    update: {
      path: '/admins/{roleID}',
      key: 'admin',
      partial: true,
      status: true,
      message: 'Admin details updated successfully',
      summary: "Change an admin's details or status; Inactive ends their sessions at once",
      description: 'Nobody can deactivate themselves (400), and the last active admin cannot be deactivated (409).',
    },
    actions: {
      resetTwoFactor: {
        path: '/admins/{roleID}/reset-2fa',
        method: 'POST',
        key: 'admin',
        message: 'Two-factor sign-in reset',
        summary: "Reset another admin's two-factor sign-in (lost device): off, their sessions ended",
      },
    },
  },
  screen: {
    path: '/settings/admins',
    menu: { settingsTab: 'Admins' },
    title: 'Admins',
    count: ['Admin', 'Admins'],
    add: '+ Add Admin',
    addTitle: 'Add Admin',
    editTitle: 'Edit Admin',
    recordName: ['firstName', 'lastName'],
    rowActions: [
      {
        call: 'status',
        value: 'Inactive',
        label: 'Deactivate',
        name: 'Deactivate %{name}',
        when: { status: 'Active' },
        notOwn: true,
        success: 'Admin deactivated',
      },
      {
        call: 'status',
        value: 'Active',
        label: 'Reactivate',
        name: 'Reactivate %{name}',
        when: { status: 'Inactive' },
        notOwn: true,
        success: 'Admin reactivated',
      },
      {
        call: 'resetTwoFactor',
        label: 'Reset 2FA',
        name: 'Reset 2FA of %{name}',
        when: { twoFactorEnabled: true },
        notOwn: true,
        confirm: {
          title: 'Reset two-factor sign-in?',
          text: '%{name} will be signed out and must set up two-factor sign-in again at the next sign-in.',
        },
        success: 'Two-factor sign-in reset',
      },
    ],
  },
  /** The self and last-admin rules, ended sessions and audit events, Reset 2FA: server/src/admins/. */
  overrides: ['save', 'actions'],
});
