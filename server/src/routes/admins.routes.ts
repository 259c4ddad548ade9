import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AdminsService } from '../services/admins.service.js';
import { NullableString, OptionalString, errorResponses } from './schemas.js';

const Admin = Type.Object({
  roleID: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  mobileNumber: Type.String(),
  email: Type.String(),
  status: Type.String(),
  twoFactorEnabled: Type.Boolean(),
  lastSignInAt: NullableString,
});

const RoleIdParams = Type.Object({ roleID: Type.String() });

const AdminFields = {
  firstName: OptionalString(),
  lastName: OptionalString(),
  mobileNumber: OptionalString(),
  email: OptionalString(),
};

/** Settings → Admins (beyond the spec): the other admins' accounts. */
export const adminsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new AdminsService(app.db);

  app.get(
    '/admins',
    {
      schema: {
        tags: ['Admins'],
        summary: 'Every admin account, by name',
        response: { 200: Type.Object({ admins: Type.Array(Admin) }), ...errorResponses },
      },
    },
    async () => ({ admins: await service.list() }),
  );

  app.post(
    '/admins',
    {
      schema: {
        tags: ['Admins'],
        summary: 'Add an admin; without a password, a one-time password is generated and answered once',
        body: Type.Object({
          ...AdminFields,
          password: OptionalString('at least 8 characters; generated when left out'),
        }),
        response: {
          201: Type.Object({
            message: Type.String(),
            admin: Admin,
            oneTimePassword: Type.Optional(Type.String()),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await service.add(request.body ?? {}, request.user.sub)),
  );

  app.put(
    '/admins/:roleID',
    {
      schema: {
        tags: ['Admins'],
        summary: "Change an admin's details or status; Inactive ends their sessions at once",
        description: 'Nobody can deactivate themselves (400), and the last active admin cannot be deactivated (409).',
        params: RoleIdParams,
        body: Type.Object({ ...AdminFields, status: OptionalString('Active or Inactive') }),
        response: { 200: Type.Object({ message: Type.String(), admin: Admin }), ...errorResponses },
      },
    },
    async (request) => service.update(request.params.roleID, request.body ?? {}, request.user.sub),
  );

  app.post(
    '/admins/:roleID/reset-2fa',
    {
      schema: {
        tags: ['Admins'],
        summary: "Reset another admin's two-factor sign-in (lost device): off, their sessions ended",
        params: RoleIdParams,
        response: { 200: Type.Object({ message: Type.String(), admin: Admin }), ...errorResponses },
      },
    },
    async (request) => service.resetTwoFactor(request.params.roleID, request.user.sub),
  );
};
