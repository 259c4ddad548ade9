import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's folder. This module is server/src/paths.ts when the server runs from its sources (tsx, Vitest) and
 * part of server/dist/main.js when it runs built (server/build.js): one level below server/ either way, which is
 * why it stays directly in server/src.
 */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository (or deployment) root: package.json, node_modules and the app's build in dist/. */
export const rootDir = path.dirname(serverDir);
