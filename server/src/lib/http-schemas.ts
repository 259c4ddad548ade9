import { Type } from 'typebox';
import { interfaceLanguages } from '#contract/interface-languages';
import type { Rule } from '#contract/rules';

/**
 * Schemas shared by the routes. Body fields are optional here on purpose: the services check them against the
 * section-5 rules so that a missing or blank value gets the spec's message; these schemas give types,
 * coercion and the OpenAPI description.
 */
/**
 * The fields whose rules refuse them when left out (a `required` rule, not one that checks only a given value): the
 * `bodyRequired` of their route, so that the document says what the service enforces.
 */
export const refusedWhenLeftOut = (fieldRules: Readonly<Record<string, readonly Rule[] | undefined>>) =>
  Object.entries(fieldRules)
    .filter(([, rules]) => rules?.some((rule) => rule(undefined, {}) !== undefined))
    .map(([key]) => key);

export const IdParams = Type.Object({ id: Type.String() });

export const Message = Type.Object({ message: Type.String() });

export const errorResponses = {
  400: Type.Object({ message: Type.Union([Type.String(), Type.Array(Type.String())]) }),
  401: Message,
  403: Message,
  404: Message,
  409: Message,
};

export const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The reporter object of posts, shorts and quotes. */
export const ReportedDetails = Type.Object({
  roleID: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  mobileNumber: Type.String(),
});

export const OptionalString = (description?: string) => Type.Optional(Type.String({ description }));

/**
 * An admin's stored interface language (issue 43), left out until they choose one (the browser's is used then). Not
 * a union with null: a nullable enum made the login answer's serializer fail to compile in some processes (Ajv,
 * "reading 'replace'"; docs/decisions.md, issue 43).
 */
export const InterfaceLanguage = Type.Optional(
  Type.String({
    enum: [...interfaceLanguages],
    description: "The admin's interface language, applied at sign-in; left out until they choose one",
  }),
);

export const StatusToggle = Type.Union([Type.Literal('Active'), Type.Literal('Inactive')]);

/**
 * `endingWithin`, the list filter behind the dashboard's "within N days" figures (beyond the spec): the list keeps
 * only `what`, counted as the figure counts it.
 */
export const EndingWithin = (what: string) =>
  Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 365,
      description: `N, whole days from 1 to 365: keeps only the ${what} (the dashboard's figure is N = 7)`,
    }),
  );

/** One grant of a role (issue 40, contract/permissions.ts `Permission`). */
export const PermissionSchema = Type.Object({
  resource: Type.String({ description: "A declaration's name, or admins, roles, backups, audit" }),
  actions: Type.Array(Type.String(), {
    description: 'list, read, create, update, status, delete, import, export, revert or a declared action',
  }),
  languages: Type.Optional(
    Type.Array(Type.String(), { description: 'Only the records in these languages (ids), on a resource that has one' }),
  ),
  hiddenFields: Type.Optional(Type.Array(Type.String(), { description: 'Fields never shown nor written' })),
});
