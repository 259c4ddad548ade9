import type { ComponentType } from 'react';
import type { RaRecord, TranslateFunction } from 'react-admin';
import type { Rule } from '#contract/rules';
import type { MediaCardProps } from '../../media/MediaCard';
import type { ResourceName } from '../../dataProvider';

/** The four tabs of a media section (spec section 2), each a route. */
export type ContentTab = 'published' | 'scheduled' | 'pending' | 'rejected';

/** The status each tab lists (spec section 7): Schedule is a Published item whose time is still ahead. */
export const tabStatus = {
  published: 'Published',
  scheduled: 'Schedule',
  pending: 'Pending',
  rejected: 'Rejected',
} as const satisfies Record<ContentTab, string>;

/** The state an item's modal is titled by (spec section 4). */
export type ContentState = (typeof tabStatus)[ContentTab];

/**
 * How one media section (Short Video, Daily Quotes) differs from the other; the tabs, grid, modal and add dialog in
 * this folder are built from it. Texts are catalogue keys under `app.<area>`.
 */
export interface MediaContentConfig {
  resource: ResourceName;
  area: 'short_video' | 'daily_quotes';
  /** The record fields of its status, its go-out time, its reporter and its file (also the upload's form field). */
  statusField: string;
  timeField: string;
  reporterField: string;
  fileField: string;
  /** The card of one record (its open handler is added by the grid). */
  card: (record: RaRecord, translate: TranslateFunction) => Omit<MediaCardProps, 'onOpen'>;
  /** The media's proportions in the grid, for skeletons. */
  aspectRatio: string;
  /** The list filter of a tab; none on Rejected. */
  Filter: ComponentType<{ tab: ContentTab }>;
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
