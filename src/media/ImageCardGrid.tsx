import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box, Card, CardActionArea, CardContent, Chip, Skeleton, styled, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { contentDirection } from '../i18n/direction';

/** A picture at its real pixel size, so the browser reserves its box before it loads. */
export interface CardImage {
  src: string;
  width: number;
  height: number;
}

export interface ImageCardProps {
  /** The card's first text, so the start of its button's name. */
  title: string;
  image?: CardImage | null;
  /** Lines under the title (dates, counts). */
  lines?: ReactNode[];
  /** A chip over the picture's corner, e.g. '5 Days'. */
  badge?: string;
  /** Shown over the picture box, e.g. the progress of a picture still being made. */
  overlay?: ReactNode;
  onOpen: () => void;
}

export interface ImageCardGridProps {
  /** The picture box's width / height, e.g. '2 / 3' for book covers. */
  aspect?: string;
  /** The narrowest a column may get, in px; the grid fits as many columns as the width allows. */
  minWidth?: number;
  children: ReactNode;
}

const gridSx = (minWidth: number) =>
  ({
    display: 'grid',
    gap: 2,
    // min(…, 100%) keeps one column from overflowing a 390 px phone.
    gridTemplateColumns: `repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))`,
  }) as const;

/**
 * Cards with a picture (book covers, magazine pages) in a grid that fits the width. Each card is one button; its
 * picture keeps a fixed box (`aspect`) whatever the image's own shape, so the grid does not shift as pictures load.
 *
 * @example
 * <ImageCardGrid aspect="2 / 3" minWidth={150}>
 *   {novels.map((novel) => (
 *     <ImageCard key={novel.id} title={novel.title} image={cover(novel)} lines={['3 Chapters']} onOpen={() => open(novel)} />
 *   ))}
 * </ImageCardGrid>
 */
export const ImageCardGrid = ({ aspect = '3 / 4', minWidth = 160, children }: ImageCardGridProps) => (
  <Box sx={{ ...gridSx(minWidth), '--card-aspect': aspect }}>{children}</Box>
);

/**
 * An <img> that takes `sx`: Box would read `width` and `height` as CSS, while here they are the attributes that let
 * the browser reserve the picture's box before it loads.
 */
export const Img = styled('img')({});

const pictureSx = {
  position: 'relative',
  aspectRatio: 'var(--card-aspect, 3 / 4)',
  bgcolor: 'action.hover',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
} as const;

/**
 * One card of an ImageCardGrid: one button named by all it shows (WCAG 2.5.3, so speech input can say any of it).
 * Its text comes first in the page, so the name starts with the title; the picture is still drawn above it.
 */
export const ImageCard = ({ title, image, lines = [], badge, overlay, onOpen }: ImageCardProps) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardActionArea
      aria-haspopup="dialog"
      onClick={onOpen}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'start' }}
    >
      <CardContent sx={{ order: 1, p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography
          variant="subtitle2"
          component="p"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          {...contentDirection}
        >
          {title}
        </Typography>
        {lines.map((line, index) => (
          <Typography key={index} variant="body2" color="text.secondary">
            {line}
          </Typography>
        ))}
      </CardContent>
      <Box sx={pictureSx}>
        {image ? (
          // The title names the card, so the picture adds nothing for a screen reader.
          <Img
            src={image.src}
            width={image.width}
            height={image.height}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          !overlay && <ImageNotSupportedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
        )}
        {overlay && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 1 }}>{overlay}</Box>
        )}
        {badge && <Chip label={badge} size="small" color="primary" sx={{ position: 'absolute', top: 8, right: 8 }} />}
      </Box>
    </CardActionArea>
  </Card>
);

/** What an ImageCardGrid shows while its cards load: `count` cards of the same size. */
export const ImageCardGridSkeleton = ({
  count = 6,
  aspect,
  minWidth,
}: { count?: number } & Omit<ImageCardGridProps, 'children'>) => {
  const translate = useTranslate();
  return (
    <Box role="status" aria-busy="true" aria-label={translate('ra.page.loading')}>
      <ImageCardGrid aspect={aspect} minWidth={minWidth}>
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} variant="outlined">
            <Skeleton variant="rectangular" sx={{ aspectRatio: 'var(--card-aspect, 3 / 4)', height: 'auto' }} />
            <CardContent sx={{ p: 1.5 }}>
              <Skeleton width="80%" />
              <Skeleton width="60%" />
            </CardContent>
          </Card>
        ))}
      </ImageCardGrid>
    </Box>
  );
};
