/**
 * `node server/dist/pgdata-template.js <dir>`, run by server/build.js: writes the embedded database that a first
 * start copies (initialised and migrated, files private to their owner like a DATA_DIR's).
 */
import { createPgliteTemplate } from './client.js';
import { restrictToOwner } from './data-dir-lock.js';

const dir = process.argv[2];
await createPgliteTemplate(dir);
await restrictToOwner(dir);
