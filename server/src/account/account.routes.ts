import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { passwordRules } from '#contract/passwords';
import { AccountService, accountMessages, type Caller } from './account.service.js';
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

const RecoveryCodes = Type.Object({
  recoveryCodes: Type.Array(Type.String(), { description: '10 single-use codes, shown once' }),
});

const callerOf = (request: FastifyRequest): Caller => ({
  userId: request.user.sub,
  sessionId: request.user.sid,
  clientAddress: request.ip,
});

/** My account (beyond the spec): password, sessions and two-factor sign-in of the signed-in admin. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new AccountService(app.db);
  const withThrottle = { ...errorResponses, 429: Message };

  app.get(
    '/account',
    {
      config: { ...anyAdmin, beforeTwoFactor: true, beforePasswordChange: true },
      schema: {
        operationId: 'getAccount',
        tags: ['Account'],
        summary:
          'The signed-in admin, with whether two-factor sign-in is on and whether it is required (REQUIRE_2FA), ' +
          'and whether they must first replace a one-time password',
        response: {
          200: Type.Object({
            account: Type.Object({
              roleID: Type.String(),
              firstName: Type.String(),
              lastName: Type.String(),
              email: Type.String(),
              mobileNumber: Type.String(),
              twoFactorEnabled: Type.Boolean(),
              recoveryCodesLeft: Type.Integer(),
              twoFactorRequired: Type.Boolean(),
              passwordChangeRequired: Type.Boolean({
                description: 'Signed in with a one-time password: every other call answers 403 until it is changed',
              }),
              interfaceLanguage: InterfaceLanguage,
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ account: await service.get(callerOf(request), app.requireTwoFactor) }),
  );

  app.put(
    '/account/password',
    {
      // Also the way out of a one-time password, which may come before enrolment (REQUIRE_2FA).
      config: { ...anyAdmin, beforeTwoFactor: true, beforePasswordChange: true },
      schema: {
        operationId: 'changePassword',
        tags: ['Account'],
        summary: 'Change my password (the current one required); every other session of mine ends',
        body: Type.Object({ currentPassword: OptionalString(), newPassword: OptionalString() }),
        bodyRequired: refusedWhenLeftOut(passwordRules.changePassword),
        response: { 200: Message, ...withThrottle },
      },
    },
    async (request) => service.changePassword(callerOf(request), request.body ?? {}),
  );

  app.put(
    '/account/language',
    {
      // The language of the screens that come before everything else (enrolment, a one-time password) too.
      config: { ...anyAdmin, beforeTwoFactor: true, beforePasswordChange: true },
      schema: {
        operationId: 'changeInterfaceLanguage',
        tags: ['Account'],
        summary: 'Store my interface language (en, hi or ur), applied at my next sign-in on any browser',
        description: `400 "${accountMessages.unknownLanguage}" for any other value.`,
        body: Type.Object({ interfaceLanguage: OptionalString('en, hi or ur') }),
        bodyRequired: ['interfaceLanguage'],
        response: {
          200: Type.Object({ message: Type.String(), interfaceLanguage: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => service.changeInterfaceLanguage(callerOf(request), request.body ?? {}),
  );

  app.get(
    '/account/sessions',
    {
      config: anyAdmin,
      schema: {
        operationId: 'listSessions',
        tags: ['Account'],
        summary: 'My open sessions, the most recently used first',
        response: {
          200: Type.Object({
            sessions: Type.Array(
              Type.Object({
                id: Type.String(),
                device: Type.String(),
                address: Type.String(),
                signedInAt: Type.String(),
                lastUsedAt: Type.String(),
                current: Type.Boolean(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ sessions: await service.listSessions(callerOf(request)) }),
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: anyAdmin,
      schema: {
        operationId: 'endSession',
        tags: ['Account'],
        summary: 'End one of my sessions',
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => service.endSession(callerOf(request), requireId(request.params.id, 'Session')),
  );

  app.post(
    '/2fa/setup',
    {
      config: { ...anyAdmin, beforeTwoFactor: true },
      schema: {
        operationId: 'startTwoFactorSetup',
        tags: ['Account'],
        summary: 'Start two-factor enrolment: a new TOTP secret, not active until /api/2fa/enable confirms a code',
        response: { 200: Type.Object({ secret: Type.String(), otpauthUrl: Type.String() }), ...errorResponses },
      },
    },
    async (request) => service.setupTwoFactor(callerOf(request)),
  );

  app.post(
    '/2fa/enable',
    {
      config: { ...anyAdmin, beforeTwoFactor: true },
      schema: {
        operationId: 'enableTwoFactor',
        tags: ['Account'],
        summary: "Finish enrolment with a current code of the setup's secret; answers 10 recovery codes, shown once",
        description: '400 "Invalid code" on a wrong code.',
        body: Type.Object({ code: OptionalString() }),
        // Left out, it is refused as a wrong code.
        bodyRequired: ['code'],
        response: { 200: RecoveryCodes, ...withThrottle },
      },
    },
    async (request) => service.enableTwoFactor(callerOf(request), request.body ?? {}),
  );

  app.post(
    '/2fa/disable',
    {
      config: anyAdmin,
      schema: {
        operationId: 'disableTwoFactor',
        tags: ['Account'],
        summary: 'Turn two-factor sign-in off, with my password and a current code',
        body: Type.Object({ password: OptionalString(), code: OptionalString() }),
        bodyRequired: ['password', 'code'],
        response: { 200: Message, ...withThrottle },
      },
    },
    async (request) => service.disableTwoFactor(callerOf(request), request.body ?? {}),
  );

  app.post(
    '/2fa/recovery-codes',
    {
      config: anyAdmin,
      schema: {
        operationId: 'renewRecoveryCodes',
        tags: ['Account'],
        summary: 'A new set of 10 recovery codes (with a current code); the old ones stop working',
        body: Type.Object({ code: OptionalString() }),
        // Left out, it is refused as a wrong code.
        bodyRequired: ['code'],
        response: { 200: RecoveryCodes, ...withThrottle },
      },
    },
    async (request) => service.regenerateRecoveryCodes(callerOf(request), request.body ?? {}),
  );
};
