/**
 * typescript-eslint's parser, with every import read as a value import. import-x/no-cycle skips `import type`,
 * but a circle through types still ties two modules together (and becomes a runtime circle the day a value is
 * imported along), so for the app, the server and the contract the rule is made to count them.
 */
import * as tsParser from '@typescript-eslint/parser';

export const meta = { name: 'type-imports-counted-parser' };

export const parseForESLint = (code, options) => {
  const result = tsParser.parseForESLint(code, options);
  for (const node of result.ast.body) {
    if (node.type !== 'ImportDeclaration') continue;
    node.importKind = 'value';
    for (const specifier of node.specifiers) if ('importKind' in specifier) specifier.importKind = 'value';
  }
  return result;
};
