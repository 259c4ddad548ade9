import { Type } from 'typebox';
import { rules } from '#contract/rules';
import { novels } from '#contract/resources/novels';
import { IdParams, OptionalString, errorResponses } from '../lib/http-schemas.js';
import { PaginationSchema, pageQuery, type Page } from '../lib/pagination.js';
import { contextOf } from '../lib/request-context.js';
import { requireId, validate } from '../lib/validate.js';
import { filePart, receiveForm, uploadForm } from '../media/upload.js';
import type { ResourceOverrides } from '../declared/declared-overrides.js';
import { recordSchema } from '../declared/declared.routes.js';
import { chapterFileRule, novelOf, removeChaptersAfter, uploadChapters } from './chapters.js';
import { NOVELS_PER_GROUP, categoryNovels, groupedNovels } from './lists.js';
import { needs } from '../lib/route-permissions.js';

const Novel = recordSchema(novels);
const tags = ['Novels'];
const Search = OptionalString('Title contains (any case)');

/**
 * What novels do beyond a declared resource: the chapter count a body sets (optional on create, 0 until given), the
 * chapters a lower count removes, the lists grouped by category and a category's page, and the chapter upload.
 */
export const novelsOverrides: Pick<ResourceOverrides, 'save' | 'routes'> = {
  save: {
    before: async (_tx, { stored, patch }) => {
      // A create may leave the count for the chapter upload; a count that is sent (or changed) must be 1 or more.
      const count = patch.totalChapters;
      if (!stored && (count === null || count === undefined)) delete patch.totalChapters;
      else if (!stored || count !== stored.totalChapters)
        validate({ totalChapters: count }, { totalChapters: rules.novel.totalChapters });
    },
    after: async (tx, { stored, row }) =>
      stored && Number(row.totalChapters) < Number(stored.totalChapters)
        ? removeChaptersAfter(tx, row.id, Number(row.totalChapters))
        : [],
  },
  routes: async (app) => {
    app.get(
      '/novels/filter/:status',
      {
        config: needs('novels', 'list'),
        schema: {
          operationId: 'listNovels',
          tags,
          summary: `Active or upcoming novels grouped by category, at most ${NOVELS_PER_GROUP} per group`,
          description:
            'Groups are the categories with matching novels, by name; totalNovels tells whether View All has more to ' +
            'show, totalRecords is the count card. Active novels latest start first, upcoming soonest first.',
          params: Type.Object({ status: Type.String({ description: 'active or upcoming; other casings work too' }) }),
          pathValues: { status: ['active', 'upcoming'] },
          querystring: Type.Object({ search: Search }),
          response: {
            200: Type.Object({
              novels: Type.Object({
                novelsData: Type.Array(
                  Type.Object({
                    categoryName: Type.String(),
                    novelCategoryID: Type.String(),
                    totalNovels: Type.Integer(),
                    novels: Type.Array(Novel),
                  }),
                ),
                totalRecords: Type.Integer(),
              }),
            }),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const { status } = request.params as { status: string };
        const { search } = request.query as { search?: string };
        return { novels: await groupedNovels(app.db, status, search, contextOf(request)) };
      },
    );

    app.get(
      '/novels/category/:id',
      {
        config: needs('novels', 'list'),
        schema: {
          operationId: 'listCategoryNovels',
          tags,
          summary: "One page of a novel category's novels (30 first; Show More appends the next page)",
          params: IdParams,
          querystring: Type.Object({
            ...pageQuery(30),
            search: Search,
            status: OptionalString('active or upcoming; both when left out'),
          }),
          response: {
            200: Type.Object({
              novels: Type.Object({
                novelCategoryID: Type.String(),
                categoryName: Type.String(),
                novelsData: Type.Array(Novel),
                pagination: PaginationSchema,
              }),
            }),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const query = request.query as Page & { search?: string; status?: string };
        return { novels: await categoryNovels(app.db, id, query, contextOf(request)) };
      },
    );

    app.put(
      '/novels/pdf/upload/:id',
      {
        config: needs('novels', 'update'),
        schema: {
          operationId: 'uploadNovelChapters',
          tags,
          summary: 'Set the chapter count and upload chapter PDFs (multipart: totalChapters, chapter1..chapterN)',
          description:
            'Each chapterN file must be a readable PDF (checked by content and parsed) of at most 4 MB. Every chapter ' +
            'from 1 to totalChapters must have a file once the upload is done; chapters uploaded before may be left ' +
            'out, and a file sent for one of them replaces it. Lowering totalChapters removes the chapters above it. ' +
            "All or nothing: any problem answers 400 (one message, or a list of 'Chapter N: ...' messages) and " +
            'changes nothing. totalChapters left out keeps the stored count. At most 60 files per request; longer ' +
            'novels are uploaded in steps, raising totalChapters each time.',
          ...uploadForm(
            { chapter1: Type.Optional(filePart(chapterFileRule('chapter1')!, 'Chapter 1, a PDF:')) },
            {
              totalChapters: Type.Optional(
                Type.String({ description: 'The number of chapters, a whole number; left out keeps the stored count' }),
              ),
            },
            filePart(
              chapterFileRule('chapter2')!,
              'chapter2 to chapterN, one PDF each (messages name the chapter, as for chapter 2):',
            ),
          ),
          params: IdParams,
          response: { 201: Type.Object({ message: Type.String(), novels: Novel }), ...errorResponses },
        },
      },
      async (request, reply) => {
        const id = requireId((request.params as { id: string }).id, 'Novel');
        const ctx = contextOf(request);
        // 404 before a large upload is received for a novel that does not exist.
        await novelOf(app.db, id, ctx);
        const form = await receiveForm(request, chapterFileRule);
        try {
          const answer = await uploadChapters(app.db, app.storage, id, form, ctx);
          return reply.status(201).send({ message: 'Chapters uploaded successfully', novels: answer });
        } finally {
          await form.cleanup();
        }
      },
    );
  },
};
