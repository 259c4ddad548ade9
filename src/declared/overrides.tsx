import type { ComponentType } from 'react';
import type { RecordDialogProps } from './RecordDialog';

/**
 * The pages written by hand, by resource name: those whose declaration lists 'screen' in `screen.overrides` (the
 * reporter tickets are cards in three groups with moves, not a table). Their calls, page entry and texts still come
 * from the declaration.
 */
export const screenOverrides: Partial<Record<string, ComponentType>> = {};

/**
 * The add/edit dialogs written by hand, by resource name: those whose declaration lists 'dialog' in
 * `screen.overrides`. Each loads with its first opening.
 */
export const dialogOverrides: Partial<Record<string, ComponentType<RecordDialogProps>>> = {};
