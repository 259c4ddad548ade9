import type { RaRecord } from 'react-admin';

/** The statuses the list call takes (spec section 7): Schedule is a Published post whose time is still ahead. */
export type PostStatus = 'Pending' | 'Published' | 'Schedule' | 'Rejected';

/** A date-time as the spec writes it: yyyy-MM-dd HH:mm, local time. */
export const formatDateTime = (value: unknown) => {
  const date = typeof value === 'string' || value instanceof Date ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
};

export const categoryName = (record: RaRecord) =>
  String((record.postCategory as { postCategoryName?: string } | null)?.postCategoryName ?? '');
export const languageName = (record: RaRecord) =>
  String((record.postLanguage as { languageName?: string } | null)?.languageName ?? '');

/** The status a post's modal is titled by: a Published post still ahead is Scheduled. */
export const displayStatus = (record: RaRecord): PostStatus => {
  const status = String(record.postStatus ?? '');
  if (status === 'Published') return record.isScheduled ? 'Schedule' : 'Published';
  return status === 'Rejected' ? 'Rejected' : 'Pending';
};
