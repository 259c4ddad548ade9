import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../lib/http-errors.js';
import { errorResponses } from '../lib/http-schemas.js';
import { anyAdmin } from '../lib/route-permissions.js';
import { SEARCH_LIMIT, SEARCH_MAX_LENGTH, SearchService, TOTAL_CAP, searchableResources } from './search.service.js';

/** The 400s of issue 42, word for word. */
export const searchMessages = {
  required: 'Search text is required',
  tooLong: `Search text must be at most ${SEARCH_MAX_LENGTH} characters`,
  unknown: (names: readonly string[]) => `Unknown resources: ${names.join(', ')}`,
};

const SearchItem = Type.Object({
  id: Type.String(),
  title: Type.String({ description: "The record's name (a post's title, a reporter's first and last name)" }),
  snippet: Type.String({ description: 'A line of the field that matched best, around the match' }),
  status: Type.Union([Type.String(), Type.Null()], {
    description: 'Pending, Published, Scheduled or Trash for content; the status or list window otherwise',
  }),
  path: Type.String({ description: 'The app route that opens the record', examples: ['/posts/post?show=1f0c…'] }),
});

const SearchGroup = Type.Object({
  resource: Type.String({ enum: [...searchableResources], description: 'The kind of record' }),
  total: Type.Integer({
    minimum: 1,
    description: `How many records of this kind match, beyond the items shown, counted up to ${TOTAL_CAP} (${TOTAL_CAP} means that many or more)`,
  }),
  items: Type.Array(SearchItem),
});

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new SearchService(app.db);

  app.get(
    '/search',
    {
      config: anyAdmin,
      schema: {
        operationId: 'search',
        tags: ['Search'],
        summary: 'Records of every kind whose text matches, best first, grouped by kind (issue 42)',
        description:
          "Each declared searchable field is matched after normalisation (Unicode NFC, case, Latin accents, Arabic-script letter variants and harakat) by a word's letters or beginning, and by trigram similarity for a typo; ranked by the field's weight, exactness and recency. Only the kinds the admin may list, content within the admin's languages, and never a hidden field. Groups without a match are left out.",
        querystring: Type.Object({
          q: Type.Optional(
            Type.String({
              description: `The search text, 1 to ${SEARCH_MAX_LENGTH} characters`,
              examples: ['Delhi flood'],
            }),
          ),
          limit: Type.Integer({
            minimum: 1,
            maximum: SEARCH_LIMIT.maximum,
            default: SEARCH_LIMIT.default,
            description: 'Items per group',
          }),
          resources: Type.Optional(
            Type.String({
              description: `Only these kinds, comma-separated: ${searchableResources.join(', ')}`,
              examples: ['posts,reporters'],
            }),
          ),
        }),
        response: { 200: Type.Object({ groups: Type.Array(SearchGroup) }), ...errorResponses },
      },
    },
    async (request) => {
      const { q, limit, resources } = request.query;
      const text = q?.trim() ?? '';
      if (text === '') throw badRequest(searchMessages.required);
      if (text.length > SEARCH_MAX_LENGTH) throw badRequest(searchMessages.tooLong);
      const wanted = resources
        ?.split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      const unknown = wanted?.filter((name) => !searchableResources.includes(name)) ?? [];
      if (unknown.length > 0) throw badRequest(searchMessages.unknown(unknown));
      return { groups: await service.search(request.access, text, limit, wanted?.length ? wanted : undefined) };
    },
  );
};
