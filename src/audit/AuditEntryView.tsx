import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { numericDateTime, relativeTime } from '../format/dates';
import { auditSentence, type AuditEntry } from './entry';
import { useReferencedNames } from '../declaration/references';
import { fieldLabel, fieldList, referencedBy, shownValue } from './fields';

const keptBy = (entry: AuditEntry) =>
  entry.changes.map((change) => change.field).filter((field) => !entry.revertable.includes(field));

/** The ids a `references` field held, as the records' names (an admin's roles by name, not id). */
const ReferencedValue = ({ to, value }: { to: string; value: unknown }) => {
  const names = useReferencedNames(to, Array.isArray(value) ? value : []);
  return names || '—';
};

/** A before or after value as the table shows it. */
const ChangeValue = ({ entry, field, value }: { entry: AuditEntry; field: string; value: unknown }) => {
  const translate = useTranslate();
  const to = referencedBy(entry.resource, field);
  return to ? <ReferencedValue to={to} value={value} /> : shownValue(entry, field, value, translate);
};

/**
 * One audit entry: its sentence, when and from where, and its changed fields with the value before and after side by
 * side. With `onRevert` (the History panel) a Revert button under the changes puts back their before-values: the API
 * reverts an entry as a whole, as it was made, so the button names every field it puts back, and a line names those
 * it cannot (a file no longer kept, a value the server derives). `busy` disables it while a revert runs.
 */
export const AuditEntryView = ({
  entry,
  recordName,
  onRevert,
  busy = false,
  footer,
}: {
  entry: AuditEntry;
  recordName?: string;
  onRevert?: (entry: AuditEntry) => void;
  busy?: boolean;
  /** Below the sentence, e.g. the Activity screen's link to the record. */
  footer?: ReactNode;
}) => {
  const translate = useTranslate();
  const sentence = auditSentence(entry, translate, recordName);
  return (
    <Box component="article" aria-label={sentence} sx={{ py: 1.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{sentence}</Typography>
      <Typography variant="body2" color="text.secondary">
        {/* Recent activity reads as 'a minute ago'; the exact time stays in reach on hover and for machines. */}
        <time dateTime={entry.at} title={numericDateTime(entry.at)}>
          {relativeTime(entry.at)}
        </time>
        {entry.address && ` · ${translate('app.audit.from_address', { address: entry.address })}`}
      </Typography>
      {footer}
      {entry.changes.length > 0 && (
        <Table
          size="small"
          aria-label={translate('app.audit.changes_of', { sentence })}
          sx={{ mt: 1, tableLayout: 'fixed', '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top', px: 1 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell component="th" sx={{ width: '26%' }}>
                {translate('app.audit.field')}
              </TableCell>
              <TableCell component="th">{translate('app.audit.before')}</TableCell>
              <TableCell component="th">{translate('app.audit.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entry.changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell component="th" scope="row">
                  {fieldLabel(entry.resource, change.field)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                  <ChangeValue entry={entry} field={change.field} value={change.before} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                  <ChangeValue entry={entry} field={change.field} value={change.after} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {onRevert && keptBy(entry).length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {translate('app.audit.not_revertable', { fields: fieldList(entry, keptBy(entry), translate) })}
        </Typography>
      )}
      {onRevert && entry.revertable.length > 0 && (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          aria-label={translate('app.audit.revert_label', { fields: fieldList(entry, entry.revertable, translate) })}
          onClick={() => onRevert(entry)}
          sx={{ mt: 1 }}
        >
          {translate('app.audit.revert')}
        </Button>
      )}
    </Box>
  );
};
