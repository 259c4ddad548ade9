import { placeholderRoutes } from '../../layout/placeholderRoutes';
import type { Section } from '../../section';

export const shortVideoPaths = {
  root: '/short-video',
  published: '/short-video/published',
  scheduled: '/short-video/scheduled',
  pending: '/short-video/pending',
  rejected: '/short-video/rejected',
} as const;

export const shortVideoSection: Section = {
  menu: {
    label: 'app.menu.short_video',
    to: shortVideoPaths.published,
    icon: 'smartDisplay',
    roots: [shortVideoPaths.root],
  },
  routes: placeholderRoutes('app.short_video.title', shortVideoPaths.root, [
    shortVideoPaths.published,
    shortVideoPaths.scheduled,
    shortVideoPaths.pending,
    shortVideoPaths.rejected,
  ]),
};
