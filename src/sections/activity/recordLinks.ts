import { declaredResources } from '#contract/resources/index';
import { dailyQuotesSection } from '../content/daily-quotes/section';
import { postsSection } from '../content/posts/section';
import { reporterPath } from '../reporter-detail/section';
import { shortVideosSection } from '../content/short-videos/section';

/** The screen that lists each kind of record, by the audit's resource name; the declared ones' from their declaration. */
const listScreens: Partial<Record<string, string>> = {
  posts: postsSection.root,
  shorts: shortVideosSection.root,
  dailyQuotes: dailyQuotesSection.root,
  ...Object.fromEntries(declaredResources.flatMap(({ name, screen }) => (screen?.path ? [[name, screen.path]] : []))),
};

/**
 * Where an audited record is shown: a reporter has a page of their own, any other record the screen that lists its
 * kind (its dialog opens from there); undefined for what has no screen (sign-ins).
 */
export const recordLink = (resource: string, id: string): string | undefined =>
  resource === 'reporters' ? reporterPath(id) : listScreens[resource];
