import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PaginationSchema, pageQuery } from '../lib/pagination.js';
import { CategoriesService, type CategoryKindFields } from '../services/categories.service.js';
import { IdParams, OptionalString, StatusToggle, errorResponses } from './schemas.js';
import { categories } from '../db/schema.js';
import { staleResponse, withVersion } from '../lib/versions.js';
import { versionedUpdate } from '../services/versioned-update.js';

interface CategoryKindDescription extends CategoryKindFields {
  prefix: string;
  tag: string;
  /** Key of the list response, used twice as the spec writes it: { postCategories: { postCategories: [...] } }. */
  listKey: string;
  /** Key of the single-category responses. */
  dataKey: string;
  messages: { added: string; updated: string; statusPrefix: string };
}

/** The three kinds differ only in names and messages (spec sections 3, 7 and 8); the calls are shared. */
const categoryKinds: CategoryKindDescription[] = [
  {
    kind: 'post',
    prefix: '/post/category',
    tag: 'Post categories',
    listKey: 'postCategories',
    dataKey: 'PostCategoryData',
    fields: { id: 'postCategoryID', name: 'postCategoryName', status: 'postCategoryStatus' },
    messages: {
      added: 'Post category Added successfully',
      updated: 'Post Category updated successfully',
      statusPrefix: 'Post Category is',
    },
  },
  {
    kind: 'short',
    prefix: '/shorts/category',
    tag: 'Short video categories',
    listKey: 'shortCategories',
    dataKey: 'shortCategoryData',
    fields: { id: 'shortCategoryID', name: 'shortCategoryName', status: 'shortCategoryStatus' },
    messages: {
      added: 'Video category Added successfully',
      updated: 'Video Category updated successfully',
      statusPrefix: 'Video Category is',
    },
  },
  {
    kind: 'novel',
    prefix: '/novel/category',
    tag: 'Novel categories',
    listKey: 'novelCategories',
    dataKey: 'novelCategoryData',
    fields: { id: 'novelCategoryID', name: 'novelCategoryName', status: 'novelCategoryStatus' },
    messages: {
      added: 'Novel category Added successfully',
      updated: 'Novel Category updated successfully',
      statusPrefix: 'Novel Category is',
    },
  },
];

const categoryKindRoutes =
  (description: CategoryKindDescription): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { fields, listKey, dataKey, messages } = description;
    const service = new CategoriesService(app.db, description);
    const tags = [description.tag];

    const Category = Type.Object({
      [fields.id]: Type.String(),
      [fields.name]: Type.String(),
      [fields.status]: Type.String(),
      updatedAt: Type.String({
        format: 'date-time',
        description: 'Send it back with an update to refuse a stale save',
      }),
    });
    const CategoryData = Type.Object({ [dataKey]: Category });
    const CategoryResult = Type.Object({ message: Type.String(), [dataKey]: Category });
    const CategoryBody = Type.Object({ [fields.name]: OptionalString('Required, at most 100 characters') });

    app.get(
      '/filter/:status',
      {
        schema: {
          tags,
          summary: 'One page of categories, newest first; status All or Active',
          params: Type.Object({ status: Type.String() }),
          querystring: Type.Object(pageQuery(10)),
          response: {
            200: Type.Object({
              [listKey]: Type.Object({ [listKey]: Type.Array(Category), pagination: PaginationSchema }),
            }),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const { items, pagination } = await service.list(request.params.status, request.query);
        return { [listKey]: { [listKey]: items, pagination } };
      },
    );

    app.post(
      '/create',
      { schema: { tags, body: CategoryBody, response: { 201: CategoryResult, ...errorResponses } } },
      async (request, reply) =>
        reply.status(201).send({ message: messages.added, [dataKey]: await service.create(request.body) }),
    );

    app.get(
      '/get/:id',
      { schema: { tags, params: IdParams, response: { 200: CategoryData, ...errorResponses } } },
      async (request) => ({ [dataKey]: await service.get(request.params.id) }),
    );

    app.put(
      '/update/:id',
      {
        schema: {
          tags,
          params: IdParams,
          body: withVersion(CategoryBody),
          response: { 200: CategoryResult, ...errorResponses, ...staleResponse(Category) },
        },
      },
      async (request) => ({
        message: messages.updated,
        [dataKey]: await versionedUpdate(app.db, request, {
          table: categories,
          current: (db) => new CategoriesService(db, description).get(request.params.id),
          update: (db) => new CategoriesService(db, description).rename(request.params.id, request.body),
        }),
      }),
    );

    app.put(
      '/status/:id',
      {
        schema: {
          tags,
          params: IdParams,
          body: Type.Object({ [fields.status]: StatusToggle }),
          response: { 200: CategoryResult, ...errorResponses },
        },
      },
      async (request) => {
        const category = await service.setStatus(request.params.id, request.body[fields.status]);
        return { message: `${messages.statusPrefix} ${category[fields.status]}`, [dataKey]: category };
      },
    );
  };

export const categoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const description of categoryKinds) {
    await app.register(categoryKindRoutes(description), { prefix: description.prefix });
  }
};
