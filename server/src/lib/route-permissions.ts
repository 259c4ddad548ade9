import { type Access, can, grantableResourceOf, grantableResources } from '#contract/permissions';
import { contentDeclarations } from '#contract/content/index';

/**
 * What a route needs (issue 40): an action on a resource; `signedIn`, only a signed-in admin (their own account,
 * saved views, presence, and calls whose answers are filtered by the admin's permissions instead: dashboard, live
 * events); `entry`, the revert call, which checks `revert` on its audit entry's resource once it has read it.
 */
export type RoutePermission = { resource: string; action: string } | 'signedIn' | 'entry';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs; every /api route names it, or is `public` (a route that does neither stops the start). */
    permission?: RoutePermission;
  }
}

/**
 * Each operation's permission, by operationId, as its route names it (`public` for login and health): the walk of
 * the OpenAPI document (server/test/permissions.test.ts) and the app's tests compare it with `can`. The same for
 * every app built, as routes come from the declarations.
 */
export const operations = new Map<string, RoutePermission | 'public'>();

/** The permission the operation's route names; undefined for an operationId no route has. */
export const permissionOfOperation = (operationId: string) => operations.get(operationId);

/**
 * The resource whose permissions cover the audit entries and live events carrying this name: content carries its
 * answer key ('shorts' for shortVideos), account events (sign-ins, profile pictures) belong with the admins.
 */
const grantByRecordedName = new Map<string, string>([
  ...grantableResources.map((entry) => [entry.resource, entry.resource] as const),
  ...contentDeclarations.map((declaration) => [declaration.keys.item, declaration.name] as const),
  ['account', 'admins'],
]);

/** Whether the admin may see the resource's records: list them, or read it where it is one record (Dos and Don'ts). */
const sees = (access: Access, resource: string) =>
  can(access, resource, grantableResourceOf(resource)?.actions.includes('list') === false ? 'read' : 'list');

export const grantOfRecorded = (name: string) => grantByRecordedName.get(name) ?? name;

/** The names audit entries carry for the resources the admin may list; undefined when that is every resource. */
export const listedRecordedNames = (access: Access) => {
  const names = [...grantByRecordedName].filter(([, resource]) => sees(access, resource)).map(([name]) => name);
  return names.length === grantByRecordedName.size ? undefined : names;
};

/** Whether the admin may see a live event or entry carrying this name: not of a resource they may not list. */
export const mayListRecorded = (access: Access, name: string) => {
  const resource = grantByRecordedName.get(name);
  return resource === undefined || sees(access, resource);
};

/** The config of a route that needs `action` on `resource`. */
export const needs = (resource: string, action: string) => ({ permission: { resource, action } });

/** The config of a route that needs only a signed-in admin. */
export const anyAdmin = { permission: 'signedIn' } as const;
