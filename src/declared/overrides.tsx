import type { ComponentType } from 'react';
import { lazyScreen } from '../custom/lazyScreen';
import type { RecordDialogProps } from './RecordDialog';

/**
 * The pages written by hand, by resource name: those whose declaration lists 'screen' in `screen.overrides`. Their
 * calls, page entry and texts still come from the declaration. Each loads on first visit.
 */
export const screenOverrides: Partial<Record<string, ComponentType>> = {
  // Cards in three groups side by side, each with its moves, rather than a table.
  reporterTickets: lazyScreen(() => import('../resources/reporter-tickets'), 'ReporterTickets'),
};

/**
 * The add/edit dialogs written by hand, by resource name: those whose declaration lists 'dialog' in
 * `screen.overrides`. Each loads with its first opening.
 */
export const dialogOverrides: Partial<Record<string, ComponentType<RecordDialogProps>>> = {
  // The image upload with its progress, and the edit dialog opening in view mode.
  ads: lazyScreen(() => import('../resources/ads'), 'AdDialog'),
};
