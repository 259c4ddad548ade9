import { Navigate, Route } from 'react-router-dom';
import { lazyScreen } from '../../custom/lazyScreen';
import type { Section } from '../../section';
import { shortVideoPaths } from './paths';

const screens = () => import('.');
const ShortVideoLayout = lazyScreen(screens, 'ShortVideoLayout');
const ShortVideoTab = lazyScreen(screens, 'ShortVideoTab');

export const shortVideoSection: Section = {
  menu: {
    label: 'app.menu.short_video',
    to: shortVideoPaths.published,
    icon: 'smartDisplay',
    roots: [shortVideoPaths.root],
  },
  routes: (
    <Route path={shortVideoPaths.root} element={<ShortVideoLayout />}>
      <Route index element={<Navigate to={shortVideoPaths.published} replace />} />
      <Route path={shortVideoPaths.published} element={<ShortVideoTab tab="published" />} />
      <Route path={shortVideoPaths.scheduled} element={<ShortVideoTab tab="scheduled" />} />
      <Route path={shortVideoPaths.pending} element={<ShortVideoTab tab="pending" />} />
      <Route path={shortVideoPaths.rejected} element={<ShortVideoTab tab="rejected" />} />
    </Route>
  ),
};
