/**
 * Validation rules of spec section 5, defined once and used by both the app's forms and the API server.
 * A rule has react-admin's validator signature: it returns the spec's message when the value is invalid.
 */
export type Rule = (value: unknown, allValues?: Record<string, unknown>) => string | undefined;

const MB = 1024 * 1024;

export const limits = {
  mobileDigits: 10,
  passwordMin: 8,
  /** What an admin chooses (issue 39); signing in still takes the spec's 8, so older passwords keep working. */
  adminPasswordMin: 12,
  nameMax: 100,
  adTitleMax: 100,
  dosTitleMax: 200,
  dosPointsTotalMax: 2000,
  /** Images: "2 MB (2.1 MB and above rejected)"; one boundary for app and server. */
  imageMaxBytes: 2.1 * MB,
  videoMaxBytes: 10 * MB,
  chapterPdfMaxBytes: 4 * MB,
  magazinePdfMaxBytes: 20.1 * MB,
  importMaxBytes: 5 * MB,
  importMaxRows: 5000,
  /** Bounds the per-chapter checks and messages of one novel. */
  novelChaptersMax: 1000,
} as const;

export const messages = {
  viewNameRequired: 'View name is required',
  viewNameMax: 'View name must be at most 60 characters',
  accessDenied: 'Access denied: Only Admin is allowed',
  tokenNotFound: 'Token Not Found',
  mobileRequired: 'Mobile Number is required',
  mobileDigits: 'Mobile Number must be exactly 10 digits',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  adminPasswordMin: 'Password must be at least 12 characters',
  commonPassword: 'This password is one of the most common. Choose one that is harder to guess.',
  newPasswordRequired: 'New Password is required',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  mobileTaken: 'Mobile Number is already registered',
  emailTaken: 'Email is already registered',
  categoryNameRequired: 'Category Name is required',
  languageNameRequired: 'Language Name is required',
  roleNameRequired: 'Role name is required',
  roleNameTaken: 'A role with this name already exists',
  builtInRoleFixed: 'A built-in role cannot be changed or deleted',
  webhookUrlRequired: 'URL is required',
  webhookUrlInvalid: 'URL must be an http or https address',
  webhookEventsRequired: 'Choose at least one event',
  webhookEventsInvalid:
    'Events must be created, statusChanged, published, rejected, assigned, noteAdded, backupFinished or backupFailed',
  webhookSecretRequired: 'Secret is required',
  webhookSecretShort: 'Secret must be at least 16 characters',
  webhookSecretLong: 'Secret must be at most 200 characters',
  roleHeld: 'This role is still held by an admin: take it from them first',
  lastOwner: 'At least one active admin must keep the Owner role',
  rolesRequired: 'Choose at least one role',
  max100: 'Maximum 100 characters allowed',
  max200: 'Maximum 200 characters allowed',
  categoryRequired: 'Category is required',
  languageRequired: 'Language is required',
  locationRequired: 'Location is required',
  newsTitleRequired: 'News Title is required',
  blankMessage: 'Message cannot be empty or just spaces',
  imageRequired: 'Image is required',
  imageSize: 'Image size should be less than 2MB',
  imageType: 'Only .png, .jpg and .jpeg images are allowed',
  videoRequired: 'Video is required',
  videoSize: 'Video size should be 10MB or less',
  pastDateTime: 'You cannot select a past date or time.',
  dosTitleRequired: "Do's and Don'ts Title is required",
  pointRequired: 'Point is required',
  titleRequired: 'Title is required',
  startDatePast: 'Start date cannot be in the past',
  startDateFirst: 'Start date must be selected first',
  endDateRequired: 'End date is required',
  endAfterStart: 'End date must be after start date',
  importFileType: 'Only .xls and .xlsx files are allowed',
  importFileSize: 'File size should be less than 5 MB',
  invalidDate: 'Enter a valid date and time (yyyy-MM-dd HH:mm)',
  novelTitleRequired: 'Novel Title is required',
  novelStartRequired: 'Start Date is required',
  novelChaptersMin: 'No Of Chapters must be greater than 0',
  novelChaptersMax: 'No Of Chapters must be 1000 or fewer',
  novelComingSoonFuture: 'Coming Soon can only be selected when the start date is in the future',
  chapterFileRequired: 'File is required',
  chapterFileSize: 'File size should be less than 4 MB',
  jobOrganizationRequired: 'Organization Name is required',
  jobDescriptionRequired: 'Job Description is required',
  jobHyperlinkRequired: 'Job Hyperlink is required',
  jobHyperlinkInvalid: 'Job Hyperlink must be a web address starting with http:// or https://',
  jobRoleRequired: 'Role is required',
  jobIndustryTypeRequired: 'Industry Type is required',
  jobDepartmentRequired: 'Department is required',
  jobEducationRequired: 'This field is required',
  jobExpiryRequired: 'Expiry Date is required',
  jobExpiryPast: 'Expiry Date cannot be in the past',
  jobExpiryPastEdit: 'Expiry Date must be today or in the future.',
  jobTypeRequired: 'Job Type is required',
  jobTypeInvalid: 'Job Type must be Remote, Full Time, Part Time or Hybrid Job',
  jobOpeningsInvalid: 'No. of Openings must be a whole number of 0 or more',
  jobDays: 'Days must be 1, 7, 15 or 30',
  invalidDay: 'Enter a valid date (yyyy-MM-dd)',
  postedDateRequired: 'Posted Date is required',
  selectBothDates: 'Please select both dates',
  toDateBeforeFromDate: 'To Date must be greater than or equal to From Date',
  quoteDays: 'Days must be 1, 7 or 15',
  magazineNameRequired: 'Shop Name is required',
  magazineStartRequired: 'Start Date is required',
  magazineExpiryRequired: 'Expiry Date is required',
  magazineExpiryBeforeStart: 'Expiry Date cannot be before Start Date',
  magazineFileRequired: 'Magazine file is required',
  magazineFileSize: 'Image size should be less than 20 MB',
} as const;

