import { checkFields, type Rule } from '#contract/rules';
import { badRequest, notFound } from './http-errors.js';

/** Checks a body against the shared section-5 rules and answers 400 with the first failing rule's message. */
export const validate = (values: Record<string, unknown>, fieldRules: Record<string, Rule[]>) => {
  const errors = Object.values(checkFields(values, fieldRules));
  if (errors.length > 0) throw badRequest(errors[0]);
};

/** Like `validate`, but every message, for import rows that report all their problems at once. */
export const collectErrors = (values: Record<string, unknown>, fieldRules: Record<string, Rule[]>) =>
  Object.values(checkFields(values, fieldRules));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Trims string values so that " " counts as empty and stored text has no stray spaces. */
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Ids are UUIDs; anything else cannot exist, so it is reported like an unknown id. */
export const requireId = (id: unknown, what: string): string => {
  if (!isUuid(id)) throw notFound(what);
  return id;
};
