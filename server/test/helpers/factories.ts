import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import {
  ads,
  categories,
  dailyQuotes,
  languages,
  posts,
  reporterTickets,
  shorts,
  users,
  type CategoryKind,
} from '../../src/db/schema.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { RolesRepository } from '../../src/roles/roles.repository.js';

/** Small factories: each inserts one valid row, with overrides for what a test cares about. */

const uniqueMobile = () => `9${String(randomInt(0, 999_999_999)).padStart(9, '0')}`;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** An admin holding the roles of these names (Owner unless told otherwise). */
export const makeAdmin = async (
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
  roleNames: readonly string[] = ['Owner'],
) => {
  const [row] = await db
    .insert(users)
    .values({
      role: 'Admin',
      firstName: 'Ada',
      lastName: 'Admin',
      mobileNumber: uniqueMobile(),
      email: `admin-${randomUUID()}@example.com`,
      status: 'Active',
      ...overrides,
    })
    .returning();
  await new RolesRepository(db).give(row.id, roleNames);
  return row;
};

export const makeUserWithPassword = async (
  db: Db,
  password: string,
  overrides: Partial<typeof users.$inferInsert> = {},
) => makeAdmin(db, { passwordHash: await hashPassword(password), ...overrides });

export const makeReporter = async (db: Db, overrides: Partial<typeof users.$inferInsert> = {}) => {
  const [row] = await db
    .insert(users)
    .values({
      role: 'Reporter',
      firstName: 'Riya',
      lastName: 'Reporter',
      mobileNumber: uniqueMobile(),
      email: `reporter-${randomUUID()}@example.com`,
      status: 'Active',
      ...overrides,
    })
    .returning();
  return row;
};

export const makeLanguage = async (db: Db, overrides: Partial<typeof languages.$inferInsert> = {}) => {
  const [row] = await db
    .insert(languages)
    .values({ name: `Language ${randomUUID().slice(0, 8)}`, ...overrides })
    .returning();
  return row;
};

export const makeCategory = async (
  db: Db,
  kind: CategoryKind = 'post',
  overrides: Partial<typeof categories.$inferInsert> = {},
) => {
  const [row] = await db
    .insert(categories)
    .values({ kind, name: `Category ${randomUUID().slice(0, 8)}`, ...overrides })
    .returning();
  return row;
};

export const makePost = async (db: Db, overrides: Partial<typeof posts.$inferInsert> = {}) => {
  const categoryId = overrides.categoryId ?? (await makeCategory(db)).id;
  const languageId = overrides.languageId ?? (await makeLanguage(db)).id;
  const reporterId = overrides.reporterId ?? (await makeReporter(db)).id;
  const [row] = await db
    .insert(posts)
    .values({
      title: 'Monsoon arrives early in the coastal districts',
      description: 'Heavy rain is expected through the weekend, the weather office said on Monday.',
      location: 'Kochi',
      postedOn: hoursFromNow(-1),
      status: 'Pending',
      ...overrides,
      categoryId,
      languageId,
      reporterId,
    })
    .returning();
  return row;
};

export const makeShort = async (db: Db, overrides: Partial<typeof shorts.$inferInsert> = {}) => {
  const categoryId = overrides.categoryId ?? (await makeCategory(db, 'short')).id;
  const reporterId = overrides.reporterId ?? (await makeReporter(db)).id;
  const [row] = await db
    .insert(shorts)
    .values({ postedOn: hoursFromNow(-1), status: 'Pending', ...overrides, categoryId, reporterId })
    .returning();
  return row;
};

export const makeDailyQuote = async (db: Db, overrides: Partial<typeof dailyQuotes.$inferInsert> = {}) => {
  const reporterId = overrides.reporterId ?? (await makeReporter(db)).id;
  const [row] = await db
    .insert(dailyQuotes)
    .values({ publishDate: new Date(), scheduledDate: hoursFromNow(-1), status: 'Pending', ...overrides, reporterId })
    .returning();
  return row;
};

export const makeTicket = async (db: Db, overrides: Partial<typeof reporterTickets.$inferInsert> = {}) => {
  const reporterId = overrides.reporterId ?? (await makeReporter(db)).id;
  const [row] = await db
    .insert(reporterTickets)
    .values({ description: 'The app logs me out while uploading a video.', ...overrides, reporterId })
    .returning();
  return row;
};

export const makeAd = async (db: Db, overrides: Partial<typeof ads.$inferInsert> = {}) => {
  const [row] = await db
    .insert(ads)
    .values({ title: 'Festival sale banner', startAt: hoursFromNow(-24), expiryAt: hoursFromNow(24 * 7), ...overrides })
    .returning();
  return row;
};

export { hoursFromNow };
