/**
 * A process that only works through the magazine render queue, as an API process's renderer does: for a test that
 * SIGKILLs it in the middle of a render. Arguments: the PostgreSQL URL and the media folder.
 */
import { openPostgres } from '../../src/db/client.js';
import { MagazineRenderer } from '../../src/magazines/renderer.js';
import { DiskStorage } from '../../src/media/storage.js';

const [url, mediaDir] = process.argv.slice(2);
const database = await openPostgres(url);
new MagazineRenderer(database.db, new DiskStorage(mediaDir), { pollMs: 100 }).start();
// Keeps the process alive until it is killed (the renderer's timers do not).
setInterval(() => undefined, 60_000);
