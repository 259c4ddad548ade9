import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { ImageCard } from '../../media/ImageCardGrid';
import { numericDateTime } from '../../format/dates';
import { coverOf } from './format';

/** A novel's cover with its title, chapter count and start; the whole card opens the View Novel modal. */
export const NovelCard = ({ novel, onOpen }: { novel: RaRecord; onOpen: (novel: RaRecord) => void }) => {
  const translate = useTranslate();
  const upcoming = novel.status === 'upcoming';
  return (
    <ImageCard
      title={String(novel.title ?? '')}
      image={coverOf(novel)}
      badge={novel.comingSoon === true ? translate('app.novels.coming_soon_badge') : undefined}
      lines={[
        translate('app.novels.chapter_count', { smart_count: Number(novel.totalChapters ?? 0) }),
        translate(upcoming ? 'app.novels.starts_on' : 'app.novels.published_on', {
          date: numericDateTime(novel.startDateTime),
        }),
      ]}
      onOpen={() => onOpen(novel)}
    />
  );
};
