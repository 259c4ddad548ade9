import type { ComponentType } from 'react';
import type { RaRecord, TranslateFunction } from 'react-admin';
import type { ContentDeclaration } from '#contract/content/content-declaration';
import type { ContentName } from '#contract/content/index';
import type { Rule } from '#contract/rules';
import type { MediaCardProps } from '../../media/MediaCard';
import type { ResourceName } from '../../dataProvider';
import { isRow } from '../../dataProvider/json';
import { fullName } from '../reporters/names';

/**
 * A content kind (spec section 4): posts, short videos and daily quotes are each declared once in contract/content,
 * which the server reads too; postKind, shortVideoKind and dailyQuoteKind in their folders add the app's components.
 * The modal and the add dialog in this folder are built from them.
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

/** The name of the reporter who filed an item (its `reporterField`), or '' when the answer names none. */
export const reporterNameOf = (record: RaRecord, reporterField: string) => {
  const reporter: unknown = record[reporterField];
  return isRow(reporter) ? fullName(reporter) : '';
};

/** The state of an item as its modal title names it: a Published item still ahead is Scheduled. */
export const contentState = (record: RaRecord, statusField: string, timeField: string): ContentState => {
  const status = String(record[statusField] ?? '');
  if (status === 'Published') return isAhead(record, timeField) ? 'Schedule' : 'Published';
  return status === 'Rejected' ? 'Rejected' : 'Pending';
};

/**
 * A content kind as the app reads it: what its declaration (contract/content) says of its resource and fields, and
 * the components and form mapping that are the app's own. Texts are catalogue keys under `app.<area>`.
 */
export interface ContentKind extends Readonly<ContentDeclaration['screen']> {
  resource: ResourceName;
  /** The record fields of its status, its go-out time, its reporter and its file (also the upload's form field). */
  statusField: string;
  timeField: string;
  reporterField: string;
  fileField: string;
  /** The review desk in its modal (issue 44), and the name its live events carry (its answer key). */
  desk?: ContentDeclaration['desk'];
  recorded: string;
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

/** The part of a kind read from its declaration. */
type Declared =
  | 'resource'
  | 'statusField'
  | 'timeField'
  | 'reporterField'
  | 'fileField'
  | 'desk'
  | 'recorded'
  | keyof ContentDeclaration['screen'];

/** A kind of the app: its declaration's resource, fields and screen settings, and the app's own `parts`. */
export const contentKindOf = <Parts extends Omit<ContentKind, Declared>>(
  declaration: ContentDeclaration & { name: ContentName },
  parts: Parts,
): NoInfer<Parts> & Pick<ContentKind, Declared> => ({
  ...declaration.screen,
  resource: declaration.name,
  statusField: declaration.fields.status,
  timeField: declaration.fields.time.field,
  reporterField: declaration.fields.reporter,
  fileField: declaration.media.field,
  desk: declaration.desk,
  recorded: declaration.keys.item,
  ...parts,
});

/** A kind whose section shows its items as cards (Short Video, Daily Quotes); posts are a table. */
export interface CardContentKind extends ContentKind {
  /** The card of one record (its open handler is added by the grid). */
  card: (record: RaRecord, translate: TranslateFunction) => Omit<MediaCardProps, 'onOpen'>;
  /** The media's proportions in the grid, for skeletons. */
  aspectRatio: string;
  /** The list filter of a tab; none on Rejected. */
  Filter: ComponentType<{ tab: ContentTab }>;
}
