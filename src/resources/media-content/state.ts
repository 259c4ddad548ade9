import type { RaRecord } from 'react-admin';
import { formatDateTime } from '../posts/texts';
import type { ContentState } from './types';

/** The state of an item as its modal title names it: a Published item still ahead is Scheduled. */
export const contentState = (record: RaRecord, statusField: string): ContentState => {
  const status = String(record[statusField] ?? '');
  if (status === 'Published') return record.isScheduled ? 'Schedule' : 'Published';
  return status === 'Rejected' ? 'Rejected' : 'Pending';
};

/** A server date-time as the datetime-local picker holds it (yyyy-MM-ddTHH:mm), or ''. */
export const pickerDateTime = (value: unknown) => formatDateTime(value).replace(' ', 'T');

/** The picker's value in the API's format (yyyy-MM-dd HH:mm). */
export const apiDateTime = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace('T', ' ');