/** Short video containers the picker offers, named as file-type reports them (the server checks the content). */
export const videoTypes = ['mp4', 'mov', 'avi', 'webm', 'mkv'] as const;

/** The daily quote list's quick filters: Today, Last 7 Days, Last 15 Days. */
export const quoteDayFilters = [1, 7, 15] as const;

export const totalCharactersExceeded = (used: number) =>
  `Total character limit exceeded! (${used}/${limits.dosPointsTotalMax})`;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Given at all: only a missing or empty value fails, so a rule after it can say what is wrong with spaces. */
export const present =
  (message: string): Rule =>
  (value) =>
    value === undefined || value === null || value === '' ? message : undefined;

export const required =
  (message: string): Rule =>
  (value) =>
    isBlank(value) || (Array.isArray(value) && value.length === 0) ? message : undefined;

/** Characters as a person counts them (code points), so an emoji is one, not two UTF-16 units. */
export const characterCount = (value: string) => [...value].length;

export const maxLength =
  (max: number, message: string): Rule =>
  (value) =>
    typeof value === 'string' && characterCount(value) > max ? message : undefined;

export const minLength =
  (min: number, message: string): Rule =>
  (value) =>
    typeof value === 'string' && value.length > 0 && characterCount(value) < min ? message : undefined;

export const pattern =
  (regex: RegExp, message: string): Rule =>
  (value) =>
    typeof value === 'string' && value !== '' && !regex.test(value) ? message : undefined;

/** Strips everything but digits and caps at 10, as the mobile number inputs do while typing. */
export const normalizeMobileNumber = (value: unknown) =>
  String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, limits.mobileDigits);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Parses the spec's date-time format `yyyy-MM-dd HH:mm` (local time of whoever parses it) or any ISO 8601
 * string with an offset. Returns undefined for anything else.
 */
export const parseDateTime = (value: unknown): Date | undefined => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const naive = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (naive) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = naive;
    const date = new Date(+y, +mo - 1, +d, +h, +mi, +s);
    return date.getMonth() === +mo - 1 && date.getDate() === +d ? date : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * Whether two times fall in the same minute. The pickers work in whole minutes, so an edit form sending back the
 * stored time (to the minute) changes nothing.
 */
