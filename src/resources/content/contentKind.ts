import type { ComponentType } from 'react';
import type { RaRecord, TranslateFunction } from 'react-admin';
import type { Rule } from '#contract/rules';
import type { MediaCardProps } from '../../media/MediaCard';
import type { ResourceName } from '../../dataProvider';

/**
 * A content kind (spec section 4): posts, short videos and daily quotes are three declarations of this one shape
 * (postKind, shortVideoKind, dailyQuoteKind in their folders), as on the server (server/src/content). The modal and
 * the add dialog in this folder are built from it; what a kind does differently is its declaration's components.
 */

/** The four tabs of a content section (spec section 2), each a route. */
export type ContentTab = 'published' | 'scheduled' | 'pending' | 'rejected';

/** The status each tab lists (spec section 7): Schedule is a Published item whose time is still ahead. */
export const tabStatus = {
  published: 'Published',
  scheduled: 'Schedule',
  pending: 'Pending',
  rejected: 'Rejected',
} as const satisfies Record<ContentTab, string>;

/** The state an item's modal is titled by (spec section 4), which is also the status its tab's list call takes. */
export type ContentState = (typeof tabStatus)[ContentTab];

/**
 * Whether an item goes out later: our server says so (`isScheduled`); the spec's API gives only its time (section 4:
 * Scheduled is a Published item whose posting time is in the future), so without it the time decides.
 */
export const isAhead = (record: RaRecord, timeField: string) =>
  typeof record.isScheduled === 'boolean' ? record.isScheduled : Date.parse(String(record[timeField])) > Date.now();

/** The state of an item as its modal title names it: a Published item still ahead is Scheduled. */
export const contentState = (record: RaRecord, statusField: string, timeField: string): ContentState => {
  const status = String(record[statusField] ?? '');
  if (status === 'Published') return isAhead(record, timeField) ? 'Schedule' : 'Published';
  return status === 'Rejected' ? 'Rejected' : 'Pending';
};

/** How one content kind differs from the others. Texts are catalogue keys under `app.<area>`. */
export interface ContentKind {
  resource: ResourceName;
  area: 'posts' | 'short_video' | 'daily_quotes';
  /** The record fields of its status, its go-out time, its reporter and its file (also the upload's form field). */
  statusField: string;
  timeField: string;
  reporterField: string;
  fileField: string;
  /** The field a record is named by in its History's sentences (a post's title); without it, its id. */
  nameField?: string;
  /** The status Add creates an item in; without it the server's default (Pending). */
  addedAs?: 'Published';
  /** The states whose modal offers Edit. */
  editable: readonly ContentState[];
  /** The modal's width. */
  dialogWidth: 'sm' | 'md';
  /** The toast of a refused status call that the server gave no message for. */
  statusFailure?: string;
  /** The full media of the modal. */
  Media: ComponentType<{ record: RaRecord }>;
  /** The file picker, required when adding and optional when editing; `progress` is the upload's. */
  FileInput: ComponentType<{ required: boolean; progress?: number }>;
  /** The form fields besides the file; `timeRule` checks the go-out time. */
  Fields: ComponentType<{ disabled: boolean; timeRule: Rule }>;
  /** The form's values of a record besides the time. */
  formValues: (record: RaRecord) => Record<string, unknown>;
  /** What a stale-save notice compares (form value names), with each one's catalogue label. */
  staleFields: Record<string, string>;
  /** The call's body from the form values besides time, file, status and reporter. */
  toData: (values: Record<string, unknown>, mode: 'create' | 'update') => Record<string, unknown>;
}

/** A kind whose section shows its items as cards (Short Video, Daily Quotes); posts are a table. */
export interface CardContentKind extends ContentKind {
  /** The card of one record (its open handler is added by the grid). */
  card: (record: RaRecord, translate: TranslateFunction) => Omit<MediaCardProps, 'onOpen'>;
  /** The media's proportions in the grid, for skeletons. */
  aspectRatio: string;
  /** The list filter of a tab; none on Rejected. */
  Filter: ComponentType<{ tab: ContentTab }>;
}
