import { defineResource } from '../resource';
import { messages, rules } from '../rules';

/**
 * Settings → Roles (issue 40): a role is a name and the permissions it grants (contract/permissions.ts). The built-in
 * roles (Owner, Editor, Viewer) are answered with the grants their code gives them and are never changed nor deleted;
 * a role still held by an admin is not deleted. Those rules are server/src/roles/overrides.ts.
 */
export const roles = defineResource({
  name: 'roles',
  table: 'roles',
  id: 'roleId',
  noun: 'Role',
  fields: {
    name: {
      type: 'text',
      max: 100,
      rules: rules.role.name,
      unique: messages.roleNameTaken,
      input: 'Required, at most 100 characters, unique (in any case)',
      label: 'Name',
      list: true,
      form: true,
      order: 'asc',
    },
    builtIn: {
      type: 'boolean',
      label: 'Built-in',
      list: true,
      labels: ['Yes', 'No'],
      describe: 'Owner, Editor and Viewer: never changed nor deleted',
    },
    permissions: {
      type: 'permissions',
      builtIn: 'builtIn',
      label: 'Permissions',
      form: true,
      input: 'Each: a resource, its actions, and optionally languages (ids) and hiddenFields',
      describe: "The role's grants (a built-in role's as its code gives them)",
    },
    admins: {
      type: 'tally',
      table: 'admin_roles',
      parent: 'roleId',
      where: {},
      label: 'Admins',
      list: true,
      describe: 'How many admins hold the role',
    },
  },
  api: {
    tag: 'Roles',
    list: {
      path: '/roles',
      key: 'roles',
      summary: 'Every role, by name, with its permissions and how many admins hold it',
    },
    create: {
      path: '/roles',
      key: 'role',
      message: 'Role added successfully',
      summary: 'Add a role',
      description: 'An unknown resource, action or field answers 400 naming it; the name is required and unique (409).',
    },
    update: {
      path: '/roles/{roleId}',
      key: 'role',
      partial: true,
      message: 'Role updated successfully',
      summary: "Change a role's name or permissions; it applies to its admins' next request",
      description: 'A built-in role cannot be changed (400).',
    },
    delete: {
      path: '/roles/{roleId}',
      message: 'Role deleted successfully',
      summary: 'Delete a role: not a built-in one (400), nor one an admin still holds (409)',
    },
  },
  screen: {
    path: '/settings/roles',
    menu: { settingsTab: 'Roles' },
    title: 'Roles',
    count: ['Role', 'Roles'],
    add: '+ Add Role',
    addTitle: 'Add Role',
    editTitle: 'Edit Role',
    recordName: ['name'],
    delete: { title: 'Delete role?', text: 'The role %{name} will be deleted.' },
  },
  /** A built-in role is never changed nor deleted, a held one not deleted: server/src/roles/overrides.ts. */
  overrides: ['save', 'delete'],
});
