import { addDays, format } from 'date-fns';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Db } from '../../src/db/client.js';
import { jobs, novelChapters, novels } from '../../src/db/schema.js';
import { hoursFromNow, makeCategory } from './factories.js';

/** A real PDF of `pages` pages, made with pdf-lib, so uploads go through the real parser. */
export const makePdf = async (pages = 1, text = 'Chapter') => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    document.addPage([300, 400]).drawText(`${text} page ${page}`, { x: 24, y: 360, size: 14, font });
  }
  return Buffer.from(await document.save());
};

/** yyyy-MM-dd `days` from today in the local time zone, as the job forms send expiry dates. */
export const dayFromToday = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

export const makeNovel = async (db: Db, overrides: Partial<typeof novels.$inferInsert> = {}) => {
  const categoryId = overrides.categoryId ?? (await makeCategory(db, 'novel')).id;
  const [row] = await db
    .insert(novels)
    .values({ title: 'The Monsoon Letters', startAt: hoursFromNow(-1), ...overrides, categoryId })
    .returning();
  return row;
};

/** A chapter row pointing at `fileKey`; the file itself is the test's business. */
export const makeChapter = async (db: Db, novelId: string, chapterNumber: number, fileKey: string) => {
  const [row] = await db
    .insert(novelChapters)
    .values({ novelId, chapterNumber, fileKey, fileName: `chapter${chapterNumber}.pdf` })
    .returning();
  return row;
};

export const makeJob = async (db: Db, overrides: Partial<typeof jobs.$inferInsert> = {}) => {
  const [row] = await db
    .insert(jobs)
    .values({
      jobTitle: 'Coastal Daily',
      location: 'Kochi',
      numberOfOpenings: 2,
      jobTypes: ['Full Time'],
      description: '<p>Report on city affairs.</p>',
      hyperlink: 'https://jobs.example.com/reporter',
      expiryDate: dayFromToday(10),
      softwareProficiency: [],
      technicalProficiency: [],
      role: 'Reporter',
      industryType: 'Media',
      department: 'News',
      education: ['Graduate'],
      ...overrides,
    })
    .returning();
  return row;
};
