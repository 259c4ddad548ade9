import { ViewReporterLink } from './columns';
import { SelectableReporterTable } from './ActiveReporterList';
import { ReporterListHeader, ReporterStatusList } from './ReporterList';

/** The Inactive Reporters tab: as the Reporters tab, searched after 500 ms, with a view link as its action. */
export const InactiveReporterList = () => (
  <ReporterStatusList status="Inactive">
    <ReporterListHeader count={{ label: 'app.reporters.count.inactive', singularForZero: true }} debounce={500} />
    <SelectableReporterTable
      status="Inactive"
      actions={<ViewReporterLink key="actions" label="app.list.actions" from="list" />}
    />
  </ReporterStatusList>
);
