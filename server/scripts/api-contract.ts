/**
 * `npm run test:contract`: runs the contract-level server suites with each call checked against the app's OpenAPI
 * document (server/test/helpers/api-contract.ts; npm test does the same and fails the suite), then counts and fails on any request violation of a call the server answered
 * 2xx, any status the document does not list for the operation, any answer that does not match its schema and any
 * call to an undocumented operation. Prints each kind of violation once with its count.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Violation } from '../test/helpers/api-contract.js';
import { contractSuites } from '../test/helpers/contract-suites.js';

const suites = contractSuites.map((name) => `server/test/${name}.test.ts`);

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-contract-')), 'violations.jsonl');
fs.writeFileSync(file, '');
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server (PGlite)', ...suites], {
  stdio: 'inherit',
  env: { ...process.env, VALIDATE_API: file },
});
const violations = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Violation);
const counted = new Map<string, number>();
for (const { kind, operation, status, errors } of violations) {
  const key = `${kind} ${operation} ${status}: ${errors.join('; ')}`;
  counted.set(key, (counted.get(key) ?? 0) + 1);
}
for (const [key, count] of [...counted].sort()) console.log(`${count} × ${key}`);
console.log(`${violations.length} violations of the OpenAPI document in the calls of ${suites.length} suites.`);
process.exit(run.status !== 0 || violations.length > 0 ? 1 : 0);
