import { placeholderRoutes } from '../../layout/placeholderRoutes';
import type { Section } from '../../section';

export const magazinePaths = {
  root: '/magazines',
  active: '/magazines/active',
  expired: '/magazines/expired',
} as const;

export const magazinesSection: Section = {
  menu: { label: 'app.menu.magazines', to: magazinePaths.active, icon: 'newspaper', roots: [magazinePaths.root] },
  routes: placeholderRoutes('app.magazines.title', magazinePaths.root, [magazinePaths.active, magazinePaths.expired]),
};
