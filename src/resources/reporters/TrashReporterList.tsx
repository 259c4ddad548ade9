import { identityColumns, postColumns, ViewReporterLink } from './columns';
import { ReporterListHeader, ReporterStatusList, ReporterTable } from './ReporterList';

/**
 * /reporters/trash-reporter: trashed and rejected reporters. Their detail page, opened from here, offers Active
 * and Trash.
 */
export const TrashReporterList = () => (
  <ReporterStatusList status="Trash">
    <ReporterListHeader count={{ singular: 'Trash Reporter', plural: 'Trash Reporters' }} />
    <ReporterTable status="Trash">
      {[...identityColumns(), ...postColumns(), <ViewReporterLink key="actions" label="Actions" from="trash" />]}
    </ReporterTable>
  </ReporterStatusList>
);
