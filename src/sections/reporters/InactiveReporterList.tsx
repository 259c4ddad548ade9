import { TabList } from '../../routing/TabList';
import { ViewReporterLink } from './columns';
import { SelectableReporterTable } from './ActiveReporterList';
import { ReporterListHeader } from './ReporterList';
import type { TabScreenProps } from '../../routing/section';
import { tabCount, tabStatus } from './section';

/** The Inactive Reporters tab: as the Reporters tab, searched after 500 ms, with a view link as its action. */
export const InactiveReporterList = ({ list, tab }: TabScreenProps) => (
  <TabList list={list} title="app.reporters.title">
    <ReporterListHeader count={{ label: tabCount(tab), singularForZero: true }} debounce={500} />
    <SelectableReporterTable
      status={tabStatus(tab)}
      actions={<ViewReporterLink key="actions" label="app.list.actions" from="list" />}
    />
  </TabList>
);
