import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, useTheme } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { mirroredRightToLeft } from '../i18n/direction';
import { Img, type CardImage } from './ImageCardGrid';

export interface CarouselProps {
  /** The pictures in order, at their pixel sizes. */
  slides: CardImage[];
  /** Catalogue key of the carousel's name, e.g. 'Magazine pages'. */
  label: string;
  startIndex?: number;
  /** Clicking a slide (or Enter on it) calls this with its index, e.g. to open it full screen. */
  onOpen?: (index: number) => void;
  /** CSS max-height of a slide's picture. */
  maxHeight?: string;
  /** Light arrows and text on a dark background (the full-screen viewer). */
  dark?: boolean;
  autoFocus?: boolean;
}

/** Milliseconds one slide takes to move in (spec section 9). */
export const SLIDE_MS = 500;

/**
 * One picture at a time, sliding in 500 ms, endless both ways: after the last comes the first again, moving on in the
 * same direction. Arrow keys move it when it has focus; the slides are numbered for screen readers ('Page 2 of 3').
 *
 * The track holds a copy of the last slide before the first and of the first after the last: moving past an end
 * slides onto the copy, then (after the 500 ms) jumps without animation to the real slide.
 *
 * @example
 * <Carousel label="app.magazines.pages" slides={pages} onOpen={(index) => setViewerAt(index)} />
 */
export const Carousel = ({
  slides,
  label,
  startIndex = 0,
  onOpen,
  maxHeight = '60vh',
  dark = false,
  autoFocus = false,
}: CarouselProps) => {
  const translate = useTranslate();
  // Right to left the slides run from right to left: the next one comes in from the left, the arrows swap sides
  // (the right-to-left styles flip `left` and `right`) and so do the arrow keys.
  const rightToLeft = useTheme().direction === 'rtl';
  const count = slides.length;
  const looping = count > 1;
  // Position in the track: 1..count are the slides; 0 and count + 1 the copies at the ends.
  const [position, setPosition] = useState(startIndex + 1);
  const [animated, setAnimated] = useState(true);
  const current = (((position - 1) % count) + count) % count;
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (autoFocus) region.current?.focus();
  }, [autoFocus]);

  const go = (delta: number) => {
    if (!looping) return;
    setAnimated(true);
    // Still on an end's copy (its jump has not happened yet): go on from the real slide.
    setPosition((at) => (at <= 0 ? count : at >= count + 1 ? 1 : at) + delta);
  };

  // On an end's copy: once the slide has moved in, jump without animation to the real slide. A timer rather than
  // transitionend, which a background tab or an interrupted move never delivers.
  useEffect(() => {
    if (!looping || (position !== 0 && position !== count + 1)) return;
    const timer = window.setTimeout(() => {
      setAnimated(false);
      setPosition(position === 0 ? count : 1);
    }, SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [looping, position, count]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(rightToLeft ? 1 : -1);
    else if (event.key === 'ArrowRight') go(rightToLeft ? -1 : 1);
    else return;
    event.preventDefault();
  };

  const track = looping ? [slides[count - 1], ...slides, slides[0]] : slides;
  const offset = looping ? position : 0;
  const name = (index: number) => translate('app.carousel.slide', { index: index + 1, total: count });
  const arrowSx = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1 } as const;
  const arrowColor = dark ? { color: 'common.white', bgcolor: 'rgba(0,0,0,0.4)' } : { bgcolor: 'background.paper' };

  return (
    <Box
      role="region"
      aria-roledescription={translate('app.carousel.name')}
      aria-label={translate(label)}
      tabIndex={0}
      onKeyDown={onKeyDown}
      ref={region}
      // clip, not hidden: a hidden overflow can still be scrolled (by focus or scrollIntoView), shifting every slide.
      sx={{ position: 'relative', overflow: 'clip', outlineOffset: -2 }}
    >
      <Box
        sx={{
          display: 'flex',
          transform: `translateX(${rightToLeft ? '' : '-'}${offset * 100}%)`,
          transition: animated ? `transform ${SLIDE_MS}ms ease` : 'none',
        }}
      >
        {track.map((slide, trackIndex) => {
          const index = looping ? (trackIndex - 1 + count) % count : trackIndex;
          const shown = trackIndex === offset;
          const picture = (
            <Img
              src={slide.src}
              width={slide.width}
              height={slide.height}
              alt={name(index)}
              // Pages next to the shown one load at once, so sliding never shows an empty frame.
              loading={Math.abs(trackIndex - offset) <= 1 ? 'eager' : 'lazy'}
              sx={{ display: 'block', maxWidth: '100%', maxHeight, width: 'auto', height: 'auto', mx: 'auto' }}
            />
          );
          return (
            <Box
              key={trackIndex}
              role="group"
              aria-roledescription={translate('app.carousel.slide_name')}
              aria-label={name(index)}
              aria-hidden={!shown}
              inert={!shown}
              sx={{ flex: '0 0 100%', minWidth: 0, display: 'flex', justifyContent: 'center' }}
            >
              {onOpen ? (
                <ButtonBase
                  onClick={() => onOpen(index)}
                  aria-label={translate('app.carousel.open', { name: name(index) })}
                >
                  {picture}
                </ButtonBase>
              ) : (
                picture
              )}
            </Box>
          );
        })}
      </Box>
      {looping && (
        <>
          <IconButton
            aria-label={translate('app.carousel.previous')}
            onClick={() => go(-1)}
            sx={{ ...arrowSx, ...arrowColor, left: 8 }}
          >
            <ChevronLeftIcon sx={mirroredRightToLeft} />
          </IconButton>
          <IconButton
            aria-label={translate('app.carousel.next')}
            onClick={() => go(1)}
            sx={{ ...arrowSx, ...arrowColor, right: 8 }}
          >
            <ChevronRightIcon sx={mirroredRightToLeft} />
          </IconButton>
        </>
      )}
      <Box
        aria-live="polite"
        sx={{ textAlign: 'center', py: 0.5, typography: 'body2', color: dark ? 'grey.300' : 'text.secondary' }}
      >
        {count > 0 && name(current)}
      </Box>
    </Box>
  );
};
