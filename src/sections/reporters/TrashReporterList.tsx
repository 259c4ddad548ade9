import { TabList } from '../../routing/TabList';
import { identityColumns, postColumns, ViewReporterLink } from './columns';
import { ReporterListHeader, ReporterTable } from './ReporterList';
import type { TabScreenProps } from '../../routing/section';
import { tabCount, tabStatus } from './section';

/**
 * The Trash Reporters tab: trashed and rejected reporters. Their detail page, opened from here, offers Active
 * and Trash.
 */
export const TrashReporterList = ({ list, tab }: TabScreenProps) => (
  <TabList list={list} title="app.reporters.title">
    <ReporterListHeader count={{ label: tabCount(tab) }} />
    <ReporterTable status={tabStatus(tab)}>
      {[
        ...identityColumns(),
        ...postColumns(),
        <ViewReporterLink key="actions" label="app.list.actions" from="trash" />,
      ]}
    </ReporterTable>
  </TabList>
);
