import type { RaRecord } from 'react-admin';
import type { CardImage } from '../../media/ImageCardGrid';

/** Where the pages of a magazine's latest upload stand (GET /magazines/render/{id}, and on the magazine itself). */
export type RenderStatus = 'none' | 'pending' | 'rendering' | 'done' | 'failed';

export interface RenderState {
  renderStatus: RenderStatus;
  renderedPages: number;
  totalPages: number;
  renderError: string | null;
}

export const renderStateOf = (record: RaRecord | undefined): RenderState => ({
  renderStatus: (record?.renderStatus as RenderStatus | undefined) ?? 'none',
  renderedPages: Number(record?.renderedPages ?? 0),
  totalPages: Number(record?.totalPages ?? 0),
  renderError: typeof record?.renderError === 'string' ? record.renderError : null,
});

/** Pending or rendering: the pages will change, so the screen polls. */
export const isRendering = (state: RenderState) =>
  state.renderStatus === 'pending' || state.renderStatus === 'rendering';

/** The magazine's rendered pages, in order, at their pixel sizes. */
export const pagesOf = (record: RaRecord | undefined): CardImage[] =>
  (Array.isArray(record?.magazine) ? (record.magazine as Record<string, unknown>[]) : [])
    .filter((page) => typeof page.imageUrl === 'string')
    .map((page) => ({
      src: String(page.imageUrl),
      width: Number(page.width) || 1200,
      height: Number(page.height) || 1697,
    }));
