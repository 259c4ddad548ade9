import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { contextOf } from '../lib/request-context.js';
import { errorResponses } from '../lib/http-schemas.js';
import { needs } from '../lib/route-permissions.js';

const Archive = Type.Object({
  name: Type.String({ description: 'backup-<UTC time>.tar' }),
  createdAt: Type.String({ format: 'date-time', description: 'When the database snapshot was taken' }),
  size: Type.Integer({ minimum: 0, description: 'Bytes' }),
  migration: Type.String({ description: 'The last database migration of the version that made it' }),
  productVersion: Type.String(),
  tables: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: 'Rows per table' }),
  rows: Type.Integer({ minimum: 0 }),
  mediaFiles: Type.Integer({ minimum: 0 }),
  mediaBytes: Type.Integer({ minimum: 0 }),
  encrypted: Type.Boolean({ description: 'Encrypted with BACKUP_PASSPHRASE' }),
  verifiedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When it was read back in full and matched its checksums and counts; null when it has not been',
  }),
});

const Running = Type.Union(
  [
    Type.Object({
      name: Type.String(),
      done: Type.Integer({ minimum: 0, description: 'Bytes written so far' }),
      total: Type.Integer({ minimum: 0, description: 'Bytes to write (0 while the database is being read)' }),
    }),
    Type.Null(),
  ],
  { description: 'The backup this server process is writing now, if any' },
);

/** Settings → Backups: the archives in BACKUP_DIR, a backup now, a download. Restoring stays a command. */
export const backupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.backups;

  app.get(
    '/backups',
    {
      config: needs('backups', 'list'),
      schema: {
        operationId: 'listBackups',
        tags: ['Backups'],
        summary: 'The archives in BACKUP_DIR, newest first, and the backup running now (beyond the spec)',
        response: { 200: Type.Object({ backups: Type.Array(Archive), running: Running }), ...errorResponses },
      },
    },
    async () => ({ backups: await service.list(), running: service.current ?? null }),
  );

  app.post(
    '/backups',
    {
      config: needs('backups', 'create'),
      schema: {
        operationId: 'startBackup',
        tags: ['Backups'],
        summary: 'Starts a backup of the database and every media file (beyond the spec)',
        description:
          'Answers at once; GET /api/backups shows its progress (`running`) and then the archive, verified. 409 while one runs.',
        response: {
          202: Type.Object({ message: Type.String(), name: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const name = service.start(`asked for by admin ${request.user.sub}`, contextOf(request));
      return reply.code(202).send({ message: 'Backup started', name });
    },
  );

  app.get(
    '/backups/:name/download',
    {
      config: needs('backups', 'read'),
      schema: {
        operationId: 'downloadBackup',
        tags: ['Backups'],
        summary: 'The archive file (beyond the spec)',
        params: Type.Object({ name: Type.String() }),
        produces: ['application/x-tar'],
        response: { 200: Type.Unknown({ description: 'The archive (application/x-tar)' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = service.fileOf(request.params.name);
      const { size } = await fs.promises.stat(file);
      return reply
        .header('content-type', 'application/x-tar')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .send(fs.createReadStream(file));
    },
  );
};
