import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { DeskRecords } from '../lib/desk-records.js';
import { errorResponses, Message } from '../lib/http-schemas.js';
import { pascalCase, singularOf } from '../lib/operation-ids.js';
import { contextOf } from '../lib/request-context.js';
import { anyAdmin, needs } from '../lib/route-permissions.js';
import { deskMessages, DeskService, NOTE_EDIT_MINUTES } from './desk.service.js';

const Admin = Type.Object(
  { adminID: Type.String({ format: 'uuid' }), name: Type.String() },
  { examples: [{ adminID: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', name: 'Asha Rao' }] },
);
const Assignee = Type.Union([Admin, Type.Null()], { description: 'The admin it is assigned to; null: unassigned' });
const Note = Type.Object(
  {
    noteID: Type.String({ format: 'uuid' }),
    author: Admin,
    text: Type.String({ description: 'Plain text; `@First Last` mentions an active admin' }),
    mentions: Type.Array(Type.String({ format: 'uuid' }), { description: 'The ids of the admins the text mentions' }),
    createdAt: Type.String({ format: 'date-time' }),
    editedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  {
    examples: [
      {
        noteID: '0b8f6a52-7d1e-4f3a-9c2b-5e6d7f8a9b0c',
        author: { adminID: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', name: 'Asha Rao' },
        text: '@Ravi Kumar check the location with the reporter',
        mentions: ['9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d'],
        createdAt: '2026-11-29T10:15:00.000Z',
        editedAt: null,
      },
    ],
  },
);
const NoteText = Type.Object({ text: Type.String({ description: 'Plain text, 1 to 2000 characters' }) });
const IdParams = Type.Object({ id: Type.String() });
const NoteParams = Type.Object({ noteID: Type.String() });
const tags = ['Review desk'];
const tenMinutes = `its author only, within ${NOTE_EDIT_MINUTES} minutes of writing it (403 otherwise)`;

/**
 * The review desk's calls (issue 44) for each resource that declares `desk`: `/api/assign/<name>/{id}` and
 * `/api/notes/<name>/{id}`, one route per resource, so that each names its permission: assigning and writing a
 * note need the resource's `status` action (the review's), reading its notes and assignee `read`. A note's own
 * calls (`/api/notes/{noteID}`) are its author's, checked against the note's record.
 */
export const deskRoutes =
  (resources: readonly DeskRecords[]): FastifyPluginAsyncTypebox =>
  async (app) => {
    const byName = new Map(resources.map((records) => [records.name, records]));
    const service = new DeskService(app.db, byName);

    app.get(
      '/desk/admins',
      {
        config: anyAdmin,
        schema: {
          operationId: 'listDeskAdmins',
          tags,
          summary: 'The active admins, whom a record can be assigned to and a note can mention',
          response: { 200: Type.Object({ admins: Type.Array(Admin) }), ...errorResponses },
        },
      },
      async () => ({
        admins: (await service.admins()).map((admin) => ({ adminID: admin.adminId, name: admin.name })),
      }),
    );

    for (const records of resources) {
      const { name } = records;
      const one = singularOf(pascalCase(name));
      const noun = records.noun.toLowerCase();
      if (records.desk.assign) {
        app.get(
          `/assign/${name}`,
          {
            config: needs(name, 'list'),
            schema: {
              operationId: `list${one}Assignees`,
              tags,
              summary: `Who ${noun} records are assigned to (a list page's column, a dialog); unassigned ones are left out`,
              querystring: Type.Object({
                ids: Type.String({ description: 'Comma-separated record ids, at most 100' }),
              }),
              response: {
                200: Type.Object({
                  assignees: Type.Array(
                    Type.Object({ recordId: Type.String(), adminID: Type.String(), name: Type.String() }),
                  ),
                }),
                ...errorResponses,
              },
            },
          },
          async (request) => ({
            assignees: await service.assignees(records, request.query.ids.split(',').slice(0, 100), contextOf(request)),
          }),
        );
        app.put(
          `/assign/${name}/:id`,
          {
            config: needs(name, 'status'),
            schema: {
              operationId: `assign${one}`,
              tags,
              summary: `Assign the ${noun} to an active admin, or unassign it (null); the admin is notified`,
              params: IdParams,
              body: Type.Object(
                // `nullable` rather than a union with null, which the schema's type coercion would turn into ''.
                { adminID: Type.String({ nullable: true, description: "An active admin's id, or null: unassigned" }) },
                { examples: [{ adminID: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d' }, { adminID: null }] },
              ),
              response: { 200: Type.Object({ message: Type.String(), assignee: Assignee }), ...errorResponses },
            },
          },
          async (request) => service.assign(records, request.params.id, request.body.adminID, contextOf(request)),
        );
      }
      if (records.desk.notes) {
        app.get(
          `/notes/${name}/:id`,
          {
            config: needs(name, 'read'),
            schema: {
              operationId: `list${one}Notes`,
              tags,
              summary: `The internal notes on the ${noun}, oldest first (never shown to reporters)`,
              params: IdParams,
              response: { 200: Type.Object({ notes: Type.Array(Note) }), ...errorResponses },
            },
          },
          async (request) => ({ notes: await service.notes(records, request.params.id, contextOf(request)) }),
        );
        app.post(
          `/notes/${name}/:id`,
          {
            config: needs(name, 'status'),
            schema: {
              operationId: `add${one}Note`,
              tags,
              summary: `Add an internal note on the ${noun}; the admins it @mentions are notified`,
              params: IdParams,
              body: NoteText,
              response: { 201: Type.Object({ message: Type.String(), note: Note }), ...errorResponses },
            },
          },
          async (request, reply) => {
            const note = await service.addNote(records, request.params.id, request.body.text, contextOf(request));
            return reply.status(201).send({ message: deskMessages.noteAdded, note });
          },
        );
      }
    }

    app.put(
      '/notes/:noteID',
      {
        config: anyAdmin,
        schema: {
          operationId: 'updateNote',
          tags,
          summary: `Change a note's text: ${tenMinutes}`,
          params: NoteParams,
          body: NoteText,
          response: { 200: Type.Object({ message: Type.String(), note: Note }), ...errorResponses },
        },
      },
      async (request) => ({
        message: deskMessages.noteUpdated,
        note: await service.updateNote(request.params.noteID, request.body.text, contextOf(request)),
      }),
    );
    app.delete(
      '/notes/:noteID',
      {
        config: anyAdmin,
        schema: {
          operationId: 'deleteNote',
          tags,
          summary: `Delete a note: ${tenMinutes}`,
          params: NoteParams,
          response: { 200: Message, ...errorResponses },
        },
      },
      async (request) => {
        await service.deleteNote(request.params.noteID, contextOf(request));
        return { message: deskMessages.noteDeleted };
      },
    );
  };
