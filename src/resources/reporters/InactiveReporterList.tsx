import { ViewReporterLink } from './columns';
import { SelectableReporterTable } from './ActiveReporterList';
import { ReporterListHeader, ReporterStatusList } from './ReporterList';
import type { TabScreenProps } from '../../routing/section';

/** The Inactive Reporters tab: as the Reporters tab, searched after 500 ms, with a view link as its action. */
export const InactiveReporterList = ({ list }: TabScreenProps) => (
  <ReporterStatusList list={list}>
    <ReporterListHeader count={{ label: 'app.reporters.count.inactive', singularForZero: true }} debounce={500} />
    <SelectableReporterTable
      status="Inactive"
      actions={<ViewReporterLink key="actions" label="app.list.actions" from="list" />}
    />
  </ReporterStatusList>
);
