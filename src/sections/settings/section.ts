import { defineSection } from '../../routing/section';

/** Settings (spec section 2): its tabs are pages of other folders, which appSections.ts lists in order. */
export const settingsSection = defineSection({
  root: '/settings',
  title: 'app.settings.title',
  menu: { label: 'app.menu.settings', icon: 'settings' },
});
