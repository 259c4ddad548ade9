import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Placeholder rows in a table's shape while its rows load (react-admin's own appear only after a second). ListTable
 * shows it by itself.
 *
 * @example
 * if (isPending) return <TableSkeleton columns={4} rows={10} />;
 */
export const TableSkeleton = ({ columns, rows = 10 }: { columns: number; rows?: number }) => {
  const translate = useTranslate();
  const cells = Array.from({ length: Math.max(columns, 1) }, (_, index) => index);
  return (
    // Not a table to assistive technology (nor to tests that wait for the list's table): one busy status.
    <Box role="status" aria-busy="true" aria-label={translate('app.list.loading')}>
      <Table size="small" role="presentation">
        <TableHead>
          <TableRow>
            {cells.map((cell) => (
              <TableCell key={cell}>
                <Skeleton width="60%" />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: rows }, (_, row) => (
            <TableRow key={row}>
              {cells.map((cell) => (
                <TableCell key={cell}>
                  <Skeleton />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
