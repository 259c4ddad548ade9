import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Box, Card, CardActionArea, CardContent, Chip, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContentItem, ReporterContentKind } from './kinds';

/** 1, 2 or 3 columns by width (spec section 2); minmax(0, …) keeps long words from widening a column on a phone. */
export const cardGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

const mediaBoxSx = {
  position: 'relative',
  aspectRatio: '16 / 9',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
} as const;

const Preview = ({ item, fit }: { item: ContentItem; fit: ReporterContentKind['fit'] }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ ...mediaBoxSx, bgcolor: fit === 'contain' ? 'grey.900' : 'action.hover' }}>
      {item.media.preview ? (
        // The card's button is named by its heading and lines, so the picture itself adds nothing for a screen reader.
        <Box
          component="img"
          src={item.media.preview}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: fit }}
        />
      ) : (
        <ImageNotSupportedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      )}
      {item.media.type === 'video' && (
        <PlayCircleOutlineIcon sx={{ position: 'absolute', fontSize: 56, color: 'common.white', opacity: 0.9 }} />
      )}
      {item.state === 'Scheduled' && (
        <Chip
          label={translate('app.reporter_detail.states.Scheduled')}
          size="small"
          color="info"
          sx={{ position: 'absolute', top: 8, left: 8 }}
        />
      )}
    </Box>
  );
};

/**
 * A post, short video or daily quote; the whole card is one button that opens its detail modal, named by all its text
 * (WCAG 2.5.3). The text comes first in the page, so the name starts with the heading; the preview is drawn above it.
 */
export const ContentCard = ({
  item,
  fit,
  onOpen,
}: {
  item: ContentItem;
  fit: ReporterContentKind['fit'];
  onOpen: () => void;
}) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardActionArea
      aria-haspopup="dialog"
      onClick={onOpen}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'start' }}
    >
      <CardContent sx={{ order: 1 }}>
        <Typography
          variant="subtitle1"
          sx={{
            fontWeight: 600,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {item.heading}
        </Typography>
        {item.details.map((line) => (
          <Typography key={line} variant="body2" color="text.secondary" noWrap>
            {line}
          </Typography>
        ))}
      </CardContent>
      <Preview item={item} fit={fit} />
    </CardActionArea>
  </Card>
);

/** What the grid shows while the reporter's content loads. */
export const CardGridSkeleton = () => {
  const translate = useTranslate();
  return (
    <Box sx={cardGridSx} role="status" aria-busy="true" aria-label={translate('ra.page.loading')}>
      {Array.from({ length: 3 }, (_, i) => (
        <Card key={i} variant="outlined">
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <CardContent>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
