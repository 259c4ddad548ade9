/**
 * Validation rules of spec section 5, defined once and used by both the app's forms and the API server.
 * A rule has react-admin's validator signature: it returns the spec's message when the value is invalid.
 */
export type Rule = (value: unknown, allValues?: Record<string, unknown>) => string | undefined;

const MB = 1024 * 1024;

export const limits = {
  mobileDigits: 10,
  passwordMin: 8,
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
} as const;

export const messages = {
  mobileRequired: 'Mobile Number is required',
  mobileDigits: 'Mobile Number must be exactly 10 digits',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  categoryNameRequired: 'Category Name is required',
  languageNameRequired: 'Language Name is required',
  max100: 'Maximum 100 characters allowed',
  max200: 'Maximum 200 characters allowed',
  categoryRequired: 'Category is required',
  languageRequired: 'Language is required',
  locationRequired: 'Location is required',
  newsTitleRequired: 'News Title is required',
  blankMessage: 'Message cannot be empty or just spaces',
  imageRequired: 'Image is required',
  imageSize: 'Image size should be less than 2MB',
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
} as const;

export const totalCharactersExceeded = (used: number) =>
  `Total character limit exceeded! (${used}/${limits.dosPointsTotalMax})`;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const required =
  (message: string): Rule =>
  (value) =>
    isBlank(value) || (Array.isArray(value) && value.length === 0) ? message : undefined;

export const maxLength =
  (max: number, message: string): Rule =>
  (value) =>
    typeof value === 'string' && value.length > max ? message : undefined;

export const minLength =
  (min: number, message: string): Rule =>
  (value) =>
    typeof value === 'string' && value.length > 0 && value.length < min ? message : undefined;

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

const blankText: Rule = (value) => (isBlank(value) ? messages.blankMessage : undefined);

const mobileNumber: Rule[] = [
  required(messages.mobileRequired),
  pattern(/^\d{10}$/, messages.mobileDigits),
];

/** Field rules by form. Each entry can be passed as a react-admin `validate` prop or checked by the server. */
export const rules = {
  login: {
    mobileNumber,
    password: [required(messages.passwordRequired), minLength(limits.passwordMin, messages.passwordMin)],
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
} satisfies Record<string, Rule[] | Record<string, Rule[]>>;

/** Dos and Don'ts points: each required, and all together at most 2000 characters. */
export const validatePoints = (points: unknown): string | undefined => {
  if (!Array.isArray(points) || points.length === 0) return messages.pointRequired;
  if (points.some((point) => typeof point !== 'string' || point.trim() === '')) return messages.pointRequired;
  const used = (points as string[]).reduce((sum, point) => sum + point.length, 0);
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