export const sameMinute = (a: Date | undefined, b: Date | null | undefined) =>
  a !== undefined &&
  b !== null &&
  b !== undefined &&
  Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);

/** The minute granularity of the pickers means "now" is the start of the current minute. */
const startOfCurrentMinute = () => {
  const now = new Date();
  now.setSeconds(0, 0);
  return now;
};

export const validDateTime: Rule = (value) =>
  isBlank(value) || parseDateTime(value) ? undefined : messages.invalidDate;

export const notInPast =
  (message: string): Rule =>
  (value) => {
    const date = parseDateTime(value);
    return date && date < startOfCurrentMinute() ? message : undefined;
  };

export const after =
  (otherField: string, message: string, missingOtherMessage: string): Rule =>
  (value, allValues) => {
    if (isBlank(value)) return undefined;
    const other = parseDateTime(allValues?.[otherField]);
    if (!other) return missingOtherMessage;
    const date = parseDateTime(value);
    return date && date <= other ? message : undefined;
  };

/** A calendar day as yyyy-MM-dd; a date-time counts as its day. */
export const validDate: Rule = (value) => (isBlank(value) || parseDateTime(value) ? undefined : messages.invalidDay);

export const oneOf =
  (allowed: readonly (string | number)[], message: string): Rule =>
  (value) =>
    isBlank(value) || allowed.some((item) => String(item) === String(value).trim()) ? undefined : message;

/** Two fields that only make sense together (a date range): one given without the other is refused. */
export const bothOrNeither =
  (otherField: string, message: string): Rule =>
  (value, allValues) =>
    isBlank(value) !== isBlank(allValues?.[otherField]) ? message : undefined;

const dayNumber = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** The end of a day range may be the same day as its start, not an earlier one. */
export const notBeforeDay =
  (otherField: string, message: string): Rule =>
  (value, allValues) => {
    const date = parseDateTime(value);
    const other = parseDateTime(allValues?.[otherField]);
    return date && other && dayNumber(date) < dayNumber(other) ? message : undefined;
  };

/** Scheduled date/time: a valid yyyy-MM-dd HH:mm, not before the current minute. */
const scheduledDateTime: Rule[] = [validDateTime, notInPast(messages.pastDateTime)];

const blankText: Rule = (value) => (isBlank(value) ? messages.blankMessage : undefined);

/** A day (or the day of a date-time) that is not before today. */
export const notBeforeToday =
  (message: string): Rule =>
  (value) => {
    const date = parseDateTime(value);
    return date && dayNumber(date) < dayNumber(new Date()) ? message : undefined;
  };

/** Today as yyyy-MM-dd in UTC, the calendar that magazine dates are kept, shown and compared in. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The calendar day a valid date names, as yyyy-MM-dd: a date-time counts as the day written in it. */
export const dayOf = (value: unknown): string | undefined => {
  const date = parseDateTime(value);
  if (!date) return undefined;
  if (typeof value === 'string') return value.trim().slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** A day that is not before today's UTC date. */
export const notBeforeTodayUtc =
  (message: string): Rule =>
  (value) => {
    const day = dayOf(value);
    return day && day < todayUtc() ? message : undefined;
  };

const magazineFields = {
  name: [required(messages.magazineNameRequired), maxLength(limits.nameMax, messages.max100)],
  startDate: [required(messages.magazineStartRequired), validDate],
  expiryDate: [
    required(messages.magazineExpiryRequired),
    validDate,
    notBeforeDay('startDate', messages.magazineExpiryBeforeStart),
  ],
};

/** The job types the add and edit forms offer, exactly as stored and sent. */
export const jobTypes = ['Remote', 'Full Time', 'Part Time', 'Hybrid Job'] as const;

/** The job list's day filters: Today, Last 7, 15 and 30 Days. */
export const jobDayFilters = [1, 7, 15, 30] as const;

/** The visible text of rich-text HTML, so an editor's empty "<p> </p>" counts as blank. */
export const richTextContent = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();

export const blankRichText: Rule = (value) =>
  typeof value === 'string' && richTextContent(value) === '' ? messages.blankMessage : undefined;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : isBlank(value) ? [] : [value]);

