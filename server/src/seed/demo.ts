import type { Db } from '../db/client.js';
import type { Storage } from '../media/storage.js';

/** Realistic demo content; filled in with the resources. */
export const seedDemo = async (_db: Db, _storage: Storage) => {};
