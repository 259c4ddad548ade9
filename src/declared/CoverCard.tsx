import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { numericDateTime } from '../format/dates';
import { ImageCard, type CardImage } from '../media/ImageCardGrid';
import { textKey } from '../declaration/texts';
import type { Declared } from '../declaration/declared';

type Translate = (key: string, options?: object) => string;
type Covers = NonNullable<NonNullable<Declared['screen']>['covers']>;

/** Covers side by side: a book's shape, 140 px and up. */
export const coverGrid = { aspect: '2 / 3', minWidth: 140 } as const;

export const coversOf = (declaration: Declared): Covers => declaration.screen!.covers!;

/**
 * A cover in a grid: the image field's 480 px thumbnail. The server does not send its size, so the box is a book's
 * 2:3 and the image fills it.
 */
const coverOf = (declaration: Declared, record: RaRecord): CardImage | null => {
  const { image } = coversOf(declaration);
  const thumbnail = (declaration.fields[image] as { thumbnail?: string } | undefined)?.thumbnail;
  const src: unknown = (thumbnail && record[thumbnail]) ?? record[image];
  return typeof src === 'string' && src !== '' ? { src, width: 480, height: 720 } : null;
};

/** The badge's text while its yes/no holds (Coming Soon). */
export const badgeOf = (declaration: Declared, record: RaRecord, translate: Translate) => {
  const { badge } = coversOf(declaration);
  return badge && record[badge] === true ? translate(textKey(declaration, `fields.${badge}`)) : undefined;
};

/** The declared lines of a record: its count ('2 Chapters') and its date-time ('Starts On: …' while ahead). */
export const coverLinesOf = (declaration: Declared, record: RaRecord, translate: Translate) =>
  coversOf(declaration).lines.map((line) => {
    const value: unknown = record[line.field];
    if (line.count)
      return translate(textKey(declaration, `covers.lines.${line.field}`), { smart_count: Number(value ?? 0) });
    const date = typeof value === 'string' ? new Date(value) : undefined;
    const ahead = line.ahead && date && date > new Date();
    return translate(textKey(declaration, `covers.${ahead ? 'ahead' : 'lines'}.${line.field}`), {
      value: numericDateTime(value),
    });
  });

/** A record's cover with its title, badge and lines; the whole card opens the record's view. */
export const CoverCard = ({
  declaration,
  record,
  onOpen,
}: {
  declaration: Declared;
  record: RaRecord;
  onOpen: (record: RaRecord) => void;
}) => {
  const translate = useTranslate();
  return (
    <ImageCard
      title={String(record[coversOf(declaration).title] ?? '')}
      image={coverOf(declaration, record)}
      badge={badgeOf(declaration, record, translate)}
      lines={coverLinesOf(declaration, record, translate)}
      onOpen={() => onOpen(record)}
    />
  );
};
