import { lazyScreen } from '../../routing/lazyScreen';
import type { SubPage } from '../../routing/section';
import { opening } from '../../access/access';

const BackupList = lazyScreen(() => import('.'), 'BackupList');

export const backupsPage: SubPage = {
  path: '/settings/backups',
  tab: 'app.settings.tabs.backups',
  element: <BackupList />,
  allows: opening('backups'),
};
