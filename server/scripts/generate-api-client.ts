import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the generated client is written (gitignored): e2e/api-client.e2e.ts imports it from there. */
export const apiClientDir = path.join(root, 'e2e/.api-client');

/**
 * Generates the TypeScript client of an OpenAPI document (a file or a URL) with @hey-api/openapi-ts, as an integrator
 * would (docs/api.md), into `apiClientDir`, replacing what was there.
 */
export const generateApiClient = (input: string) => {
  fs.rmSync(apiClientDir, { recursive: true, force: true });
  execFileSync(path.join(root, 'node_modules/.bin/openapi-ts'), ['-i', input, '-o', apiClientDir], {
    stdio: 'inherit',
  });
};
