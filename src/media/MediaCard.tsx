import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box, Button, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { contentDirection } from '../i18n/direction';

/** What a media card shows: an image (a thumbnail) or a video (with its poster), at a known size. */
export interface CardMedia {
  type: 'image' | 'video';
  src: string | null;
  /** The video's poster image. */
  poster?: string | null;
  /** The intrinsic size the picture is laid out at, so the grid does not move while it loads. */
  width: number;
  height: number;
}

export interface MediaCardProps {
  media: CardMedia;
  /**
   * What the item is, e.g. 'Sports video, 05 Mar 2025': the picture's text alternative (an image card's button is
   * named by it and the lines) or what a video card's Open button opens.
   */
  name: string;
  /** A tag over the media, e.g. the category. */
  tag?: string;
  /** Lines of text under the media. */
  lines?: ReactNode[];
  onOpen: () => void;
}

const boxSx = (media: CardMedia) =>
  ({
    position: 'relative',
    aspectRatio: `${media.width} / ${media.height}`,
    bgcolor: media.type === 'video' ? 'common.black' : 'action.hover',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  }) as const;

// Plain elements, not Box: Box would take width and height as styles, and the attributes must reach the element.
const fillStyle = { display: 'block', width: '100%', height: '100%', objectFit: 'contain' } as const;

const Tag = ({ label }: { label: string }) => (
  <Chip
    label={label}
    size="small"
    color="primary"
    sx={{ position: 'absolute', top: 8, left: 8, maxWidth: '80%' }}
    {...contentDirection}
  />
);

const Lines = ({ lines }: { lines: ReactNode[] }) => (
  <>
    {lines.map((line, index) => (
      <Typography key={index} variant="body2" color="text.secondary">
        {line}
      </Typography>
    ))}
  </>
);

/**
 * One card of a media grid. An image card is one button that opens the item, named by its picture's text
 * alternative and all its text (WCAG 2.5.3: the name holds what is shown). A video card plays in place: the poster
 * shows first and nothing of the video is fetched until it is played (`preload="none"`, so a page of cards does not
 * download every video); its Open button opens the item and is named 'Open …' after it.
 *
 * @example
 * <MediaCard
 *   media={{ type: 'video', src: short.shortVideoURL, poster: short.shortPosterURL, width: 360, height: 640 }}
 *   name="Sports video, 05 Mar 2025"
 *   tag="Sports"
 *   lines={['Posted On: 05 Mar 2025, 02:30 PM']}
 *   onOpen={() => setViewing(short)}
 * />
 */
export const MediaCard = ({ media, name, tag, lines = [], onOpen }: MediaCardProps) => {
  const translate = useTranslate();
  const missing = <ImageNotSupportedIcon titleAccess={name} sx={{ fontSize: 48, color: 'text.disabled' }} />;
  if (media.type === 'video')
    return (
      <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
        <Box sx={boxSx(media)}>
          {media.src ? (
            <video
              controls
              preload="none"
              playsInline
              src={media.src}
              poster={media.poster ?? undefined}
              width={media.width}
              height={media.height}
              aria-label={name}
              style={fillStyle}
            />
          ) : (
            missing
          )}
          {tag && <Tag label={tag} />}
        </Box>
        <CardContent sx={{ flexGrow: 1 }}>
          <Lines lines={lines} />
        </CardContent>
        <Box sx={{ px: 2, pb: 2 }}>
          <Button
            size="small"
            variant="outlined"
            aria-haspopup="dialog"
            aria-label={translate('app.media_card.open_item', { name })}
            onClick={onOpen}
          >
            {translate('app.media_card.open')}
          </Button>
        </Box>
      </Card>
    );
  return (
    <Card variant="outlined">
      <CardActionArea aria-haspopup="dialog" onClick={onOpen}>
        <Box sx={boxSx(media)}>
          {media.src ? (
            <img
              src={media.src}
              alt={name}
              loading="lazy"
              width={media.width}
              height={media.height}
              style={fillStyle}
            />
          ) : (
            missing
          )}
          {tag && <Tag label={tag} />}
        </Box>
        {lines.length > 0 && (
          <CardContent>
            <Lines lines={lines} />
          </CardContent>
        )}
      </CardActionArea>
    </Card>
  );
};
