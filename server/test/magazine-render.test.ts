import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfPageRenderer, pageRenderDefaults } from '../src/media/pdf-render.js';
import { seedMagazines } from '../src/seed/demo-magazines.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { multipart } from './helpers/files.js';
import { makeMagazine, makePdf } from './helpers/magazines-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const magazineUnderTest = 'A hundred pages';

describe('rendering a long magazine', () => {
  it('renders a 100-page PDF completely while other requests keep answering quickly, with visible progress', async () => {
    const magazine = await makeMagazine(t.db, { name: magazineUnderTest });
    const form = await multipart({
      magazineFile: { content: await makePdf(100), filename: 'catalogue.pdf', contentType: 'application/pdf' },
    });
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const uploaded = await t.request({ method: 'PUT', url: `/api/magazines/upload/${magazine.id}`, ...form });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().magazines).toMatchObject({ renderStatus: 'pending', renderedPages: 0, totalPages: 100 });

    const latencies: number[] = [];
    const progress = new Set<number>();
    const timed = async (url: string) => {
      const started = performance.now();
      const response = await t.request({ method: 'GET', url });
      latencies.push(performance.now() - started);
      expect(response.statusCode, url).toBe(200);
      return response.json();
    };
    const deadline = Date.now() + 300_000;
    let state: { renderStatus: string; renderedPages: number; totalPages: number; renderError: string | null };
    for (;;) {
      await timed('/api/health');
      await timed('/api/magazines/filter/active?limit=5');
      state = (await timed(`/api/magazines/render/${magazine.id}`)).render;
      progress.add(state.renderedPages);
      if (state.renderStatus === 'done' || state.renderStatus === 'failed') break;
      if (Date.now() > deadline) throw new Error(`Still ${state.renderStatus} at page ${state.renderedPages}`);
      // Paces the polling; the loop ends on the condition, not on time.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    delay.disable();

    expect(state).toEqual({
      magazineID: magazine.id,
      renderStatus: 'done',
      renderedPages: 100,
      totalPages: 100,
      renderError: null,
    });
    // Progress was seen part-way, not only at the start and the end.
    expect([...progress].filter((pages) => pages > 0 && pages < 100).length).toBeGreaterThan(2);
    expect(latencies.length).toBeGreaterThan(30);
    expect(Math.max(...latencies)).toBeLessThan(1000);
    // The event loop of the process that renders never stalled for long (the drawing runs in a worker thread).
    expect(delay.max / 1e6).toBeLessThan(1000);

    const { magazines } = (await t.request({ method: 'GET', url: `/api/magazines/get/${magazine.id}` })).json();
    expect(magazines.magazine.map((page: { pageNumber: number }) => page.pageNumber)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    for (const page of [magazines.magazine[0], magazines.magazine[49], magazines.magazine[99]]) {
      const image = await t.app.inject({ method: 'GET', url: new URL(page.imageUrl).pathname });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(1200);
    }
  }, 320_000);
});

describe('the page renderer', () => {
  it('draws a very tall page narrower instead of past the pixel cap', async () => {
    const renderer = await PdfPageRenderer.open(await makePdf(1, { size: [100, 3000] }));
    try {
      const page = await renderer.renderPage(1);
      expect(page.width).toBeLessThan(pageRenderDefaults.width);
      expect(page.width * page.height).toBeLessThanOrEqual(pageRenderDefaults.maxPixels);
      expect(await sharp(page.data).metadata()).toMatchObject({
        format: 'webp',
        width: page.width,
        height: page.height,
      });
    } finally {
      await renderer.close();
    }
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(PdfPageRenderer.open(Buffer.from('%PDF-1.7\nnot really'))).rejects.toThrow(
      'The PDF could not be read',
    );
  });

  it('says so when a document needs more memory than the renderer may take', async () => {
    // 12 MB is too little for the renderer on Node 20 to 24; much less (4 MB) makes Node 24's V8 crash (SIGSEGV)
    // before it can say the heap ran out.
    await expect(PdfPageRenderer.open(await makePdf(1), { maxHeapMb: 12 })).rejects.toThrow(
      'The PDF needs too much memory to render',
    );
  });

  it('stops a page that takes longer than allowed', async () => {
    const renderer = await PdfPageRenderer.open(await makePdf(1), { pageTimeoutMs: 1 });
    try {
      await expect(renderer.renderPage(1)).rejects.toThrow('Page 1 took too long to render');
    } finally {
      await renderer.close();
    }
  });
});

describe('demo magazines', () => {
  it('seeds active and expired magazines whose pages are rendered by the queue', async () => {
    await seedMagazines(t.db, t.storage);
    const list = async (status: string) =>
      (await t.request({ method: 'GET', url: `/api/magazines/filter/${status}?limit=100` })).json().magazines
        .magazinesData as {
        name: string;
        renderStatus: string;
        magazine: { imageUrl: string }[];
      }[];
    const seeded = [...(await list('active')), ...(await list('expired'))].filter(
      (magazine) => magazine.name !== magazineUnderTest,
    );
    expect((await list('active')).length).toBeGreaterThanOrEqual(3);
    expect((await list('expired')).length).toBeGreaterThanOrEqual(2);
    for (const magazine of seeded) {
      expect(magazine.renderStatus, magazine.name).toBe('done');
      expect(magazine.magazine.length, magazine.name).toBeGreaterThan(1);
      const cover = await t.app.inject({ method: 'GET', url: new URL(magazine.magazine[0].imageUrl).pathname });
      expect(cover.headers['content-type']).toBe('image/webp');
    }
  }, 120_000);
});
