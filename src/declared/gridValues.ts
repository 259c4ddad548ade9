import type { RaRecord } from 'react-admin';
import type { Declared } from '../declaration/declared';
import { textKey } from '../declaration/texts';

type Translate = (key: string, options?: object) => string;

/** A card's title: its `grid.title` fields joined by a dash ('Role - Organization'). */
export const gridTitleOf = (declaration: Declared, record: RaRecord) =>
  ((declaration.screen?.grid?.title ?? []) as readonly string[])
    .map((field) => String(record[field] ?? ''))
    .join(' - ');

/**
 * A value as a card or the view shows it: the grid's fallback ('N/A') for an empty text or list and for a number not
 * above zero (openings of 0 or -1).
 */
export const shownValue = (declaration: Declared, value: unknown, translate: Translate) => {
  const fallback = translate(textKey(declaration, 'grid.fallback'));
  if (typeof value === 'number') return value > 0 ? value : fallback;
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : fallback;
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
};

/** One declared line of a card or the view: the value, or its text with the value (a count's plural). */
export const lineOf = (
  declaration: Declared,
  line: { field: string; text?: string; count?: boolean },
  record: RaRecord,
  translate: Translate,
) => {
  if (!line.text) return shownValue(declaration, record[line.field], translate);
  const key = textKey(declaration, `grid.lines.${line.field}`);
  return line.count
    ? translate(key, { smart_count: Number(record[line.field] ?? 0) })
    : translate(key, { value: shownValue(declaration, record[line.field], translate) });
};
