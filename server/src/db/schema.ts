import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { InterfaceLanguage } from '#contract/interface-languages';
import type { Permission } from '#contract/permissions';
import { searchCandidateIndexes, searchDocument, searchDocumentIndex } from './search-document.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const userRoles = ['Admin', 'Reporter', 'GuestReporter'] as const;
export const reporterStatuses = ['Pending', 'Active', 'Inactive', 'Trash'] as const;
export const activeStatuses = ['Active', 'Inactive'] as const;
export const contentStatuses = ['Pending', 'Published', 'Rejected'] as const;
// As spec section 3 writes them, `in progress` with its space (migration 0013 converted the earlier `inProgress`).
export const ticketStatuses = ['in progress', 'underReview', 'resolved'] as const;
export const categoryKinds = ['post', 'short', 'novel'] as const;

export type UserRole = (typeof userRoles)[number];
export type ReporterStatus = (typeof reporterStatuses)[number];
export type ActiveStatus = (typeof activeStatuses)[number];
export type ContentStatus = (typeof contentStatuses)[number];
export type TicketStatus = (typeof ticketStatuses)[number];
export type CategoryKind = (typeof categoryKinds)[number];

/** Admins and reporters share one table: a reporter's `roleID` is its user id. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').$type<UserRole>().notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    mobileNumber: varchar('mobile_number', { length: 10 }).notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    status: text('status').$type<ReporterStatus>().notNull().default('Pending'),
    profilePicKey: text('profile_pic_key'),
    /** An admin's active TOTP secret (base32); null while two-factor sign-in is off. */
    totpSecret: text('totp_secret'),
    /** A secret handed out by /api/2fa/setup that no correct code has confirmed yet. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The time step of the last code accepted, so a code cannot be used twice (on any replica). */
    totpLastTimeStep: bigint('totp_last_time_step', { mode: 'number' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The password is a one-time password someone else made: the admin sets their own before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The admin's interface language (issue 43), applied at each sign-in; null until they choose one. */
    interfaceLanguage: text('interface_language').$type<InterfaceLanguage>(),
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${users.firstName} || ' ' || coalesce(${users.middleName}, '') || ' ' || ${users.lastName} || ' ' || ${users.mobileNumber} || ' ' || ${users.email})`,
    ),
    searchDocument: searchDocument('users', (): object => users),
    ...timestamps,
  },
  (t) => [
    searchDocumentIndex('users', t.searchDocument),
    uniqueIndex('users_mobile_number_key').on(t.mobileNumber),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Lets the reporter lists count by status and type from the index alone.
    index('users_status_role_idx').on(t.status, t.role),
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    ...searchCandidateIndexes('users', t.searchDocument, t.createdAt),
  ],
);

/**
 * Roles (issue 40): a name and the permissions it grants. A built-in role (Owner, Editor, Viewer) keeps no
 * permissions here: its grants come from `builtInRoles` in contract/permissions.ts, so they follow the declarations.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    builtIn: boolean('built_in').notNull().default(false),
    permissions: jsonb('permissions').$type<Permission[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_name_key').on(sql`lower(${t.name})`)],
);

/** The roles each admin holds; an admin's permissions are those of all their roles added up. */
export const adminRoles = pgTable(
  'admin_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('admin_roles_role_idx').on(t.roleId)],
);

/**
 * One row per login. A token names its session, so Sign Out (revocation), a changed password (the credential
 * tag no longer matches) or a user who is no longer an active Admin end it on every replica at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** md5 of the password hash at login: a changed password no longer matches, so older sessions end. */
    credentialTag: text('credential_tag').notNull(),
    clientAddress: text('client_address').notNull(),
    /** The browser's User-Agent at sign-in, shortened, for the list of my sessions. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Refreshed at most once a minute by the requests of the session. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // Known addresses of a user, for the login throttle.
    index('sessions_user_address_idx').on(t.userId, t.clientAddress, t.createdAt),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The second step of a sign-in with two-factor: the password was right, a code is still due. Kept in the database
 * so that any replica can finish it; only a hash of the challenge is stored, and it works once, for 5 minutes.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
);

/** An admin's single-use recovery codes, hashed with the password hasher; a used one is deleted. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Failed logins per key (mobile number or client address), shared by every API process. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const languages = pgTable(
  'languages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    status: text('status').$type<ActiveStatus>().notNull().default('Active'),
    searchDocument: searchDocument('languages', (): object => languages),
    ...timestamps,
  },
  (t) => [
    searchDocumentIndex('languages', t.searchDocument),
    uniqueIndex('languages_name_key').on(sql`lower(${t.name})`),
    index('languages_status_idx').on(t.status, t.name),
  ],
);

/** Post, short-video and novel categories share one shape, told apart by `kind`. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<CategoryKind>().notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    status: text('status').$type<ActiveStatus>().notNull().default('Active'),
    searchDocument: searchDocument('categories', (): object => categories),
    ...timestamps,
  },
  (t) => [
    searchDocumentIndex('categories', t.searchDocument),
    uniqueIndex('categories_kind_name_key').on(t.kind, sql`lower(${t.name})`),
    index('categories_kind_created_idx').on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    postedOn: timestamp('posted_on', { withTimezone: true }).notNull(),
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    status: text('status').$type<ContentStatus>().notNull().default('Pending'),
    searchDocument: searchDocument('posts', (): object => posts),
    ...timestamps,
  },
  (t) => [
    searchDocumentIndex('posts', t.searchDocument),
    ...searchCandidateIndexes('posts', t.searchDocument, t.postedOn),
    index('posts_status_posted_on_idx').on(t.status, t.postedOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_status_updated_idx').on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_category_status_idx').on(t.categoryId, t.status, t.postedOn.desc().nullsFirst()),
    index('posts_language_status_idx').on(t.languageId, t.status, t.postedOn.desc().nullsFirst()),
    // A language-scoped role's Pending and Rejected tabs, which are in the order of submission (deep pages).
    index('posts_language_status_created_idx').on(
      t.languageId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('posts_reporter_status_idx').on(t.reporterId, t.status, t.postedOn.desc().nullsFirst()),
    index('posts_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
  ],
);

/**
 * Users per status and role, kept by statement-level triggers on users (migration 0005_reporter_counts), so the
 * reporter lists' totals are a sum over a few rows instead of a count over every reporter of a status.
 */
export const reporterCounts = pgTable(
  'reporter_counts',
  {
    status: text('status').$type<ReporterStatus>().notNull(),
    role: text('role').$type<UserRole>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.role] })],
);

/**
 * Posts per status, category and language, kept by statement-level triggers on posts (migration
 * 0001_post_counts), so list totals are a sum over a few rows instead of a count over millions.
 */
export const postCounts = pgTable(
  'post_counts',
  {
    status: text('status').$type<ContentStatus>().notNull(),
    categoryId: uuid('category_id').notNull(),
    languageId: uuid('language_id').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.categoryId, t.languageId] })],
);

export const shorts = pgTable(
  'shorts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoKey: text('video_key'),
    posterKey: text('poster_key'),
    durationSeconds: integer('duration_seconds'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    postedOn: timestamp('posted_on', { withTimezone: true }).notNull(),
    status: text('status').$type<ContentStatus>().notNull().default('Pending'),
    ...timestamps,
  },
  (t) => [
    index('shorts_status_posted_on_idx').on(t.status, t.postedOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shorts_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shorts_status_updated_idx').on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shorts_category_status_idx').on(t.categoryId, t.status, t.postedOn.desc().nullsFirst()),
    index('shorts_reporter_status_idx').on(t.reporterId, t.status, t.postedOn.desc().nullsFirst()),
  ],
);

/** Short videos per status and category, kept by triggers (migration 0003_content_counts) like post_counts. */
export const shortCounts = pgTable(
  'short_counts',
  {
    status: text('status').$type<ContentStatus>().notNull(),
    categoryId: uuid('category_id').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.categoryId] })],
);

/** Daily quotes per status, kept by triggers (migration 0003_content_counts) like post_counts. */
export const dailyQuoteCounts = pgTable('daily_quote_counts', {
  status: text('status').$type<ContentStatus>().primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

export const dailyQuotes = pgTable(
  'daily_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaKey: text('media_key'),
    thumbnailKey: text('thumbnail_key'),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }).notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ContentStatus>().notNull().default('Pending'),
    ...timestamps,
  },
  (t) => [
    index('daily_quotes_status_scheduled_idx').on(
      t.status,
      t.scheduledDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('daily_quotes_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('daily_quotes_status_updated_idx').on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('daily_quotes_reporter_status_idx').on(t.reporterId, t.status, t.scheduledDate.desc().nullsFirst()),
  ],
);

export const reporterTickets = pgTable(
  'reporter_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    description: text('description').notNull(),
    imageKey: text('image_key'),
    status: text('status').$type<TicketStatus>().notNull().default('in progress'),
    searchDocument: searchDocument('reporter_tickets', (): object => reporterTickets),
    ...timestamps,
  },
  (t) => [
    searchDocumentIndex('reporter_tickets', t.searchDocument),
    index('reporter_tickets_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const dosAndDonts = pgTable('dos_and_donts', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: varchar('title', { length: 200 }).notNull(),
  points: jsonb('points').$type<string[]>().notNull(),
  /** Only one page exists; the constant column makes a second row impossible even under concurrent creates. */
  singleton: boolean('singleton').notNull().default(true).unique(),
  ...timestamps,
});

export const ads = pgTable(
  'ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 100 }).notNull(),
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    expiryAt: timestamp('expiry_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ActiveStatus>().notNull().default('Active'),
    searchDocument: searchDocument('ads', (): object => ads),
    ...timestamps,
  },
  (t) => [
    searchDocumentIndex('ads', t.searchDocument),
    index('ads_expiry_idx').on(t.expiryAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ads_start_idx').on(t.startAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Settings every replica must agree on (the token signing secret when JWT_SECRET is not given). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ---------------------------------------------------------------------------------------------------------------
// Magazines and the rendering of their PDFs to page images
// ---------------------------------------------------------------------------------------------------------------

/**
 * pending: queued; rendering: claimed by a process until `lease_until`; done: its pages are the magazine's pages;
 * failed: stopped with `error`; discarded: replaced by a newer upload or render, waiting for its files to go.
 */
export const magazineRenderStatuses = ['pending', 'rendering', 'done', 'failed', 'discarded'] as const;
export type MagazineRenderStatus = (typeof magazineRenderStatuses)[number];

/** Dates are calendar days (UTC), as the spec shows and compares them. */
export const magazines = pgTable(
  'magazines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    searchDocument: searchDocument('magazines', (): object => magazines),
    ...timestamps,
  },
  (t) => [
    searchDocumentIndex('magazines', t.searchDocument),
    index('magazines_expiry_idx').on(t.expiryDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('magazines_start_idx').on(t.startDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * One uploaded PDF and the job that renders it; this table is the job queue every API process shares. Its files
 * have keys derived from its id (`magazines/<id>.pdf`, `magazines/<id>-p<n>.webp`), so a failed or replaced
 * render can be cleaned up completely even when a process died in the middle of storing a page.
 */
export const magazineRenders = pgTable(
  'magazine_renders',
  {
    id: uuid('id').primaryKey(),
    magazineId: uuid('magazine_id')
      .notNull()
      .references(() => magazines.id, { onDelete: 'cascade' }),
    status: text('status').$type<MagazineRenderStatus>().notNull().default('pending'),
    totalPages: integer('total_pages').notNull(),
    renderedPages: integer('rendered_pages').notNull().default(0),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    filesRemoved: boolean('files_removed').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The pages shown, and the upload in progress (or the last one that failed): at most one of each per magazine.
    uniqueIndex('magazine_renders_done_key')
      .on(t.magazineId)
      .where(sql`${t.status} = 'done'`),
    uniqueIndex('magazine_renders_latest_key')
      .on(t.magazineId)
      .where(sql`${t.status} in ('pending', 'rendering', 'failed')`),
    index('magazine_renders_queue_idx')
      .on(t.createdAt)
      .where(
        sql`${t.status} in ('pending', 'rendering') or (${t.status} in ('failed', 'discarded') and not ${t.filesRemoved})`,
      ),
  ],
);

export const magazinePages = pgTable(
  'magazine_pages',
  {
    renderId: uuid('render_id')
      .notNull()
      .references(() => magazineRenders.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    imageKey: text('image_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.renderId, t.pageNumber] })],
);

// ---------------------------------------------------------------------------------------------------------------
// Novels and jobs
// ---------------------------------------------------------------------------------------------------------------

/**
 * A novel is active once its start has come and upcoming before, judged at query time. `totalChapters` is how
 * many chapters it should have (1..n); the uploaded ones are rows of novel_chapters.
 */
export const novels = pgTable(
  'novels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    comingSoon: boolean('coming_soon').notNull().default(false),
    totalChapters: integer('total_chapters').notNull().default(0),
    coverKey: text('cover_key'),
    coverThumbnailKey: text('cover_thumbnail_key'),
    searchDocument: searchDocument('novels', (): object => novels),
    ...timestamps,
  },
  (t) => [
    searchDocumentIndex('novels', t.searchDocument),
    index('novels_category_start_idx').on(t.categoryId, t.startAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('novels_start_idx').on(t.startAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('novels_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const novelChapters = pgTable(
  'novel_chapters',
  {
    novelId: uuid('novel_id')
      .notNull()
      .references(() => novels.id, { onDelete: 'cascade' }),
    chapterNumber: integer('chapter_number').notNull(),
    fileKey: text('file_key').notNull(),
    /** The name the file was uploaded under, shown as the chapter's link text. */
    fileName: text('file_name').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.novelId, t.chapterNumber] })],
);

/** A job is active through its expiry day and expired from the day after, judged at query time. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Labelled Organization Name in the app. */
    jobTitle: text('job_title').notNull(),
    location: text('location'),
    numberOfOpenings: integer('number_of_openings'),
    jobTypes: jsonb('job_types').$type<string[]>().notNull(),
    /** Sanitised rich-text HTML. */
    description: text('description').notNull(),
    hyperlink: text('hyperlink').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    experience: text('experience'),
    softwareProficiency: jsonb('software_proficiency').$type<string[]>().notNull(),
    technicalProficiency: jsonb('technical_proficiency').$type<string[]>().notNull(),
    role: text('role').notNull(),
    industryType: text('industry_type').notNull(),
    department: text('department').notNull(),
    education: jsonb('education').$type<string[]>().notNull(),
    employmentType: text('employment_type'),
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    views: integer('views').notNull().default(0),
    searchDocument: searchDocument('jobs', (): object => jobs),
    ...timestamps,
  },
  (t) => [
    searchDocumentIndex('jobs', t.searchDocument),
    index('jobs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('jobs_expiry_idx').on(
      t.expiryDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Saved views (issue 30): a list's filters, search, sort and page size under a name, an admin's own or shared with
 * every admin. `list` is the list's path in the app (e.g. `/posts/new-post`); `query` holds its URL parameters.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('saved_views_list_idx').on(t.list, t.ownerId)],
);

/** Each admin's default view of a list: a row here, as the view may be someone else's shared one. */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    viewId: uuid('view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.list] })],
);

/**
 * The changes streamed to the app (`GET /api/events`), kept a few hours so that a reconnecting stream can replay
 * what it missed. Written in the transaction of the change; `position` (the stream's event id, `Last-Event-ID`) is
 * given at its commit, in commit order, by the trigger of migration 0009 (see docs/decisions.md, issue 30).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null until the writing transaction commits; only that transaction ever sees it null. */
    position: bigint('position', { mode: 'number' }),
    resource: text('resource').notNull(),
    ids: jsonb('ids').$type<string[]>().notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt), uniqueIndex('live_events_position_idx').on(t.position)],
);

/** Who has which record's dialog open: refreshed by the dialog while it stays open, so stale rows age out. */
export const presence = pgTable(
  'presence',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.adminId, t.resource, t.recordId] }),
    index('presence_record_idx').on(t.resource, t.recordId),
  ],
);
/** One field of an audited change, under the resource's API name; long texts and URLs are kept whole. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The audit log (issue 28): one row per write, inserted in the write's transaction by recordAudit only, and never
 * updated or deleted except by the retention purge. The actor's name and mobile number are copies, and there is no
 * foreign key, so an entry outlives the account.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    actorMobile: text('actor_mobile'),
    address: text('address'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    recordIds: text('record_ids').array().notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull(),
    /** What else the action had: a bulk change's filter, an import's row count, a failed render's error. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /**
     * What each record was called when the entry was written (a post's title, an admin's name), by record id: the
     * entry still names a record deleted or renamed since.
     */
    recordLabels: jsonb('record_labels').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    // Newest first (order by at desc, id desc: nulls first, as PostgreSQL's desc is), unfiltered or by time.
    index('audit_entries_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_entries_resource_at_idx').on(t.resource, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_entries_actor_at_idx').on(t.actorId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_entries_action_at_idx').on(t.action, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The other form of the actor filter: a failed sign-in's number has a handful of entries among a million.
    index('audit_entries_actor_mobile_at_idx').on(t.actorMobile, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A record's history (the History panel): few rows per record, sorted after the lookup.
    index('audit_entries_record_ids_idx').using('gin', t.recordIds),
  ],
);

/**
 * How many audit entries each day (UTC) has, so the Activity list's total is a sum of rows instead of a count of up to
 * a million entries. An entry counts in the four rows of its resource and action with '' ("any") in the place of
 * either (no actor), and for its actor's id and for its mobile number in two: any resource and action, and its own
 * (migration 0011). A filter reads one row a day, except one of an actor and a resource or action, which sums that
 * actor's rows of the resource or action. Triggers on audit_entries keep it in the statement that inserts or deletes
 * entries, adding in the slot of the connection (so concurrent writers rarely wait on one row).
 */
export const auditTallies = pgTable(
  'audit_tallies',
  {
    resource: text('resource').notNull(),
    action: text('action').notNull(),
    actorId: text('actor_id').notNull(),
    actorMobile: text('actor_mobile').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  // A filter's rows are one range of this key: its actor ('' for any), then its resource and action, then the days.
  (t) => [primaryKey({ columns: [t.actorId, t.actorMobile, t.resource, t.action, t.day, t.slot] })],
);

/**
 * One row per day the audit retention purge ran: the process whose insert of today's row succeeds does the purge,
 * so with several processes on one database exactly one purges each day, with no lock held.
 */
export const auditPurges = pgTable('audit_purges', {
  day: date('day', { mode: 'string' }).primaryKey(),
  purged: bigint('purged', { mode: 'number' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Files an upload replaced, kept while the audit log can put them back (a revert of the upload's entry): the retention
 * purge deletes those retired before its cutoff, and a revert that points a record at one again takes it off.
 */
export const retiredMedia = pgTable(
  'retired_media',
  {
    key: text('key').primaryKey(),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retired_media_retired_at_idx').on(t.retiredAt)],
);

/**
 * Settings → Webhooks (issue 44, contract/resources/webhooks.ts). The secret is kept as written, since the server
 * signs each delivery with it; no call answers it (docs/decisions.md, issue 44).
 */
export const webhooks = pgTable('webhooks', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  events: jsonb('events').$type<string[]>().notNull(),
  secret: text('secret').notNull(),
  ...timestamps,
});

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/**
 * The webhooks' outbox: one row per event and hook, inserted by the audit log's trigger (migration 0019) in the
 * transaction of the change, so an event is queued exactly when its change commits, whichever process made it. Any
 * process's worker claims due rows (FOR UPDATE SKIP LOCKED, with a lease) and POSTs `body` as it is stored, so a
 * retry or 'Send again' sends the same bytes under the same signature.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The audit entry the event comes from; no foreign key, as the retention purge deletes entries. */
    auditEntryId: uuid('audit_entry_id').notNull(),
    event: text('event').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    /** Attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When it is due; retries are scheduled by the backoff from the time of the last attempt. */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key').on(t.auditEntryId, t.event, t.webhookId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
  ],
);

/** The delivery log: one row per attempt, with the answer's status code (null when none came) and its time. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    /** Why no answer came, or the refusal of the address. */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_attempts_delivery_attempt_key').on(t.deliveryId, t.attempt)],
);

/**
 * The review desk (issue 44): who a record is assigned to. One row per assigned record of a resource that declares
 * `desk.assign`; unassigning deletes it. `resource` is the declaration's name (the route's), `assignedBy` the admin
 * who assigned it, whom a later status change of the record notifies.
 */
export const deskAssignments = pgTable(
  'desk_assignments',
  {
    resource: text('resource').notNull(),
    recordId: uuid('record_id').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resource, t.recordId] }),
    index('desk_assignments_admin_idx').on(t.adminId, t.resource),
    index('desk_assignments_record_idx').on(t.recordId),
  ],
);

/** Internal notes on a record (issue 44): plain text, with the ids of the admins it mentions. Never shown to reporters. */
export const deskNotes = pgTable(
  'desk_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resource: text('resource').notNull(),
    recordId: uuid('record_id').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('desk_notes_record_idx').on(t.recordId, t.createdAt)],
);

export const notificationKinds = ['assigned', 'mentioned', 'statusChanged', 'wentLive', 'backupFailed'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * An admin's notifications in the app (issue 44), kept 90 days. Written in the transaction of what caused them: by
 * the desk's services (assigned, mentioned) and by the trigger on audit_entries of migration 0020 (a status change of
 * a record the admin assigned or noted on, a failed backup).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    resource: text('resource'),
    recordId: text('record_id'),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_admin_at_idx').on(t.adminId, t.at.desc().nullsFirst()),
    index('notifications_at_idx').on(t.at),
  ],
);

/**
 * Work that runs once a day across every process (the notifications' cleanup): the process whose insert of the day's
 * row succeeds does it, as audit_purges does for the audit log.
 */
export const dailyRuns = pgTable(
  'daily_runs',
  {
    job: text('job').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);

/**
 * How far through time a job that every process runs has got (the "went live" check of issue 44): each run claims
 * the span from `until` to its own clock by moving `until` with one conditional UPDATE, which also keeps the start
 * of the span it took in `since`; so every span is taken by exactly one process, once, and none is skipped across
 * restarts. The row is added by the job's first run.
 */
export const watermarks = pgTable('watermarks', {
  job: text('job').primaryKey(),
  since: timestamp('since', { withTimezone: true }),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
