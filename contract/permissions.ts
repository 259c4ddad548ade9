/**
 * Roles and permissions (issue 40): one policy that the server enforces on every route and the app reads to show
 * only what may be used. What may be granted is derived from the declarations (their calls are their actions), so a
 * new resource is in every role's grid, and in Owner's and Editor's grants, without a line here.
 */
import { nounOf, type ResourceDeclaration } from './resource';
import { declaredResources } from './resources/index';
import { contentDeclarations } from './content/index';
import type { ContentDeclaration } from './content/content-declaration';

/** The actions every resource may have; a resource offers those its calls do, and its declared actions beside. */
export const standardActions = [
  'list',
  'read',
  'create',
  'update',
  'status',
  'delete',
  'import',
  'export',
  'revert',
] as const;

/** One grant of a role: actions on a resource, optionally only its records in some languages, without some fields. */
export interface Permission {
  resource: string;
  actions: readonly string[];
  /** Only the records in these languages (their ids), on a resource that has a language; elsewhere no limit. */
  languages?: readonly string[];
  /** Fields this grant never shows nor lets write. */
  hiddenFields?: readonly string[];
}

/** What may be granted on one resource. */
export interface GrantableResource {
  resource: string;
  /** The resource in running text, plural ('post categories'): the refusal message and the roles grid. */
  words: string;
  actions: readonly string[];
  /** The fields a grant may hide. */
  fields: readonly string[];
  /** The field holding a record's language, where the resource has one (a grant's `languages` scope it). */
  language?: string;
}

const lowerPlural = (noun: string) => `${noun.toLowerCase()}s`;

const declaredGrant = (declaration: ResourceDeclaration): GrantableResource => {
  const { api } = declaration;
  const hasStatusCall = Boolean(api.status || api.update?.status);
  const actions = [
    ...(api.list ? ['list'] : []),
    ...(api.list || api.get ? ['read'] : []),
    ...(api.create ? ['create'] : []),
    ...(api.update ? ['update'] : []),
    ...(hasStatusCall ? ['status'] : []),
    ...(api.delete ? ['delete'] : []),
    ...(declaration.access?.actions ?? []),
    'revert',
    ...Object.keys(api.actions ?? {}),
  ];
  return {
    resource: declaration.name,
    words: declaration.nouns?.[1] ?? lowerPlural(nounOf(declaration)),
    // The standard actions in their order, then the declared ones.
    actions: [
      ...standardActions.filter((action) => actions.includes(action)),
      ...actions.filter((action) => !(standardActions as readonly string[]).includes(action)),
    ],
    fields: Object.keys(declaration.fields),
  };
};

const contentGrant = (declaration: ContentDeclaration): GrantableResource => ({
  resource: declaration.name,
  words: declaration.tag.toLowerCase(),
  actions: [
    'list',
    'read',
    'create',
    'update',
    'status',
    'import',
    ...(declaration.export ? ['export'] : []),
    'revert',
  ],
  fields: Object.keys(declaration.answer),
  ...(declaration.fields.language ? { language: declaration.fields.language.field } : {}),
});

/** Resources that are not declarations: backups and the audit log. */
const systemGrants: readonly GrantableResource[] = [
  { resource: 'backups', words: 'backups', actions: ['list', 'read', 'create', 'update'], fields: [] },
  { resource: 'audit', words: 'activity', actions: ['list'], fields: [] },
];

/** Every resource a role may be granted, with its actions: the declarations' and the system's. */
export const grantableResources: readonly GrantableResource[] = [
  ...contentDeclarations.map(contentGrant),
  ...declaredResources.map(declaredGrant),
  ...systemGrants,
];

const grantable = new Map(grantableResources.map((entry) => [entry.resource, entry]));

export const grantableResourceOf = (resource: string) => grantable.get(resource);

/**
 * Resources only Owner has by default: who may sign in and do what, the whole database, and where events go out of
 * the back-office (webhooks, with their secrets).
 */
const ownerOnly = new Set(['admins', 'roles', 'backups', 'webhooks']);

const everything = (keep: (entry: GrantableResource) => boolean, actions?: (entry: GrantableResource) => string[]) =>
  grantableResources
    .filter(keep)
    .map((entry) => ({ resource: entry.resource, actions: actions ? actions(entry) : [...entry.actions] }));

/** The built-in roles: never deleted nor changed; their grants follow the declarations. */
export const builtInRoles = {
  Owner: everything(() => true),
  Editor: everything((entry) => !ownerOnly.has(entry.resource)),
  Viewer: everything(
    (entry) => !ownerOnly.has(entry.resource) && entry.resource !== 'audit',
    (entry) => entry.actions.filter((action) => action === 'list' || action === 'read'),
  ),
} satisfies Record<string, Permission[]>;

