/**
 * `npm run api:client`: generates a TypeScript client from the app's OpenAPI document with @hey-api/openapi-ts
 * (server/scripts/generate-api-client.ts), then type-checks it together with e2e/api-client.e2e.ts, the test that
 * uses it against the running server: log in, create a post, upload its image (multipart, a Blob, no cast), read it
 * back and publish it. Fails when the document stops giving a usable client. The document is the one
 * `npm run lint:api` writes, which the npm script runs first. The main typecheck leaves that test out (tsconfig.json),
 * as the client it imports is only there once generated.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiClientDir, generateApiClient } from './generate-api-client.js';

const root = path.resolve(import.meta.dirname, '../..');
const cache = path.join(root, 'node_modules/.cache/newsroom-api');
const document = path.join(cache, 'openapi.json');

if (!fs.existsSync(document)) throw new Error(`${document} is missing: run npm run lint:api first`);
generateApiClient(document);

const fromCache = (file: string) => path.relative(cache, path.join(root, file));
fs.writeFileSync(
  path.join(cache, 'tsconfig.json'),
  JSON.stringify({
    extends: fromCache('tsconfig.json'),
    // global-setup.ts declares what the e2e files `inject`.
    include: [
      fromCache('e2e/api-client.e2e.ts'),
      fromCache('e2e/global-setup.ts'),
      `${fromCache('e2e/.api-client')}/**/*.ts`,
    ],
    exclude: [],
  }),
);
execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(cache, 'tsconfig.json')], { stdio: 'inherit' });
console.log(`The client generated in ${apiClientDir} type-checks with e2e/api-client.e2e.ts.`);
