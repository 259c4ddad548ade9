import { dailyQuotes } from './daily-quotes';
import { posts } from './posts';
import { shortVideos } from './short-videos';

/** Every content kind, in the menu's order: the server's content routes and the app's data-provider entries. */
export const contentDeclarations = [posts, shortVideos, dailyQuotes] as const;

export type ContentName = (typeof contentDeclarations)[number]['name'];
