import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import type { RaRecord } from 'react-admin';
import { useGetOne, useRefresh, useTranslate } from 'react-admin';
import { resourceName } from '../../dataProvider';
import { isRendering, renderStateOf, type RenderState } from './format';

/** How often a screen asks how far a render has come. */
export const RENDER_POLL_MS = 1000;

/**
 * A magazine's render state, followed while its pages are drawn: the small progress call is polled every second, and
 * once the render ends the screen's data is reloaded, so the new pages (or the failure) show without a reload.
 */
export const useRenderState = (magazine: RaRecord | undefined): RenderState => {
  const refresh = useRefresh();
  const initial = renderStateOf(magazine);
  const polling = magazine !== undefined && isRendering(initial);
  const { data } = useGetOne(
    resourceName('magazineRenders'),
    { id: magazine?.id ?? '' },
    { enabled: polling, refetchInterval: RENDER_POLL_MS },
  );
  const latest = polling && data ? renderStateOf(data) : initial;
  const ended = polling && data !== undefined && !isRendering(latest);
  useEffect(() => {
    if (ended) refresh();
  }, [ended, refresh]);
  return latest;
};

/** 'Rendering pages: 2 of 3' with a bar while the pages are drawn; the server's message when they could not be. */
export const RenderProgress = ({ state, dense = false }: { state: RenderState; dense?: boolean }) => {
  const translate = useTranslate();
  if (state.renderStatus === 'failed')
    return (
      <Alert severity="error" sx={dense ? { py: 0, px: 1 } : undefined}>
        {translate('app.magazines.render_failed', { error: state.renderError ?? '' })}
      </Alert>
    );
  if (!isRendering(state)) return null;
  const text =
    state.renderStatus === 'pending' && state.renderedPages === 0
      ? translate('app.magazines.queued')
      : translate('app.magazines.rendering', { done: state.renderedPages, total: state.totalPages });
  const value = state.totalPages > 0 ? Math.round((state.renderedPages / state.totalPages) * 100) : 0;
  return (
    <Box role="status" sx={{ width: '100%', bgcolor: 'background.paper', p: dense ? 1 : 0, borderRadius: 1 }}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress variant="determinate" value={value} aria-label={text} sx={{ mt: 0.5 }} />
    </Box>
  );
};
