import { Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { FilterMenu } from '../../list/FilterMenu';
import { modalMediaStyle } from '../media-content';
import { useShortCategories } from './ShortFields';

/** Shorts are vertical: the layout size of their video before it loads. */
export const SHORT_SIZE = { width: 360, height: 640 } as const;

/** The modal's video: the poster first, the video's size known before it loads. */
export const ShortMedia = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  if (typeof record.shortVideoURL !== 'string' || record.shortVideoURL === '')
    return (
      <Typography sx={{ py: 4, textAlign: 'center', bgcolor: 'action.hover' }} color="text.secondary">
        {translate('app.short_video.no_video')}
      </Typography>
    );
  return (
    <video
      controls
      playsInline
      preload="metadata"
      src={record.shortVideoURL}
      poster={typeof record.shortPosterURL === 'string' ? record.shortPosterURL : undefined}
      {...SHORT_SIZE}
      aria-label={translate('app.short_video.video_alt')}
      style={{ ...modalMediaStyle, background: 'black' }}
    />
  );
};

/** The single-choice category filter with Clear All. */
export const ShortFilter = () => {
  const { data: categories = [] } = useShortCategories();
  return (
    <FilterMenu
      groups={[
        {
          source: 'category',
          label: 'app.short_video.fields.category',
          options: categories.map((row) => ({ id: row.id, name: String(row.shortCategoryName) })),
        },
      ]}
    />
  );
};
