import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import * as typeImportsCounted from './eslint/type-imports-counted-parser.js';

// No `import-x/parsers`: no-cycle then reads the modules a file imports with that file's own parser, so the
// type-imports-counted parser below sees the type-only imports on the way back too, not only the file's own.
const { 'import-x/parsers': _parsers, ...importSettings } = importX.flatConfigs.typescript.settings;

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e', 'server/dist', 'data', 'coverage', 'node_modules', 'e2e/.api-client'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names mark values destructured only to leave them out.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Type-aware rules for the mistakes that cost most in async server and UI code.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // tsconfig.json leaves out the test of the generated API client, which is only there once generated.
        projectService: { allowDefaultProject: ['e2e/api-client.e2e.ts'], defaultProject: 'tsconfig.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      ...importSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // A module graph without circles: each layer imports only those below it.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No circle through type-only imports either, in the app, the server and the contract.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parser: typeImportsCounted },
  },
  {
    files: ['server/**/*.{ts,js}', 'e2e/**/*.ts', 'bench/**/*.ts', 'eslint/**/*.js', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
);
