import { conflict } from '../lib/http-errors.js';
import { replaceImage } from '../media/images.js';
import type { ContentMediaStore } from './content-kind.js';

/**
 * The `attach` of a kind whose media is an image with a thumbnail: stored in `folder`, kept in the item's
 * `columns`, answered as `urlKey`. The item is checked first (404, 409), and again under its row lock when the
 * files are stored, so an item rejected meanwhile keeps its image and the new files are removed.
 */
export const attachImage =
  (folder: string, columns: { image: string; thumbnail: string }, urlKey: string): ContentMediaStore['attach'] =>
  async (items, id, file, ctx) => {
    await items.findEditable(id, ctx);
    const stored = await replaceImage(items, folder, file, async (image) => {
      const previous = await items.replaceMedia(
        id,
        {
          [columns.image]: image.imageKey,
          [columns.thumbnail]: image.thumbnailKey,
        },
        ctx,
      );
      return (
        previous && {
          imageKey: previous[columns.image] as string | null,
          thumbnailKey: previous[columns.thumbnail] as string | null,
        }
      );
    });
    if (!stored) throw conflict(items.kind.messages.rejectedEdit);
    return { [urlKey]: ctx.mediaUrl(stored.imageKey)! };
  };
