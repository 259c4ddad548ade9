import { ViewReporterLink } from './columns';
import { SelectableReporterTable } from './ActiveReporterList';
import { ReporterListHeader, ReporterStatusList } from './ReporterList';

/** /reporters/inactive-reporter: as the Reporters tab, searched after 500 ms, with a view link as its action. */
export const InactiveReporterList = () => (
  <ReporterStatusList status="Inactive">
    <ReporterListHeader
      count={{ singular: 'Inactive Reporter', plural: 'Inactive Reporters', singularForZero: true }}
      debounce={500}
    />
    <SelectableReporterTable
      status="Inactive"
      actions={<ViewReporterLink key="actions" label="Actions" from="list" />}
    />
  </ReporterStatusList>
);
