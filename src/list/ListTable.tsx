import { Box, type Theme } from '@mui/material';
import { Children, isValidElement, useEffect, useRef, type ReactNode } from 'react';
import type { DatagridProps } from 'react-admin';
import { Datagrid, useListContextWithProps } from 'react-admin';
import { useLiveListState } from '../live/liveListState';
import { EmptyTable } from './EmptyTable';
import { SerialNumberField } from './SerialNumberField';
import { TableSkeleton } from './TableSkeleton';

/** More placeholder rows than this only push the page down while it loads. */
const SKELETON_ROWS_MAX = 10;

/** Out of sight, still read by assistive technology. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Below 600 px each row is a card of 'Column: value' lines, its buttons on the screen rather than scrolled off to
 * the right of a wide table; the header keeps only the select-all box.
 */
const phoneRows = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& table, & tbody': { display: 'block' },
    '& thead tr': { display: 'flex' },
    '& thead th:not(:has(input[type="checkbox"]))': visuallyHidden,
    '& tbody tr': {
      display: 'block',
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      mb: 1,
      py: 0.5,
    },
    '& tbody td': {
      display: 'flex',
      // MUI reverses right-aligned (numeric) cells, which would put the label after the value.
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 1,
      border: 0,
      py: 0.5,
      px: 1.5,
      minHeight: 0,
      overflowWrap: 'anywhere',
    },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      fontWeight: 500,
      color: 'text.secondary',
    },
    // A card needs no row number, and its buttons need no 'Action' line: they sit in the card as they are.
    '& tbody td[data-phone="serial"]': { display: 'none' },
    '& tbody td[data-phone="actions"]': { justifyContent: 'flex-start' },
    '& tbody td[data-phone="actions"]::before': { content: 'none' },
  },
});

/**
 * What a column is on a phone's card: the row number (S.No, left out), the row's buttons (shown without their
 * column's name), or a value.
 */
const phoneRoleOf = (column: ReactNode) => {
  if (!isValidElement<{ label?: unknown }>(column)) return undefined;
  if (column.type === SerialNumberField) return 'serial';
  const { label } = column.props;
  return typeof label === 'string' && /\.actions?$/.test(label) ? 'actions' : undefined;
};

/**
 * react-admin's Datagrid with the app's defaults: no row click, no bulk actions unless given, placeholder rows while
 * the first page loads, 'No data available' when empty (or Retry when the list could not be loaded), and its rows
 * as cards on a phone (without the row number, the buttons without a label).
 *
 * @example
 * <ListTable><TextField source="languageName" label="Language Name" /></ListTable>
 */
export const ListTable = ({ children, sx, ...props }: DatagridProps) => {
  const { isPending, perPage, resource } = useListContextWithProps(props);
  const { moved } = useLiveListState(resource);
  const { rowSx } = props;
  const table = useRef<HTMLDivElement>(null);
  // The columns as Datagrid renders them: left-out ones (false, null) take no cell.
  const columns = Children.toArray(children);
  useEffect(() => {
    const root = table.current;
    if (!root) return;
    // react-admin names each row's checkbox on MUI's wrapper, which gives the checkbox itself no accessible name.
    root.querySelectorAll<HTMLElement>('.select-item[aria-label]').forEach((box) => {
      box.querySelector('input')?.setAttribute('aria-label', box.getAttribute('aria-label')!);
    });
    // The phone layout (phoneRows) shows each cell with its column's name, and lays the table out as blocks: the
    // explicit roles keep it a table to assistive technology whatever its CSS display.
    const headers = [...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    // The columns follow the selection box, when there is one.
    const roles = [
      ...Array<undefined>(Math.max(0, headers.length - columns.length)).fill(undefined),
      ...columns.map(phoneRoleOf),
    ];
    root.querySelector('table:not([role])')?.setAttribute('role', 'table');
    root.querySelectorAll('tr:not([role])').forEach((tr) => tr.setAttribute('role', 'row'));
    root.querySelectorAll('thead th:not([role])').forEach((th) => th.setAttribute('role', 'columnheader'));
    root.querySelectorAll('tbody tr').forEach((tr) =>
      [...tr.children].forEach((td, index) => {
        if (!td.hasAttribute('role')) td.setAttribute('role', 'cell');
        if (headers[index] && td.getAttribute('data-label') !== headers[index])
          td.setAttribute('data-label', headers[index]);
        const role = roles[index];
        if (role && td.getAttribute('data-phone') !== role) td.setAttribute('data-phone', role);
      }),
    );
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
          phoneRows,
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
        {...props}
        // A row another admin moved out of this list stays until Refresh, struck through, so a selection keeps it.
        rowSx={(record, index) => ({
          ...rowSx?.(record, index),
          ...(moved.has(String(record.id)) && { '& td': { textDecoration: 'line-through' }, bgcolor: 'action.hover' }),
        })}
      >
        {children}
      </Datagrid>
    </Box>
  );
};
