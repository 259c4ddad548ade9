import { Type } from 'typebox';
import { contentTransitions } from './content-kind.js';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** The status a create or edit may set. */
export const NewStatusSchema = Type.Optional(literals(contentTransitions.created));

/** The status a status call sets. */
export const DecidedStatusSchema = literals(contentTransitions.decided);

/** The list a filter path names. */
export const ListView = Type.String({ description: 'Pending, Published, Rejected or Schedule (any case)' });
