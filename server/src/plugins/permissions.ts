import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { can, grantableResourceOf, hiddenFieldsOf, refusalMessage } from '#contract/permissions';
import { contentDeclarations } from '#contract/content/index';
import { HttpError } from '../lib/http-errors.js';
import { operations, type RoutePermission } from '../lib/route-permissions.js';
import { recordAttempt } from '../audit/audit-recorder.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The 403 of `action` on `resource` for a route that decides by the record it reads (the revert), audited. */
    refuse(request: FastifyRequest, resource: string, action: string): Promise<HttpError>;
  }
}

/** The 403 of `action` on `resource`, written to the audit log first (a refusal changes nothing else). */
const refuse = async (
  app: FastifyInstance,
  request: FastifyRequest,
  resource: string,
  action: string,
  message = refusalMessage(action, resource),
) => {
  const { id } = (request.params ?? {}) as { id?: unknown };
  await recordAttempt(
    app.db,
    { userId: request.user?.sub, address: request.ip },
    {
      action: 'refused',
      resource,
      recordIds: typeof id === 'string' && id !== '' ? [id] : [],
      detail: { action, operation: request.routeOptions.schema?.operationId ?? request.routeOptions.url },
    },
  );
  return new HttpError(403, message);
};

const contentNames = new Set<string>(contentDeclarations.map((declaration) => declaration.name));

/** The hidden field of the resource a body would write, if any. */
const hiddenWritten = (request: FastifyRequest, resource: string) => {
  const hidden = hiddenFieldsOf(request.access, resource);
  if (hidden.size === 0 || !request.body || typeof request.body !== 'object') return undefined;
  return Object.keys(request.body).find((key) => hidden.has(key));
};

/** The answer without the hidden fields, at any depth (a list's items, a record inside an answer). */
const withoutHidden = (value: unknown, hidden: ReadonlySet<string>): unknown => {
  if (Array.isArray(value)) return value.map((item) => withoutHidden(item, hidden));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !hidden.has(key))
      .map(([key, inner]) => [key, withoutHidden(inner, hidden)]),
  );
};

/**
 * The check of every /api route, registered in the /api scope after `authenticate`: a route that names no permission
 * stops the start (onRoute); a call without its action answers 403 before its body is read; a body writing a hidden
 * field answers 403; hidden fields are taken out of the answer.
 */
export const permissionsPlugin = fp(async (app) => {
  app.decorate('refuse', (request: FastifyRequest, resource: string, action: string) =>
    refuse(app, request, resource, action),
  );

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as { public?: boolean; permission?: RoutePermission } | undefined;
    const permission = config?.public ? 'public' : config?.permission;
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (permission && operationId) operations.set(operationId, permission);
    if (permission) return;
    throw new Error(`${route.method} ${route.url} names no permission (config.permission, or public)`);
  });

  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (typeof permission !== 'object') return;
    if (!can(request.access, permission.resource, permission.action))
      throw await refuse(app, request, permission.resource, permission.action);
  });

  app.addHook('preValidation', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (typeof permission !== 'object') return;
    const field = hiddenWritten(request, permission.resource);
    if (field === undefined) return;
    const words = grantableResourceOf(permission.resource)?.words ?? permission.resource;
    throw await refuse(
      app,
      request,
      permission.resource,
      'update',
      `You do not have permission to update ${field} of ${words}`,
    );
  });

  // After serialization, so that the response schemas (which require those fields) still check every other answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const permission = request.routeOptions.config?.permission;
    // An error before `authenticate` set the access (401) has nothing to hide.
    if (typeof permission !== 'object' || typeof payload !== 'string' || !request.access) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const hidden = new Set(hiddenFieldsOf(request.access, permission.resource));
    // Content answers nest their reporter (postReportedDetails): the reporter fields the admin may not see go too.
    if (contentNames.has(permission.resource))
      for (const field of hiddenFieldsOf(request.access, 'reporters')) hidden.add(field);
    return hidden.size === 0 ? payload : JSON.stringify(withoutHidden(JSON.parse(payload), hidden));
  });
});
