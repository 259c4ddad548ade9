import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { permissionsOf } from '#contract/permissions';
import { PermissionSchema, errorResponses } from '../lib/http-schemas.js';
import { anyAdmin } from '../lib/route-permissions.js';

/**
 * The caller's own roles and permissions (issue 40), which the app reads after sign-in to show only what may be
 * used. Settings → Roles itself is the declared resource `roles` (contract/resources/roles.ts).
 */
export const rolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me/permissions',
    {
      // The app asks right after sign-in, also while a one-time password or two-factor set-up is still due.
      config: { ...anyAdmin, beforeTwoFactor: true, beforePasswordChange: true },
      schema: {
        operationId: 'getMyPermissions',
        tags: ['Roles'],
        summary: "My roles and what they let me do: their permissions added up (Owner's as every grant)",
        response: {
          200: Type.Object({
            roles: Type.Array(Type.String(), { description: 'The names of my roles' }),
            permissions: Type.Array(PermissionSchema, {
              description: 'One per resource I may use: the actions, and the languages and hidden fields that limit it',
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ roles: [...request.roles], permissions: permissionsOf(request.access) }),
  );
};