/** A list whose every entry is filled in; an empty list fails too, as the form always shows a first entry. */
export const eachRequired =
  (message: string): Rule =>
  (value) => {
    const list = listOf(value);
    return list.length === 0 || list.some(isBlank) ? message : undefined;
  };

const jobTypeList: Rule = (value) => {
  const list = listOf(value);
  if (list.length === 0) return messages.jobTypeRequired;
  return list.every((item) => jobTypes.some((type) => type === item)) ? undefined : messages.jobTypeInvalid;
};

/** An absolute http or https address; other schemes (javascript:, mailto:, ftp:) are refused. */
export const webAddress =
  (message: string): Rule =>
  (value) => {
    if (isBlank(value)) return undefined;
    try {
      const { protocol } = new URL(String(value).trim());
      return protocol === 'http:' || protocol === 'https:' ? undefined : message;
    } catch {
      return message;
    }
  };

/** The events a webhook may ask for (issue 44), as its body and each delivery's body name them. */
export const webhookEvents = [
  'created',
  'statusChanged',
  'published',
  'rejected',
  'assigned',
  'noteAdded',
  'backupFinished',
  'backupFailed',
] as const;

export type WebhookEvent = (typeof webhookEvents)[number];

const webhookEventList: Rule = (value) => {
  const list = listOf(value);
  if (list.length === 0) return messages.webhookEventsRequired;
  return list.every((item) => webhookEvents.some((event) => event === item))
    ? undefined
    : messages.webhookEventsInvalid;
};

/** Optional whole number from 0 up to what an integer column holds. */
const openings: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const text = String(value).trim();
  return /^\d+$/.test(text) && Number(text) <= 2_147_483_647 ? undefined : messages.jobOpeningsInvalid;
};

const chapterCount: Rule = (value) => {
  const count = isBlank(value) ? NaN : Number(String(value).trim());
  if (!Number.isInteger(count) || count < 1) return messages.novelChaptersMin;
  return count > limits.novelChaptersMax ? messages.novelChaptersMax : undefined;
};

/** The Coming Soon box is only enabled while the chosen start is still ahead. */
const comingSoonNeedsFuture: Rule = (value, allValues) => {
  if (value !== true && value !== 'true') return undefined;
  const start = parseDateTime(allValues?.startDateTime);
  return start && start > new Date() ? undefined : messages.novelComingSoonFuture;
};

const mobileNumber: Rule[] = [required(messages.mobileRequired), pattern(/^\d{10}$/, messages.mobileDigits)];

