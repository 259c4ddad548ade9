import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import type { RecordLog } from '#contract/resource';
import { errorMessage, request } from '../dataProvider/http';
import { numericDateTime } from '../format/dates';
import { useCan } from '../access/useAccess';
import { textKey } from '../declaration/texts';
import type { Declared } from '../declaration/declared';

type Row = Record<string, unknown>;

const filled = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_whole, key: string) => encodeURIComponent(values[key] ?? ''));

/**
 * A record's log (`screen.log`) under its edit dialog's form: a table of the rows its call answers, and on each row
 * the `again` button, for an admin who may update the record, which POSTs the row's call and reads the log again.
 */
export const RecordLogPanel = ({ declaration, id }: { declaration: Declared; id: Identifier }) => {
  const log = declaration.screen!.log as RecordLog;
  const translate = useTranslate();
  const notify = useNotify();
  const mayAgain = useCan(declaration.name, 'update') && log.again !== undefined;
  const [busy, setBusy] = useState<string>();
  const text = (key: string, options?: Record<string, unknown>) =>
    translate(textKey(declaration, `log.${key}`), options);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['recordLog', declaration.name, String(id)],
    queryFn: async () => {
      const { json } = await request('GET', filled(log.path, { id: String(id) }));
      return ((json as Row)[log.key] ?? []) as Row[];
    },
  });
  const columns = Object.keys(log.columns);
  const shown = (row: Row, key: string) => {
    const value = row[key];
    if (value === null || value === undefined || value === '') return text('none');
    return key === log.time ? numericDateTime(value) : String(value);
  };

  const again = async (row: Row) => {
    const { again: call } = log;
    if (!call) return;
    const rowId = String(row[call.row]);
    setBusy(rowId);
    try {
      await request('POST', filled(call.path, { id: String(id), row: rowId }));
      notify(text('again_success'), { type: 'success' });
      await refetch();
    } catch (error) {
      notify(errorMessage(error, text('again_failure')), { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Box component="section" aria-label={text('title')} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3">
        {text('title')}
      </Typography>
      {isError ? (
        <Alert severity="error">{text('failed')}</Alert>
      ) : isPending ? (
        <Typography role="status" color="text.secondary" sx={{ py: 1 }}>
          {translate('app.list.loading')}
        </Typography>
      ) : data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {text('empty')}
        </Typography>
      ) : (
        // Wider than a phone: the table scrolls, and the keyboard can scroll it too.
        <TableContainer tabIndex={0} role="group" aria-label={text('title')} sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((key) => (
                  <TableCell key={key}>{text(`columns.${key}`)}</TableCell>
                ))}
                {mayAgain && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row, index) => (
                <TableRow key={`${String(row[log.again?.row ?? columns[0]])}-${index}`}>
                  {columns.map((key) => (
                    <TableCell key={key}>{shown(row, key)}</TableCell>
                  ))}
                  {mayAgain && (
                    <TableCell>
                      <Button
                        size="small"
                        disabled={busy !== undefined}
                        aria-label={text('again_name', row)}
                        onClick={() => void again(row)}
                      >
                        {text('again')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};
