import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { messages } from '#contract/rules';
import { contextOf } from '../lib/request-context.js';
import { imageRule } from '../media/images.js';
import { withUploadedFile } from '../media/upload.js';
import { AuthService } from '../services/auth.service.js';
import { requireId } from '../lib/validate.js';
import { IdParams, Message, OptionalString, errorResponses } from './schemas.js';

const Admin = Type.Object({
  roleID: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  mobileNumber: Type.String(),
  role: Type.String(),
  profilePic: Type.Union([Type.String(), Type.Null()]),
});

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new AuthService(app.db, app.storage);

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['Auth'],
        summary: 'Log in with mobile number and password',
        security: [],
        body: Type.Object({ mobileNumber: OptionalString(), password: OptionalString() }),
        response: {
          200: Type.Object({
            message: Type.String(),
            token: Type.String(),
            user: Type.Object({
              roleID: Type.String(),
              role: Type.String(),
              email: Type.String(),
              firstName: Type.String(),
              lastName: Type.String(),
            }),
          }),
          ...errorResponses,
          429: Message,
        },
      },
    },
    async (request) => {
      const user = await service.login(request.body ?? {}, request.ip);
      const token = await app.issueToken(user, request.ip);
      return {
        message: 'Login successfully',
        token,
        user: {
          roleID: user.id,
          role: user.role,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
        },
      };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['Auth'],
        summary: "Sign Out (beyond the spec): ends the token's session on every replica",
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await app.revokeSession(request);
      return { message: 'Logout successfully' };
    },
  );

  app.get(
    '/admin/:id',
    {
      schema: {
        tags: ['Auth'],
        summary: "An admin's profile",
        params: IdParams,
        response: { 200: Type.Object({ admin: Admin }), ...errorResponses },
      },
    },
    async (request) => ({ admin: await service.getAdmin(requireId(request.params.id, 'Admin'), contextOf(request)) }),
  );

  app.put(
    '/profile/upload/:id',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Upload the admin profile picture (multipart field profileImage: .jpeg, .jpg or .png)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: Type.Object({ message: Type.String(), profilePic: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = requireId(request.params.id, 'Admin');
      const profilePic = await withUploadedFile(request, 'profileImage', imageRule, messages.imageRequired, (file) =>
        service.setProfilePicture(id, file, contextOf(request)),
      );
      return reply.status(201).send({ message: 'Profile picture updated successfully', profilePic: profilePic! });
    },
  );
};
