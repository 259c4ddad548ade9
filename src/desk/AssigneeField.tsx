import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useLiveEvents } from '../live/LiveProvider';

/**
 * A list's Assigned to column (issue 44): one call for the page's rows (`GET /api/assign/<resource>?ids=`), shared by
 * its cells, read again when an assignment on the resource changes (`recorded`: the name its live events carry).
 */
export const AssigneeField = ({
  resource,
  recorded,
}: {
  resource: string;
  recorded: string;
  // Read by the table for its header.
  label?: string;
  sortable?: boolean;
}) => {
  const record = useRecordContext();
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
  if (!record) return null;
  return <>{assignees.find((assignee) => assignee.recordId === String(record.id))?.name ?? ''}</>;
};
