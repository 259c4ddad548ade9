import { defineSection } from '../../routing/section';

/** The Dashboard (spec section 2): one page, the first item of the sidebar. */
export const dashboardSection = defineSection({
  root: '/dashboard',
  screen: 'Dashboard',
  menu: { label: 'app.menu.dashboard', icon: 'dashboard' },
});
