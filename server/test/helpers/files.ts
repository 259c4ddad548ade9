import sharp from 'sharp';
import XLSX from '@e965/xlsx';

/** Real files made in the test, so uploads go through the real decoders. */

export const makePng = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF with GPS coordinates, to prove they are stripped. */
export const makeJpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 55/1 0/1' } })
    .jpeg()
    .toBuffer();

export const makeGif = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .gif()
    .toBuffer();

/** An image file padded past `bytes` with trailing data, which decoders ignore but the size check must not. */
export const padTo = (file: Buffer, bytes: number) =>
  Buffer.concat([file, Buffer.alloc(Math.max(0, bytes - file.length))]);

export const makeSpreadsheet = (rows: Record<string, unknown>[], bookType: 'xlsx' | 'xls' = 'xlsx') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'Sheet1');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType }));
};

/** A multipart body for `app.inject`, built by the platform's own FormData encoder. */
export const multipart = async (
  parts: Record<string, string | { content: Buffer; filename: string; contentType?: string }>,
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.content)], { type: value.contentType ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
};
