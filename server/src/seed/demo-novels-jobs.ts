import { randomUUID } from 'node:crypto';
import { addDays, format } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { categories, jobs, novelChapters, novels } from '../db/schema.js';
import { contentTypes } from '../media/media-types.js';
import type { Storage } from '../media/storage.js';

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR);
const day = (daysFromToday: number) => format(addDays(new Date(), daysFromToday), 'yyyy-MM-dd');

const coverColours = ['#7b2d26', '#1d3557', '#2a9d8f', '#6a4c93', '#e76f51', '#264653', '#8d5524', '#3a5a40'];
const logoColours = ['#0077b6', '#d62828', '#2b9348', '#7209b7', '#f77f00', '#3d405b'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Words wrapped into lines of at most `width` characters. */
const wrap = (text: string, width: number) =>
  text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

/** Renders SVG with sharp and stores it like an upload: the image and a 480 px WebP thumbnail. */
const storeRendered = async (storage: Storage, folder: string, svg: string, as: 'jpg' | 'png') => {
  const image = sharp(Buffer.from(svg));
  const id = randomUUID();
  const imageKey = `${folder}/${id}.${as}`;
  const thumbnailKey = `${folder}/${id}-thumb.webp`;
  const main = as === 'jpg' ? image.clone().jpeg({ quality: 82 }) : image.clone().png();
  await storage.put(imageKey, await main.toBuffer(), contentTypes[as]);
  await storage.put(
    thumbnailKey,
    await image.clone().resize({ width: 480 }).webp({ quality: 78 }).toBuffer(),
    contentTypes.webp,
  );
  return { imageKey, thumbnailKey };
};

/** A portrait book cover: title, author and a band of colour. */
const coverSvg = (
  title: string,
  author: string,
  index: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900">
  <rect width="100%" height="100%" fill="${coverColours[index % coverColours.length]}"/>
  <rect x="40" y="40" width="520" height="820" fill="none" stroke="#f1e3c8" stroke-width="4"/>
  <rect x="40" y="560" width="520" height="12" fill="#f1e3c8" opacity="0.7"/>
  ${wrap(title, 16)
    .slice(0, 4)
    .map(
      (line, i) =>
        `<text x="300" y="${200 + i * 78}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="62" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('')}
  <text x="300" y="680" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#f1e3c8">${escapeXml(author)}</text>
</svg>`;

/** A square company logo: initials on a coloured disc. */
const logoSvg = (name: string, index: number) => {
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <circle cx="200" cy="200" r="170" fill="${logoColours[index % logoColours.length]}"/>
  <text x="200" y="240" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
};

const prose =
  'The rain had not stopped for three days when the letter finally arrived. It was addressed in a hand she had not ' +
  'seen for years, and the stamp carried the faded picture of a lighthouse on a coast she had promised never to ' +
  'visit again. She read it twice by the window, then folded it into her coat and walked down to the harbour.';

/** A chapter PDF of a few text pages, as pdf-lib writes it. */
const chapterPdf = async (title: string, chapter: number) => {
  const document = await PDFDocument.create();
  document.setTitle(`${title}: Chapter ${chapter}`);
  const serif = await document.embedFont(StandardFonts.TimesRoman);
  const bold = await document.embedFont(StandardFonts.TimesRomanBold);
  const pages = 2 + (chapter % 2);
  for (let number = 1; number <= pages; number += 1) {
    const page = document.addPage([420, 595]);
    if (number === 1)
      page.drawText(`Chapter ${chapter}`, { x: 48, y: 520, size: 26, font: bold, color: rgb(0.2, 0.1, 0.1) });
    wrap(prose, 62).forEach((line, i) =>
      page.drawText(line, { x: 48, y: (number === 1 ? 470 : 530) - i * 18, size: 12, font: serif }),
    );
    page.drawText(`${title}  ·  ${number}`, { x: 48, y: 32, size: 9, font: serif, color: rgb(0.4, 0.4, 0.4) });
  }
  return Buffer.from(await document.save());
};

type NovelSeed = [
  title: string,
  author: string,
  category: string,
  startHours: number,
  chapters: number,
  comingSoon?: boolean,
];

/** Romance has more than 6 active novels, so its group shows View All. */
export const novelSeeds: NovelSeed[] = [
  ['The Monsoon Letters', 'Anita Rao', 'Romance', -24 * 40, 3],
  ['Two Tickets to Shimla', 'Karan Bedi', 'Romance', -24 * 33, 2],
  ['A Summer in Pondicherry', 'Leela Thomas', 'Romance', -24 * 28, 3],
  ['The Tea Garden Promise', 'Rhea Barua', 'Romance', -24 * 21, 2],
  ['Songs of the Backwaters', 'Joseph Mathew', 'Romance', -24 * 14, 2],
  ['Letters Never Sent', 'Meher Kapoor', 'Romance', -24 * 9, 3],
  ['The Bookshop on Park Street', 'Arnav Sen', 'Romance', -24 * 4, 2],
  ['Under the Banyan Tree', 'Sita Menon', 'Romance', -30, 2],
  ['The Silent Harbour', 'Vikram Shetty', 'Thriller', -24 * 20, 3],
  ['Midnight at Victoria Terminus', 'Farah Qureshi', 'Thriller', -24 * 6, 2],
  ['The Last Train from Howrah', 'Dev Banerjee', 'Thriller', 24 * 3, 2, true],
  ['Arjuna Unbound', 'Kavya Iyer', 'Mythology', -24 * 12, 3],
  ['The Serpent King', 'Mohan Pillai', 'Mythology', 24 * 10, 2],
  ['Colony on Titan', 'Ira Deshmukh', 'Science Fiction', -24 * 2, 2],
  ['The Quantum Monsoon', 'Neel Chatterjee', 'Science Fiction', 24 * 20, 2, true],
];

export const jobDescription = (organisation: string, role: string) =>
  `<h3>About ${escapeXml(organisation)}</h3><p>We are a growing newsroom covering city, state and national stories in print and online.</p>` +
  `<h3>What you will do</h3><ul><li>Work as <strong>${escapeXml(role)}</strong> with the news desk</li>` +
  '<li>Meet daily deadlines and follow up on developing stories</li><li>Verify facts with at least two sources</li></ul>' +
  '<p>Apply through our <a href="https://careers.example.com" target="_blank" rel="noopener noreferrer">careers page</a>.</p>';

type JobSeed = [
  organisation: string,
  role: string,
  location: string,
  openings: number,
  types: string[],
  expiresInDays: number,
  postedDaysAgo: number,
  views: number,
];

export const jobSeeds: JobSeed[] = [
  ['Coastal Daily', 'Senior Reporter', 'Kochi', 3, ['Full Time'], 20, 0, 142],
  ['Metro Chronicle', 'Sub-editor', 'Mumbai', 2, ['Full Time', 'Hybrid Job'], 12, 2, 87],
  ['Hill Times', 'Photojournalist', 'Shimla', 1, ['Part Time'], 30, 5, 35],
  ['Deccan Digital', 'Video Producer', 'Hyderabad', 4, ['Remote', 'Full Time'], 8, 10, 210],
  ['Eastern Herald', 'Data Journalist', 'Kolkata', 0, ['Hybrid Job'], 0, 20, 64],
  ['Capital Voice', 'Social Media Editor', 'Delhi', 2, ['Remote'], 45, 25, 18],
  ['Western Post', 'Crime Reporter', 'Ahmedabad', 1, ['Full Time'], -1, 30, 96],
  ['Southern Star', 'Copy Editor', 'Chennai', 2, ['Part Time', 'Remote'], -6, 40, 51],
  ['Valley News', 'Sports Correspondent', 'Dehradun', 1, ['Full Time'], -13, 50, 23],
  ['Gateway Weekly', 'Features Writer', 'Pune', 3, ['Hybrid Job'], -25, 60, 77],
];

/** The novel categories to file demo novels under: the existing ones by name, any missing ones created. */
const novelCategoryIds = async (db: Db, names: string[]) => {
  const ids = new Map<string, string>();
  for (const name of names) {
    const [existing] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.kind, 'novel'), eq(categories.name, name)));
    const id =
      existing?.id ??
      (await db.insert(categories).values({ kind: 'novel', name }).returning({ id: categories.id }))[0].id;
    ids.set(name, id);
  }
  return ids;
};

/**
 * Demo novels (active and upcoming, in several categories, with covers and chapter PDFs) and demo jobs (active
 * and expired, with company images and view counts). Novels go into the novel categories of the same names when
 * they exist (the main demo creates Romance, Thriller, Mythology and Science Fiction), otherwise those are created.
 */
export const seedNovelsAndJobs = async (db: Db, storage: Storage) => {
  const categoryIds = await novelCategoryIds(db, [...new Set(novelSeeds.map(([, , category]) => category))]);
  for (const [i, [title, author, category, startHours, chapterCount, comingSoon]] of novelSeeds.entries()) {
    const cover = await storeRendered(storage, 'novels', coverSvg(title, author, i), 'jpg');
    const [novel] = await db
      .insert(novels)
      .values({
        title,
        categoryId: categoryIds.get(category)!,
        startAt: at(startHours),
        comingSoon: comingSoon ?? false,
        totalChapters: chapterCount,
        coverKey: cover.imageKey,
        coverThumbnailKey: cover.thumbnailKey,
        createdAt: at(Math.min(startHours, 0) - 24),
      })
      .returning({ id: novels.id });
    const chapters = [];
    for (let chapter = 1; chapter <= chapterCount; chapter += 1) {
      const fileKey = `novels/${randomUUID()}.pdf`;
      await storage.put(fileKey, await chapterPdf(title, chapter), contentTypes.pdf);
      chapters.push({ novelId: novel.id, chapterNumber: chapter, fileKey, fileName: `chapter-${chapter}.pdf` });
    }
    await db.insert(novelChapters).values(chapters);
  }

  const jobRows = [];
  for (const [
    i,
    [organisation, role, location, openings, types, expiresInDays, postedDaysAgo, views],
  ] of jobSeeds.entries()) {
    const logo = await storeRendered(storage, 'jobs', logoSvg(organisation, i), 'png');
    jobRows.push({
      jobTitle: organisation,
      location,
      numberOfOpenings: openings,
      jobTypes: types,
      description: jobDescription(organisation, role),
      hyperlink: `https://careers.example.com/${organisation.toLowerCase().replace(/\s+/g, '-')}`,
      expiryDate: day(expiresInDays),
      experience: ['Fresher', '1-3 years', '3-5 years', '5+ years'][i % 4],
      softwareProficiency: [['MS Word', 'Google Docs'], ['Adobe InDesign'], ['Premiere Pro', 'Final Cut'], []][i % 4],
      technicalProficiency: [['Shorthand'], ['Data visualisation', 'SQL'], ['Drone photography'], []][i % 4],
      role,
      industryType: 'Media and Publishing',
      department: ['News Desk', 'Digital', 'Photo', 'Features'][i % 4],
      education: i % 3 === 0 ? ['Graduate in Journalism', 'Diploma in Mass Communication'] : ['Any Graduate'],
      employmentType: i % 2 === 0 ? 'Permanent' : 'Contract',
      imageKey: logo.imageKey,
      thumbnailKey: logo.thumbnailKey,
      views,
      createdAt: at(-24 * postedDaysAgo - 1),
    });
  }
  await db.insert(jobs).values(jobRows);
};
