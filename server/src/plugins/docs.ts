import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { documentedRoute, finishedDocument } from './openapi.js';

/**
 * The API's version in the document: the major part changes when a call, field or answer changes incompatibly,
 * the minor part when calls or fields are added or the description gets stricter, the patch part for wording.
 * docs/api.md lists the changes.
 */
export const API_VERSION = '1.1.0';

/** What each section's calls are for, shown beside its tag. */
const tagDescriptions: Record<string, string> = {
  Platform: 'Liveness and readiness, without a token',
  Auth: 'Login (with the second step of two-factor sign-in), logout and the admin profile',
  Account: "The signed-in admin's own password, sessions and two-factor sign-in",
  Reporters: 'Reporter registration, approval and status, and the content a reporter sent',
  Posts: 'News posts: create, upload the image, import, list, export, edit, publish or reject',
  "Dos and Don'ts": "The platform's one Dos and Don'ts page",
  Magazines: 'Magazines and their PDFs, rendered to pages in the background',
  Novels: 'Novels, their covers and chapter PDFs',
  Jobs: 'Job openings and their company images',
  'Short videos': 'Short videos: create, upload the video, import, list, edit, publish or reject',
  'Daily quotes': 'Daily quotes: create, upload the image, import, list, edit, publish or reject',
  Dashboard: 'What waits for the admin, and recent figures',
  Backups: 'Archives of the database and the media (beyond the spec)',
  'Saved views': "Named filters, sorts and page sizes of a list, one's own or shared",
  Live: 'Changes as Server-Sent Events, and who has a record open',
  Audit: 'The activity log, its export, and reverting an entry',
  Admins: 'Admin accounts',
  Ads: 'Ads and their images',
  'Post categories': 'Categories of news posts',
  'Short video categories': 'Categories of short videos',
  'Novel categories': 'Categories of novels',
  Languages: 'The languages content is written in',
  'Reporter tickets': "Reporters' support tickets and their progress",
};

/** OpenAPI generated from the route schemas, browsable at /api/docs (JSON at /api/docs/json). */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Newsroom back-office API',
        version: API_VERSION,
        description:
          'The calls of the back-office specification, section 7, and those added beyond it (docs/api.md). ' +
          'Send `Authorization: Bearer <token>` from POST /api/login. Errors answer `{ "message": "..." }`.',
        license: { name: 'Proprietary: all rights reserved', url: 'https://choosealicense.com/no-permission/' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: documentedRoute,
    transformObject: (document) =>
      'openapiObject' in document
        ? finishedDocument(document.openapiObject as Record<string, unknown>, tagDescriptions)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    uiHooks: {},
    staticCSP: true,
  });
});
