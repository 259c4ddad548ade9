import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { messages, rules } from '#contract/rules';
import { contextOf } from '../lib/request-context.js';
import { imageRule } from '../media/images.js';
import { fileUploadForm, withUploadedFile } from '../media/upload.js';
import type { User } from './users.repository.js';
import { AuthService } from './auth.service.js';
import { requireId } from '../lib/validate.js';
import {
  IdParams,
  InterfaceLanguage,
  Message,
  OptionalString,
  errorResponses,
  refusedWhenLeftOut,
} from '../lib/http-schemas.js';
import { anyAdmin } from '../lib/route-permissions.js';

const Admin = Type.Object({
  roleID: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  mobileNumber: Type.String(),
  role: Type.String(),
  profilePic: Type.Union([Type.String(), Type.Null()]),
});

const SignedIn = Type.Object({
  message: Type.String(),
  token: Type.String(),
  user: Type.Object({
    roleID: Type.String(),
    role: Type.String(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    // Beyond the spec's fields: the app switches to it at sign-in.
    interfaceLanguage: InterfaceLanguage,
  }),
});

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new AuthService(app.db, app.storage);

  const signedIn = async (user: User, request: FastifyRequest) => ({
    message: 'Login successfully',
    token: await app.issueToken(user, request.ip, request.headers['user-agent']),
    user: {
      roleID: user.id,
      role: user.role,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      interfaceLanguage: user.interfaceLanguage ?? undefined,
    },
  });

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        operationId: 'login',
        tags: ['Auth'],
        summary: 'Log in with mobile number and password',
        description:
          'For an admin with two-factor sign-in on, the right password answers `twoFactorRequired` and a challenge ' +
          '(single-use, valid 5 minutes) instead of a token; POST /api/login/2fa finishes the sign-in.',
        security: [],
        body: Type.Object({ mobileNumber: OptionalString(), password: OptionalString() }),
        bodyRequired: refusedWhenLeftOut(rules.login),
        response: {
          200: Type.Union([SignedIn, Type.Object({ twoFactorRequired: Type.Literal(true), challenge: Type.String() })]),
          ...errorResponses,
          429: Message,
        },
      },
    },
    async (request) => {
      const result = await service.login(request.body ?? {}, request.ip);
      return result.user
        ? signedIn(result.user, request)
        : { twoFactorRequired: true as const, challenge: result.challenge };
    },
  );

  app.post(
    '/login/2fa',
    {
      config: { public: true },
      schema: {
        operationId: 'loginWithSecondFactor',
        tags: ['Auth'],
        summary: "Log in, second step: the login's challenge with a current code or an unused recovery code",
        description:
          'Answers what POST /api/login answers to an admin without two-factor sign-in. A code works once; a ' +
          'wrong one counts in the same throttle as a wrong password. 401 "Invalid code"; 401 "This code was ' +
          'already used. Wait for the next one." for a current code whose 30-second step was used; 401 when the ' +
          'challenge has expired or was used.',
        security: [],
        body: Type.Object({
          challenge: OptionalString(),
          code: OptionalString('6 digits from the authenticator app'),
          recoveryCode: OptionalString('one of the recovery codes, instead of a code'),
        }),
        // One of code and recoveryCode is needed too, which a `required` list cannot say (the summary does).
        bodyRequired: ['challenge'],
        response: { 200: SignedIn, ...errorResponses, 429: Message },
      },
    },
    async (request) => signedIn(await service.loginSecondStep(request.body ?? {}, request.ip), request),
  );

  app.post(
    '/logout',
    {
      config: { ...anyAdmin, beforeTwoFactor: true, beforePasswordChange: true },
      schema: {
        operationId: 'logout',
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
      config: { ...anyAdmin, beforeTwoFactor: true, beforePasswordChange: true },
      schema: {
        operationId: 'getAdminProfile',
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
      config: anyAdmin,
      schema: {
        operationId: 'uploadProfileImage',
        tags: ['Auth'],
        summary: 'Upload the admin profile picture (multipart field profileImage: .jpeg, .jpg or .png)',
        ...fileUploadForm('profileImage', imageRule, messages.imageRequired),
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
