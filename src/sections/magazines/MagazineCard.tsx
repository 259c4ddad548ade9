import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { ImageCard } from '../../media/ImageCardGrid';
import { isRendering, pagesOf } from './format';
import { RenderProgress, useRenderState } from './RenderProgress';

/**
 * A magazine: its first page, a badge with the days it is still available, its name, From and Expires (UTC days).
 * While its pages render the card shows how far that has come; the whole card opens the magazine's dialog.
 */
export const MagazineCard = ({ magazine, onOpen }: { magazine: RaRecord; onOpen: (magazine: RaRecord) => void }) => {
  const translate = useTranslate();
  const render = useRenderState(magazine);
  const [first] = pagesOf(magazine);
  const days = Number(magazine.offerAvailableDays ?? 0);
  return (
    <ImageCard
      title={String(magazine.name ?? '')}
      image={first}
      badge={days > 0 ? translate('app.magazines.days_badge', { smart_count: days }) : undefined}
      overlay={
        isRendering(render) || (render.renderStatus === 'failed' && !first) ? (
          <RenderProgress state={render} dense />
        ) : undefined
      }
      lines={[
        translate('app.magazines.from', { date: String(magazine.startDate ?? '') }),
        translate('app.magazines.expires', { date: String(magazine.expiryDate ?? '') }),
      ]}
      onOpen={() => onOpen(magazine)}
    />
  );
};