/** Field rules by form. Each entry can be passed as a react-admin `validate` prop or checked by the server. */
export const rules = {
  login: {
    mobileNumber,
    password: [required(messages.passwordRequired), minLength(limits.passwordMin, messages.passwordMin)],
  },
  /** A saved view of a list (issue 30). */
  savedView: {
    name: [required(messages.viewNameRequired), maxLength(60, messages.viewNameMax)],
  },
  /** Settings → Roles (issue 40). */
  role: {
    name: [required(messages.roleNameRequired), maxLength(limits.nameMax, messages.max100)],
  },
  /** Settings → Webhooks (issue 44); the address's host is checked by the server too (server/src/webhooks/). */
  webhook: {
    url: [
      required(messages.webhookUrlRequired),
      maxLength(2000, messages.webhookUrlInvalid),
      webAddress(messages.webhookUrlInvalid),
    ],
    events: [webhookEventList],
    secret: [
      required(messages.webhookSecretRequired),
      minLength(16, messages.webhookSecretShort),
      maxLength(200, messages.webhookSecretLong),
    ],
  },
  /** Add Admin: the reporter's name, number and email rules (its password's: contract/passwords.ts). */
  admin: {
    firstName: [required(messages.firstNameRequired)],
    lastName: [required(messages.lastNameRequired)],
    mobileNumber,
    email: [required(messages.emailRequired), pattern(EMAIL, messages.emailInvalid)],
  },
  reporter: {
    firstName: [required(messages.firstNameRequired)],
    lastName: [required(messages.lastNameRequired)],
    mobileNumber,
    email: [required(messages.emailRequired), pattern(EMAIL, messages.emailInvalid)],
  },
  language: {
    languageName: [required(messages.languageNameRequired), maxLength(limits.nameMax, messages.max100)],
  },
  categoryName: [required(messages.categoryNameRequired), maxLength(limits.nameMax, messages.max100)],
  post: {
    postCategory: [required(messages.categoryRequired)],
    postLanguage: [required(messages.languageRequired)],
    postLocationDetails: [required(messages.locationRequired)],
    postTitle: [required(messages.newsTitleRequired)],
    postDescription: [blankText],
    postedOn: [validDateTime],
  },
  dosAndDonts: {
    title: [required(messages.dosTitleRequired), maxLength(limits.dosTitleMax, messages.max200)],
  },
  ad: {
    adsTitle: [required(messages.titleRequired), maxLength(limits.adTitleMax, messages.max100)],
    startDateTime: [required(messages.startDateFirst), validDateTime],
    expiryDateTime: [
      required(messages.endDateRequired),
      validDateTime,
      after('startDateTime', messages.endAfterStart, messages.startDateFirst),
    ],
  },
  short: {
    shortCategory: [required(messages.categoryRequired)],
    shortPostedOn: scheduledDateTime,
  },
  dailyQuote: {
    dailyQuotePublishDate: [required(messages.postedDateRequired), validDate],
    scheduledDate: scheduledDateTime,
  },
  quoteDateFilter: {
    days: [oneOf(quoteDayFilters, messages.quoteDays)],
    fromDate: [bothOrNeither('endDate', messages.selectBothDates), validDate],
    endDate: [
      bothOrNeither('fromDate', messages.selectBothDates),
      validDate,
      notBeforeDay('fromDate', messages.toDateBeforeFromDate),
    ],
  },
  novel: {
    title: [required(messages.novelTitleRequired)],
    novelCategory: [required(messages.categoryRequired)],
    startDateTime: [required(messages.novelStartRequired), validDateTime],
    comingSoon: [comingSoonNeedsFuture],
    totalChapters: [chapterCount],
  },
  job: {
    jobTitle: [required(messages.jobOrganizationRequired)],
    description: [present(messages.jobDescriptionRequired), blankRichText],
    hyperlink: [required(messages.jobHyperlinkRequired), webAddress(messages.jobHyperlinkInvalid)],
    role: [required(messages.jobRoleRequired)],
    industryType: [required(messages.jobIndustryTypeRequired)],
    department: [required(messages.jobDepartmentRequired)],
    education: [eachRequired(messages.jobEducationRequired)],
    expiryDate: [required(messages.jobExpiryRequired), validDate],
    jobType: [jobTypeList],
    numberOfOpenings: [openings],
  },
  jobDateFilter: {
    days: [oneOf(jobDayFilters, messages.jobDays)],
  },
  /** Edit: a start date that is changed must not be in the past either (the service checks only a changed one). */
  magazine: magazineFields,
  magazineCreate: {
    ...magazineFields,
    startDate: [...magazineFields.startDate, notBeforeTodayUtc(messages.startDatePast)],
  },
  /** The spec gives magazines the same day filters as jobs. */
  magazineDateFilter: {
    days: [oneOf(jobDayFilters, messages.jobDays)],
  },
} satisfies Record<string, Rule[] | Record<string, Rule[]>>;

/** Dos and Don'ts points: each required, and all together at most 2000 characters. */
export const validatePoints = (points: unknown): string | undefined => {
  if (!Array.isArray(points) || points.length === 0) return messages.pointRequired;
  if (points.some((point) => typeof point !== 'string' || point.trim() === '')) return messages.pointRequired;
  const used = (points as string[]).reduce((sum, point) => sum + characterCount(point), 0);
  return used > limits.dosPointsTotalMax ? totalCharactersExceeded(used) : undefined;
};

/** Runs rules against a record; returns the first message per field. */
export const checkFields = (
  values: Record<string, unknown>,
  fieldRules: Record<string, Rule[]>,
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const [field, fieldRuleList] of Object.entries(fieldRules)) {
    for (const rule of fieldRuleList) {
      const message = rule(values[field], values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
};
