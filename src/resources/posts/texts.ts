import type { RaRecord } from 'react-admin';

/** The statuses the list call takes (spec section 7): Schedule is a Published post whose time is still ahead. */
export type PostStatus = 'Pending' | 'Published' | 'Schedule' | 'Rejected';

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
