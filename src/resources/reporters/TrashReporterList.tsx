import { identityColumns, postColumns, ViewReporterLink } from './columns';
import { ReporterListHeader, ReporterStatusList, ReporterTable } from './ReporterList';

/**
 * The Trash Reporters tab: trashed and rejected reporters. Their detail page, opened from here, offers Active
 * and Trash.
 */
export const TrashReporterList = () => (
  <ReporterStatusList status="Trash">
    <ReporterListHeader count={{ label: 'app.reporters.count.trash' }} />
    <ReporterTable status="Trash">
      {[
        ...identityColumns(),
        ...postColumns(),
        <ViewReporterLink key="actions" label="app.list.actions" from="trash" />,
      ]}
    </ReporterTable>
  </ReporterStatusList>
);
