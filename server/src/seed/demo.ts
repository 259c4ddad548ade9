import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import {
  ads,
  categories,
  dosAndDonts,
  languages,
  posts,
  reporterTickets,
  users,
  type CategoryKind,
  type ContentStatus,
  type ReporterStatus,
  type TicketStatus,
  type UserRole,
} from '../db/schema.js';
import type { Storage } from '../media/storage.js';
import { seedMagazines } from './demo-magazines.js';
import { seedNovelsAndJobs } from './demo-novels-jobs.js';
import { seedShortsAndQuotes } from './demo-shorts-quotes.js';

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR);

const palette = ['#0b4f6c', '#01baef', '#20bf55', '#f26419', '#a23b72', '#3d348b', '#e4572e', '#17bebb'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A headline card rendered from SVG, stored like an upload: a JPEG and a WebP thumbnail. */
const storeCard = async (
  storage: Storage,
  folder: string,
  title: string,
  index: number,
  size = { width: 1200, height: 675 },
) => {
  const words = title.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && (last + ' ' + word).length <= 28) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
    <rect width="100%" height="100%" fill="${palette[index % palette.length]}"/>
    <circle cx="${size.width - 160}" cy="140" r="220" fill="#ffffff" opacity="0.08"/>
    ${lines
      .slice(0, 4)
      .map(
        (line, i) =>
          `<text x="64" y="${size.height / 2 - 60 + i * 72}" font-family="DejaVu Sans, Arial, sans-serif" font-size="60" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
      )
      .join('')}
  </svg>`;
  const image = sharp(Buffer.from(svg));
  const id = randomUUID();
  const imageKey = `${folder}/${id}.jpg`;
  const thumbnailKey = `${folder}/${id}-thumb.webp`;
  await storage.put(imageKey, await image.clone().jpeg({ quality: 82 }).toBuffer(), 'image/jpeg');
  await storage.put(
    thumbnailKey,
    await image.clone().resize({ width: 480 }).webp({ quality: 78 }).toBuffer(),
    'image/webp',
  );
  return { imageKey, thumbnailKey };
};

/** The demo's reporters: first and last name, city, role and status (also the document's examples, ./demo-examples.ts). */
export const reporterSeeds: [string, string, string, UserRole, ReporterStatus][] = [
  ['Aarav', 'Sharma', 'Delhi', 'Reporter', 'Active'],
  ['Priya', 'Nair', 'Kochi', 'Reporter', 'Active'],
  ['Rohan', 'Mehta', 'Mumbai', 'GuestReporter', 'Active'],
  ['Ananya', 'Iyer', 'Chennai', 'Reporter', 'Active'],
  ['Vikram', 'Singh', 'Jaipur', 'Reporter', 'Active'],
  ['Sneha', 'Kulkarni', 'Pune', 'GuestReporter', 'Active'],
  ['Arjun', 'Reddy', 'Hyderabad', 'Reporter', 'Active'],
  ['Meera', 'Das', 'Kolkata', 'Reporter', 'Active'],
  ['Kabir', 'Khan', 'Lucknow', 'GuestReporter', 'Active'],
  ['Diya', 'Patel', 'Ahmedabad', 'Reporter', 'Active'],
  ['Ishaan', 'Gupta', 'Bhopal', 'Reporter', 'Active'],
  ['Nisha', 'Menon', 'Thiruvananthapuram', 'Reporter', 'Active'],
  ['Farhan', 'Ali', 'Srinagar', 'GuestReporter', 'Pending'],
  ['Lakshmi', 'Rao', 'Mysuru', 'Reporter', 'Pending'],
  ['Siddharth', 'Bose', 'Guwahati', 'GuestReporter', 'Pending'],
  ['Pooja', 'Joshi', 'Dehradun', 'Reporter', 'Pending'],
  ['Manish', 'Verma', 'Patna', 'GuestReporter', 'Pending'],
  ['Kavya', 'Pillai', 'Madurai', 'Reporter', 'Inactive'],
  ['Rahul', 'Chatterjee', 'Siliguri', 'GuestReporter', 'Inactive'],
  ['Tanvi', 'Desai', 'Surat', 'Reporter', 'Inactive'],
  ['Aditya', 'Kapoor', 'Chandigarh', 'Reporter', 'Inactive'],
  ['Zoya', 'Hussain', 'Hyderabad', 'GuestReporter', 'Trash'],
  ['Harsh', 'Malhotra', 'Amritsar', 'Reporter', 'Trash'],
  ['Gauri', 'Deshpande', 'Nagpur', 'Reporter', 'Trash'],
];

/** The demo's posts: title, description and category. */
export const headlines: [string, string, string][] = [
  [
    'Monsoon arrives early over the Kerala coast',
    'The weather office declared the onset three days ahead of schedule as heavy showers lashed coastal districts through the night.',
    'Politics',
  ],
  [
    'City council approves new metro line to the airport',
    'The 18-kilometre corridor will connect the central station to the international terminal with nine stations along the way.',
    'Politics',
  ],
  [
    'Local side clinches the state football title',
    'A stoppage-time header sealed a 2-1 win in front of a packed stadium, ending a twelve-year wait for the trophy.',
    'Sports',
  ],
  [
    'Startup raises funds to expand electric rickshaw fleet',
    'The company plans to add two thousand vehicles and charging hubs across four cities by the end of the year.',
    'Business',
  ],
  [
    'Farmers adopt drip irrigation as groundwater falls',
    'Village cooperatives report water savings of nearly forty percent after switching from flood irrigation.',
    'Business',
  ],
  [
    'New public library opens with a digital reading room',
    'The library offers free internet, e-book lending and weekend coding classes for school students.',
    'Technology',
  ],
  [
    'Hospital launches free screening camp for diabetes',
    'More than eight hundred residents were tested on the first day, with follow-up consultations arranged for those at risk.',
    'Health',
  ],
  [
    'Classical dance festival returns after five years',
    'Artists from twelve states will perform over six evenings at the restored open-air amphitheatre.',
    'Entertainment',
  ],
  [
    'Schools to get rooftop solar panels this year',
    'The education department expects the panels to cover most daytime power needs of three hundred government schools.',
    'Technology',
  ],
  [
    'Traffic police pilot smart signals at busy junctions',
    'Sensors adjust signal timings to queue lengths, cutting average waiting time during peak hours in early trials.',
    'Technology',
  ],
  [
    'Cricket academy opens trials for under-16 players',
    'Coaches will select forty players for a residential programme with scholarships for the most promising talents.',
    'Sports',
  ],
  [
    'Handloom weavers find new buyers online',
    'A cooperative website has helped weavers sell directly to customers in other states and abroad.',
    'Business',
  ],
  [
    'Heritage walk draws record crowd in the old city',
    'Volunteers guided visitors through centuries-old markets, temples and stepwells on Sunday morning.',
    'Entertainment',
  ],
  [
    'Air quality improves after crop-residue ban',
    'Monitoring stations recorded fewer severe days this winter compared with the same period last year.',
    'Health',
  ],
  [
    'Port handles record cargo in the last quarter',
    'Officials credited new cranes and round-the-clock customs clearance for the higher volumes.',
    'Business',
  ],
  [
    'University announces scholarships for first-generation students',
    'Two hundred scholarships will cover tuition and hostel fees for students whose parents did not attend college.',
    'Politics',
  ],
];

const ticketSeeds: [string, TicketStatus][] = [
  ['The app logs me out while uploading a video from the field.', 'in progress'],
  ['My published post count looks wrong on my profile.', 'in progress'],
  ['Please add Konkani to the list of languages.', 'in progress'],
  ['Images taken in portrait mode appear rotated after upload.', 'underReview'],
  ['I cannot change the category of a pending post.', 'underReview'],
  ['Payment for last month has not reflected yet.', 'resolved'],
  ['Password reset OTP did not arrive.', 'resolved'],
];

/**
 * Fills an empty database with realistic content: reporters of both types in every status, posts, short videos and
 * daily quotes in every state with media, categories, languages, tickets in every group, ads, the Dos and Don'ts
 * page, novels with chapters, active and expired jobs, and magazines rendered from generated PDFs.
 * Does nothing when posts already exist, so restarting `npm run demo` keeps what the admin changed.
 */
export const demoMobileNumber = (index: number) => `98${String(10000000 + index * 7919).padStart(8, '0')}`;
export const demoEmail = (firstName: string, lastName: string) =>
  `${firstName}.${lastName}@newsroom.example`.toLowerCase();
export const languageNames = ['English', 'Hindi', 'Tamil', 'Telugu', 'Malayalam', 'Kannada', 'Bengali', 'Marathi'];
export const postCategoryNames = ['Politics', 'Sports', 'Business', 'Technology', 'Health', 'Entertainment'];
export const shortCategoryNames = ['Trending', 'Sports', 'Comedy', 'Food', 'Travel'];
export const novelCategoryNames = ['Romance', 'Thriller', 'Mythology', 'Science Fiction'];

/** Title, start and expiry in hours from now. */
export const adSeeds: [string, number, number][] = [
  ['Festival sale: up to 50% off', -48, 24 * 10],
  ['New smartphone launch', -2, 24 * 30],
  ['Monsoon travel packages', 24 * 2, 24 * 20],
  ['Book fair weekend', -24 * 30, -24 * 2],
  ['Summer clearance', -24 * 60, -24 * 20],
];

export const dosAndDontsSeed = {
  title: "Reporter Do's and Don'ts",
  points: [
    'Verify every fact with at least two independent sources before submitting.',
    'Attribute quotes to named people; avoid anonymous sources unless approved by the desk.',
    'Do not publish photos of minors or victims without consent.',
    'Keep headlines accurate; never exaggerate to attract clicks.',
    'Declare any conflict of interest to the editor before filing a story.',
  ],
};

export const seedDemo = async (db: Db, storage: Storage) => {
  const [{ existing }] = await db.select({ existing: count() }).from(posts);
  if (existing > 0) return false;

  await db.transaction(async (tx) => {
    const languageRows = await tx
      .insert(languages)
      .values(
        languageNames.map((name, i) => ({
          name,
          status: i < 7 ? ('Active' as const) : ('Inactive' as const),
        })),
      )
      .returning();

    const makeCategories = (kind: CategoryKind, names: string[], inactive: string[] = []) =>
      tx
        .insert(categories)
        .values(
          [...names, ...inactive].map((name) => ({
            kind,
            name,
            status: inactive.includes(name) ? ('Inactive' as const) : ('Active' as const),
          })),
        )
        .returning();
    const postCategories = await makeCategories('post', postCategoryNames, ['Astrology']);
    await makeCategories('short', shortCategoryNames, ['Pranks']);
    await makeCategories('novel', novelCategoryNames, ['Horror']);

    const reporters = await tx
      .insert(users)
      .values(
        reporterSeeds.map(([firstName, lastName, , role, status], i) => ({
          firstName,
          lastName,
          middleName: i % 5 === 0 ? 'Kumar' : null,
          role,
          status,
          mobileNumber: demoMobileNumber(i),
          email: demoEmail(firstName, lastName),
          createdAt: at(-24 * (40 - i)),
        })),
      )
      .returning();
    const activeReporters = reporters.filter((reporter) => reporter.status === 'Active');

    const states: { status: ContentStatus; hours: number }[] = [
      { status: 'Published', hours: -3 },
      { status: 'Published', hours: -30 },
      { status: 'Pending', hours: -1 },
      { status: 'Published', hours: 20 },
      { status: 'Rejected', hours: -50 },
      { status: 'Pending', hours: 6 },
    ];
    const postRows = [];
    for (let i = 0; i < 48; i += 1) {
      const [title, description, categoryName] = headlines[i % headlines.length];
      const reporter = activeReporters[i % activeReporters.length];
      const state = states[i % states.length];
      const { imageKey, thumbnailKey } = await storeCard(storage, 'posts', title, i);
      postRows.push({
        title,
        description,
        location: reporterSeeds[reporters.indexOf(reporter)][2],
        categoryId: postCategories.find((category) => category.name === categoryName)!.id,
        languageId: languageRows[i % 4].id,
        reporterId: reporter.id,
        postedOn: at(state.hours - i * 2),
        status: state.status,
        imageKey,
        thumbnailKey,
        createdAt: at(-i * 3 - 1),
      });
    }
    await tx.insert(posts).values(postRows);

    const ticketRows = [];
    for (const [i, [description, status]] of ticketSeeds.entries()) {
      const image = i % 3 === 0 ? await storeCard(storage, 'tickets', 'Screenshot', i) : undefined;
      ticketRows.push({
        description,
        status,
        reporterId: activeReporters[i % activeReporters.length].id,
        imageKey: image?.imageKey,
        createdAt: at(-i * 5),
      });
    }
    await tx.insert(reporterTickets).values(ticketRows);

    const adRows = [];
    for (const [i, [title, start, expiry]] of adSeeds.entries()) {
      const { imageKey, thumbnailKey } = await storeCard(storage, 'ads', title, i + 5, { width: 1200, height: 400 });
      adRows.push({
        title,
        startAt: at(start),
        expiryAt: at(expiry),
        imageKey,
        thumbnailKey,
        status: i === 1 ? ('Inactive' as const) : ('Active' as const),
      });
    }
    await tx.insert(ads).values(adRows);

    await tx.insert(dosAndDonts).values(dosAndDontsSeed);
  });
  // Each of these finds the reporters and categories added above; magazines are rendered before this returns.
  await seedShortsAndQuotes(db, storage);
  await seedNovelsAndJobs(db, storage);
  await seedMagazines(db, storage);
  return true;
};
