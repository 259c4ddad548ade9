import { Type, type TProperties, type TSchema } from 'typebox';
import {
  contentTransitions,
  type AnswerField,
  type BodyFields,
  type ContentDeclaration,
} from '#contract/content/content-declaration';
import type { ContentView } from './content-views.js';
import { NullableString, OptionalString, ReportedDetails, refusedWhenLeftOut } from '../lib/http-schemas.js';
import { MAX_PAGE_SIZE, pageQuery } from '../lib/pagination.js';
import { sortQuery } from '../lib/list-sort.js';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** The status a create or edit may set. */
export const NewStatusSchema = Type.Optional(literals(contentTransitions.created));

/** The status a status call sets. */
export const DecidedStatusSchema = literals(contentTransitions.decided);

/** The lists a filter path names (see ContentView), as the document spells them. */
export const listViews: readonly ContentView[] = ['Pending', 'Published', 'Rejected', 'Schedule'];

/** The list a filter path names (`pathValues: { status: listViews }` documents its spellings). */
export const ListView = Type.String({
  description: 'Pending, Published, Rejected or Schedule; other casings work too (pending, SCHEDULE)',
});

const described = (describe: string | undefined) => (describe ? { description: describe } : {});

/** One declared answer field as OpenAPI shows it (see AnswerField). */
const answerSchema = (field: AnswerField): TSchema => {
  switch (field.type) {
    case 'text':
      return Type.String();
    case 'datetime':
      return Type.String({ format: 'date-time' });
    case 'url':
      return field.describe ? Type.Union([Type.String(), Type.Null()], described(field.describe)) : NullableString;
    case 'seconds':
      return Type.Union([Type.Integer(), Type.Null()], described(field.describe));
    case 'reporter':
      return ReportedDetails;
    case 'scheduled':
      return Type.Boolean(described(field.describe));
    case 'named':
      return Type.Object({ [field.id]: Type.String(), [field.name]: Type.String() });
  }
};

const answerProperties = (answer: Readonly<Record<string, AnswerField>>): TProperties =>
  Object.fromEntries(Object.entries(answer).map(([key, field]) => [key, answerSchema(field)]));

/** A create or update body: the declared fields, each optional, then the status. */
const bodySchema = (fields: BodyFields, status: string) =>
  Type.Object({
    ...Object.fromEntries(Object.entries(fields).map(([key, describe]) => [key, OptionalString(describe)])),
    [status]: NewStatusSchema,
  });

/** The list's filters (the posts' bulk status call by filter and their CSV export take the same ones). */
export const filterQueryOf = ({ list }: Pick<ContentDeclaration, 'list'>): TProperties =>
  Object.fromEntries(Object.entries(list.filters).map(([key, describe]) => [key, OptionalString(describe)]));

/** The list's query: page, limit (a default size, or one that depends on the tab), the filters and the sort. */
const listQueryOf = (declaration: ContentDeclaration): TProperties => {
  const { limit } = declaration.list;
  const paging =
    typeof limit === 'number'
      ? pageQuery(limit)
      : {
          page: pageQuery(MAX_PAGE_SIZE).page,
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: limit.describe })),
        };
  return {
    ...paging,
    ...filterQueryOf(declaration),
    ...(declaration.desk?.assign && {
      assigned: Type.Optional(
        Type.Unsafe<'me' | 'none'>({
          type: 'string',
          enum: ['me', 'none'],
          description: 'The review desk (issue 44): me, the items assigned to the caller; none, the unassigned ones',
        }),
      ),
    }),
    ...sortQuery(declaration.list.sortable ?? [], "each tab's own order (Pending newest first)"),
  };
};

/** The request and answer schemas of a kind, all read from its declaration. */
export const contentSchemasOf = (declaration: ContentDeclaration) => {
  const { body, fields } = declaration;
  return {
    item: Type.Object(answerProperties(declaration.answer)),
    create: bodySchema(body.create, fields.status),
    /** The create's fields its rules refuse left out (a created date is filled in); an edit keeps left-out ones. */
    createRequired: refusedWhenLeftOut(
      Object.fromEntries(Object.entries(declaration.rules).filter(([key]) => key !== fields.createdDate?.field)),
    ),
    update: bodySchema(body.update ?? body.create, fields.status),
    listQuery: listQueryOf(declaration),
  };
};

/** The upload's 201 answer without its message. */
export const mediaAnswerOf = ({ media }: Pick<ContentDeclaration, 'media'>) => answerProperties(media.answer);
