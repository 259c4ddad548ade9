import { crc32 } from 'node:zlib';
import XLSX from '@e965/xlsx';
import { makeSpreadsheet } from './files.js';

/** Zip archives built from a real .xlsx, so file-type still sees a spreadsheet and only the import's zip guard can refuse them. */

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

interface CfbContainer {
  FullPaths: string[];
  FileIndex: { type: number; content?: Uint8Array }[];
}
interface Cfb {
  read(data: Buffer, options: { type: 'buffer' }): CfbContainer;
  write(container: CfbContainer, options: { fileType: 'zip'; type: 'buffer'; compression: boolean }): Uint8Array;
  utils: { cfb_add(container: CfbContainer, name: string, content: Buffer): void };
}
const CFB = (XLSX as unknown as { CFB: Cfb }).CFB;

const sampleXlsx = () => makeSpreadsheet([{ 'News Title': 'A title' }]);

/** A valid .xlsx with extra entries added, deflated. */
export const xlsxWithEntries = (entries: Record<string, Buffer>) => {
  const container = CFB.read(sampleXlsx(), { type: 'buffer' });
  for (const [name, content] of Object.entries(entries)) CFB.utils.cfb_add(container, name, content);
  return Buffer.from(CFB.write(container, { fileType: 'zip', type: 'buffer', compression: true }));
};

/**
 * A valid .xlsx plus `extra` tiny stored entries, written directly (adding many entries through SheetJS takes seconds).
 * The spreadsheet's own entries come first, so content sniffing still reports xlsx.
 */
export const xlsxWithManyEntries = (extra: number) => {
  const container = CFB.read(sampleXlsx(), { type: 'buffer' });
  const entries: [string, Buffer][] = container.FullPaths.flatMap((fullPath, i) => {
    const file = container.FileIndex[i];
    const name = fullPath.replace(/^Root Entry\//, '');
    return file.type === 2 && file.content && !name.startsWith('\u0001') ? [[name, Buffer.from(file.content)]] : [];
  });
  for (let i = 0; i < extra; i += 1) entries.push([`xl/media/${i}.txt`, Buffer.from('x')]);

  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_ENTRY, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

/** Rewrites every central-directory entry's uncompressed size, leaving the local headers and data as they are. */
export const declareUncompressedSize = (zip: Buffer, size: number) => {
  const copy = Buffer.from(zip);
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(EOCD);
  const eocd = copy.lastIndexOf(signature);
  const count = copy.readUInt16LE(eocd + 10);
  let at = copy.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i += 1) {
    if (copy.readUInt32LE(at) !== CENTRAL_ENTRY) throw new Error('not a central directory entry');
    copy.writeUInt32LE(size, at + 24);
    at += 46 + copy.readUInt16LE(at + 28) + copy.readUInt16LE(at + 30) + copy.readUInt16LE(at + 32);
  }
  return copy;
};

/** Spreadsheet rows under the human import headers. */
export const postImportRow = (overrides: Record<string, unknown> = {}) => ({
  'News Title': 'Harbour reopens after the storm',
  'News Description': 'Fishing boats returned to sea on Tuesday after a week ashore.',
  Location: 'Kochi',
  ...overrides,
});