export type BuiltInRole = keyof typeof builtInRoles;

export const isBuiltInRole = (name: string): name is BuiltInRole => Object.hasOwn(builtInRoles, name);

/** A stored role's grants: a built-in role's from its code (so a new declaration is in them), another's as stored. */
export const grantsOf = (role: { name: string; builtIn: boolean; permissions: readonly Permission[] }) =>
  role.builtIn && isBuiltInRole(role.name) ? builtInRoles[role.name] : role.permissions;

/**
 * What is wrong with a role's permissions, naming it ('Unknown resource "foo"', 'Unknown action "fly" on ads',
 * 'Unknown field "x" of reporters'); undefined when they are right. Languages on a resource without a language are
 * kept and change nothing there (a desk's one scope over posts, short videos and quotes).
 */
export const permissionsProblem = (permissions: readonly Permission[]): string | undefined => {
  for (const permission of permissions) {
    const entry = grantable.get(permission.resource);
    if (!entry) return `Unknown resource "${permission.resource}"`;
    const action = permission.actions.find((wanted) => !entry.actions.includes(wanted));
    if (action !== undefined) return `Unknown action "${action}" on ${permission.resource}`;
    const field = permission.hiddenFields?.find((wanted) => !entry.fields.includes(wanted));
    if (field !== undefined) return `Unknown field "${field}" of ${permission.resource}`;
  }
  return undefined;
};

interface ResourceAccess {
  actions: ReadonlySet<string>;
  /** The languages its records are limited to; undefined: all. */
  languages?: ReadonlySet<string>;
  hiddenFields: ReadonlySet<string>;
}

/** What an admin may do, from all their roles' permissions added up. */
export interface Access {
  readonly byResource: ReadonlyMap<string, ResourceAccess>;
  /**
   * Every action on every resource, unlimited (an Owner): also the resources the policy does not know, a test's own
   * declarations, which no role can be granted.
   */
  readonly everything: boolean;
}

/**
 * Adds permissions up: actions join; a resource is limited to languages only while every grant on it is (then to
 * all their languages); a field is hidden only while every grant on it hides it.
 */
export const accessOf = (permissions: readonly Permission[]): Access => {
  const byResource = new Map<string, ResourceAccess>();
  for (const permission of permissions) {
    const held = byResource.get(permission.resource);
    const languages = permission.languages?.length ? new Set(permission.languages) : undefined;
    const hiddenFields = new Set(permission.hiddenFields ?? []);
    byResource.set(
      permission.resource,
      held
        ? {
            actions: new Set([...held.actions, ...permission.actions]),
            languages: held.languages && languages ? new Set([...held.languages, ...languages]) : undefined,
            hiddenFields: new Set([...held.hiddenFields].filter((field) => hiddenFields.has(field))),
          }
        : { actions: new Set(permission.actions), languages, hiddenFields },
    );
  }
  const everything = grantableResources.every((entry) => {
    const held = byResource.get(entry.resource);
    return (
      held !== undefined &&
      held.languages === undefined &&
      held.hiddenFields.size === 0 &&
      entry.actions.every((action) => held.actions.has(action))
    );
  });
  return { byResource, everything };
};

/** The permissions an access adds up to, one per resource: what `GET /api/me/permissions` answers. */
export const permissionsOf = (access: Access) =>
  [...access.byResource].map(([resource, { actions, languages, hiddenFields }]) => ({
    resource,
    actions: [...actions],
    ...(languages ? { languages: [...languages] } : {}),
    ...(hiddenFields.size > 0 ? { hiddenFields: [...hiddenFields] } : {}),
  }));

/** Whether the admin may do `action` on `resource`. */
export const can = (access: Access, resource: string, action: string) =>
  grantable.has(resource) ? (access.byResource.get(resource)?.actions.has(action) ?? false) : access.everything;

/** The languages the resource's records are limited to (their ids), or undefined when it is not limited. */
export const languagesOf = (access: Access, resource: string): readonly string[] | undefined => {
  const languages = access.byResource.get(resource)?.languages;
  return languages && grantable.get(resource)?.language ? [...languages] : undefined;
};

/** The fields of the resource the admin never sees nor writes. */
export const hiddenFieldsOf = (access: Access, resource: string): ReadonlySet<string> =>
  access.byResource.get(resource)?.hiddenFields ?? new Set();

/** The 403 of a refused call (issue 40). */
export const refusalMessage = (action: string, resource: string) =>
  `You do not have permission to ${action} ${grantable.get(resource)?.words ?? resource}`;

/** What the app says on a screen opened by URL that the admin may not use. */
export const NO_ACCESS = 'You do not have access to this page';
