import type { DatagridProps } from 'react-admin';
import { Datagrid } from 'react-admin';
import { EmptyTable } from './EmptyTable';

/**
 * react-admin's Datagrid with the app's defaults: no row click, no bulk actions unless given, 'No data available'
 * when empty, and its own horizontal scroll on a phone instead of widening the page.
 *
 * @example
 * <ListTable><TextField source="languageName" label="Language Name" /></ListTable>
 */
export const ListTable = ({ children, sx, ...props }: DatagridProps) => (
  <Datagrid
    bulkActionButtons={false}
    rowClick={false}
    empty={<EmptyTable />}
    // The table scrolls, not the grid: a scrolling grid would also clip react-admin's bar of bulk actions above it.
    sx={[{ maxWidth: '100%', '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    {...props}
  >
    {children}
  </Datagrid>
);
