import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the server's code: server/src when it runs from its sources (tsx, Vitest), server/dist when it runs
 * built (server/build.js inlines this module in main.js). One level below server/ either way, which is why this
 * module stays directly in server/src.
 */
const codeDir = path.dirname(fileURLToPath(import.meta.url));
export const serverDir = path.dirname(codeDir);
/** The repository (or deployment) root: package.json, node_modules and the app's build in dist/. */
export const rootDir = path.dirname(serverDir);
/** The initialised embedded database that the build leaves beside the server's code; the sources have none. */
export const pgdataTemplate = path.join(codeDir, 'pgdata-template');
