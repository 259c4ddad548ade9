import { statusFieldOf, type ResourceDeclaration } from '#contract/resource';
import { pascalCase, singularOf } from '../lib/operation-ids.js';

/** A call a declaration's routes make: one of the generic ones, an action of `api.actions`, or an image's upload. */
export type DeclaredCall =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'status'
  | 'delete'
  | { action: string }
  | { upload: string }
  | { count: string }
  | { progress: string };

interface Documented {
  operationId?: string;
  summary?: string;
  description?: string;
  message?: string;
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/**
 * The operationId, summary and description of one call of a declared resource, derived from the declaration's name
 * and the call, so a new declaration's calls are named without a line of its own: `listLanguages`, `getLanguage`,
 * `createLanguage`, `updateLanguage`, `setLanguageStatus`, an action `resetTwoFactor` of admins
 * `resetAdminTwoFactor`, an image field `adsImage`'s upload `uploadAdsImage`, a rendered PDF's progress call `render`
 * `getMagazineRender`. A summary or description the
 * declaration gives is kept; otherwise a summary is written from its tag (the section the calls are listed under),
 * and the description says the success message.
 */
export const declaredOperation = (declaration: ResourceDeclaration, call: DeclaredCall, endpoint: Documented) => {
  const plural = pascalCase(declaration.name);
  const one = declaration.api.operationNoun ?? singularOf(plural);
  // The tag names the records as a reader does ('Post categories'); its singular reads 'post category'.
  const records = declaration.api.tag.toLowerCase();
  const record = singularOf(records);
  const said = endpoint.message ? `Answers the message "${endpoint.message}".` : undefined;
  // Without a description, the docs plugin writes one from the summary and the statuses the call answers.
  const named = (operationId: string, summary: string, description: string | undefined) => {
    const text = [endpoint.description, description].filter(Boolean).join(' ');
    return {
      operationId: endpoint.operationId ?? operationId,
      summary: endpoint.summary ?? summary,
      ...(text ? { description: text } : {}),
    };
  };
  if (typeof call === 'object' && 'action' in call) {
    // The record's noun goes after the action's verb: resetTwoFactor → resetAdminTwoFactor.
    const [verb = call.action, ...rest] = call.action.split(/(?=[A-Z])/);
    return named(`${verb}${one}${rest.join('')}`, `${pascalCase(verb)} ${article(record)}`, said);
  }
  if (typeof call === 'object' && 'count' in call)
    return named(
      `count${one}${singularOf(pascalCase(call.count))}`,
      `Count one of the ${call.count} of ${article(record)}`,
      said,
    );
  if (typeof call === 'object' && 'progress' in call)
    return named(
      `get${one}${pascalCase(call.progress)}`,
      `The ${call.progress} progress of ${article(record)}`,
      undefined,
    );
  if (typeof call === 'object')
    return named(
      `upload${pascalCase(call.upload)}`,
      `Upload or replace the ${call.upload} of ${article(record)}`,
      undefined,
    );
  const statusKey = statusFieldOf(declaration);
  const statusField = statusKey ? declaration.fields[statusKey] : undefined;
  const values = statusField?.type === 'status' ? statusField.values.join(', ') : '';
  switch (call) {
    case 'list':
      return named(`list${plural}`, `List the ${records}`, undefined);
    case 'get':
      return named(`get${one}`, `One ${record} by its id`, undefined);
    case 'create':
      return named(`create${one}`, `Create ${article(record)}`, said);
    case 'update':
      return named(`update${one}`, `Edit ${article(record)}`, said);
    case 'delete':
      return named(`delete${one}`, `Delete ${article(record)} and its files`, said);
    case 'status':
      return named(
        `set${one}Status`,
        `Set the ${statusKey ?? 'status'} of ${article(record)} (${values})`,
        said && `${said.replace('{status}', `<the new ${statusKey ?? 'status'}>`)}`,
      );
  }
};
