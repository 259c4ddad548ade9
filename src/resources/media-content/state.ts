import type { RaRecord } from 'react-admin';
import type { ContentState } from './types';

/** The state of an item as its modal title names it: a Published item still ahead is Scheduled. */
export const contentState = (record: RaRecord, statusField: string): ContentState => {
  const status = String(record[statusField] ?? '');
  if (status === 'Published') return record.isScheduled ? 'Schedule' : 'Published';
  return status === 'Rejected' ? 'Rejected' : 'Pending';
};
