import { Box } from '@mui/material';
import { Children, useEffect, useRef } from 'react';
import type { DatagridProps } from 'react-admin';
import { Datagrid, useListContextWithProps } from 'react-admin';
import { EmptyTable } from './EmptyTable';
import { TableSkeleton } from './TableSkeleton';

/** More placeholder rows than this only push the page down while it loads. */
const SKELETON_ROWS_MAX = 10;

/**
 * react-admin's Datagrid with the app's defaults: no row click, no bulk actions unless given, placeholder rows while
 * the first page loads, 'No data available' when empty (or Retry when the list could not be loaded), and its own
 * horizontal scroll on a phone instead of widening the page.
 *
 * @example
 * <ListTable><TextField source="languageName" label="Language Name" /></ListTable>
 */
export const ListTable = ({ children, sx, ...props }: DatagridProps) => {
  const { isPending, perPage } = useListContextWithProps(props);
  const table = useRef<HTMLDivElement>(null);
  // react-admin names each row's checkbox on MUI's wrapper, which gives the checkbox itself no accessible name.
  useEffect(() => {
    table.current?.querySelectorAll<HTMLElement>('.select-item[aria-label]').forEach((box) => {
      box.querySelector('input')?.setAttribute('aria-label', box.getAttribute('aria-label')!);
    });
  });
  if (isPending)
    return (
      <TableSkeleton
        columns={Children.count(children) + (props.bulkActionButtons ? 1 : 0)}
        rows={Math.min(perPage || SKELETON_ROWS_MAX, SKELETON_ROWS_MAX)}
      />
    );
  return (
    // `contents`: the wrapper only holds the ref, the Datagrid lays out as if it were not there.
    <Box ref={table} sx={{ display: 'contents' }}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyTable />}
        // The table scrolls, not the grid: a scrolling grid would also clip react-admin's bar of bulk actions above it.
        sx={[
          { maxWidth: '100%', '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
        {...props}
      >
        {children}
      </Datagrid>
    </Box>
  );
};
