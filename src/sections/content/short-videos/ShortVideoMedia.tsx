import { Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { FilterMenu } from '../../../list/FilterMenu';
import { modalMediaStyle } from '../modalMediaStyle';
import { useShortCategories } from './ShortVideoFields';

/** Shorts are vertical: the layout size of their video before it loads. */
export const SHORT_VIDEO_SIZE = { width: 360, height: 640 } as const;

/** The modal's video: the poster first, the video's size known before it loads. */
export const ShortVideoMedia = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  if (typeof record.shortVideoURL !== 'string' || record.shortVideoURL === '')
    return (
      <Typography sx={{ py: 4, textAlign: 'center', bgcolor: 'action.hover' }} color="text.secondary">
        {translate('app.shortVideos.no_video')}
      </Typography>
    );
  return (
    <video
      controls
      playsInline
      preload="metadata"
      src={record.shortVideoURL}
      poster={typeof record.shortPosterURL === 'string' ? record.shortPosterURL : undefined}
      {...SHORT_VIDEO_SIZE}
      aria-label={translate('app.shortVideos.video_alt')}
      style={{ ...modalMediaStyle, background: 'black' }}
    />
  );
};

/** The single-choice category filter with Clear All. */
export const ShortVideoFilter = () => {
  const { data: categories = [] } = useShortCategories();
  return (
    <FilterMenu
      groups={[
        {
          source: 'category',
          label: 'app.shortVideos.fields.category',
          options: categories.map((row) => ({ id: row.id, name: String(row.shortCategoryName) })),
        },
      ]}
    />
  );
};
