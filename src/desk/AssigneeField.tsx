import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { useDataProvider, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { FilterGroup } from '../list/FilterMenu';
import { useLiveEvents } from '../live/LiveProvider';

/** Where a list's records are assigned (issue 44): its resource, and the name its live events carry. */
interface AssignedList {
  resource: string;
  recorded: string;
}

/**
 * The 'Assigned to me' and 'Unassigned' filter of a list whose kind declares `desk.assign`: the list call's
 * `assigned=me|none`.
 */
export const assignedFilter: FilterGroup = {
  source: 'assigned',
  label: 'app.desk.assignee',
  options: [
    { id: 'me', name: 'app.desk.assigned_to_me' },
    { id: 'none', name: 'app.desk.unassigned' },
  ],
};

/**
 * The name of the admin a record of the list in context is assigned to (undefined when nobody): one call for the
 * page's rows (`GET /api/assign/<resource>?ids=`), shared by every row, read again when an assignment of the
 * resource changes.
 */
const useAssignee = (record: RaRecord | undefined, { resource, recorded }: AssignedList) => {
  const { data: rows = [] } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const ids = rows.map((row) => String(row.id));
  const { data: assignees = [], refetch } = useQuery({
    queryKey: ['assignees', resource, ids],
    queryFn: () => dataProvider.getAssignees(resource, ids),
    enabled: ids.length > 0,
  });
  useLiveEvents((event) => {
    if (event.resource === recorded && event.action === 'assign' && record && event.ids.includes(String(record.id)))
      void refetch();
  });
  return record && assignees.find((assignee) => assignee.recordId === String(record.id))?.name;
};

/** A list's Assigned to column (issue 44). */
export const AssigneeField = (
  props: AssignedList & {
    // Read by the table for its header.
    label?: string;
    sortable?: boolean;
  },
) => {
  const record = useRecordContext();
  const name = useAssignee(record, props);
  return record ? <>{name ?? ''}</> : null;
};

/** A card's line (issue 44): 'Assigned to <name>', or 'Unassigned'. */
export const AssigneeLine = ({ record, ...list }: AssignedList & { record: RaRecord }) => {
  const translate = useTranslate();
  const name = useAssignee(record, list);
  return <>{name ? translate('app.desk.assigned_line', { name }) : translate('app.desk.unassigned')}</>;
};
