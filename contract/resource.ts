/**
 * A resource declared once: its fields, calls, messages and screens. The server builds its routes, OpenAPI schemas,
 * service and repository from it; the app builds its data-provider entry, list, dialog, tabs and menu entry.
 * Plain data only (rules are the functions of ./rules), so both sides import it; nothing here may import React,
 * Fastify or Drizzle.
 */
import type { Rule } from './rules';

interface FieldBase {
  /**
   * The column: the property of the hand-written Drizzle table when the declaration's `table` names one, otherwise
   * the column of the derived table (written in snake_case). Defaults to the field's name.
   */
  column?: string;
  /** Section-5 rules, checked by the server before a save and by the app's form. */
  rules?: readonly Rule[];
  /** Rules checked only when the record is created (e.g. a start that must not be in the past). */
  createRules?: readonly Rule[];
  /**
   * Rules only the app's form checks, where the server takes a body without the value (a novel's chapter count,
   * which the chapter upload may send instead) and checks it by its kind.
   */
  formRules?: readonly Rule[];
  /** The label the app shows (column header, form field). */
  label?: string;
  /** A list column; 'toggle' shows the status as a switch that sends the status call. */
  list?: boolean | 'toggle';
  /**
   * A list filter (paginated lists): a select of a reference or choice field, sent as the query parameter `<field>`;
   * a from/to range of a date or date-time field, sent as `<field>From` and `<field>To` (yyyy-MM-dd, both days in).
   */
  filter?: boolean;
  /** A target of the list's `search` text. */
  search?: boolean;
  /**
   * A paginated list may be sorted by this field: its `sort` query parameter names it, `order` says asc or desc, and
   * the app's column header for it sorts on a click.
   */
  sortable?: boolean;
  /**
   * A widget of the add/edit dialog; 'kept': none, but an edit sends the value the record had (a field the update's
   * body carries that the form does not show).
   */
  form?: boolean | 'kept';
  /** The list is sorted by this field (otherwise newest first). */
  order?: 'asc' | 'desc';
  /** The form input's helper text (e.g. 'Separate entries with commas'). */
  hint?: string;
  /** OpenAPI description of the field in a request body. */
  input?: string;
  /** OpenAPI description of the field in an answer. */
  describe?: string;
}

/** Free text; stored trimmed. */
export interface TextField extends FieldBase {
  type: 'text';
  max?: number;
  /** Names are unique (case-insensitive); a duplicate is refused with 409 and this message. */
  unique?: string;
  /** Applied to the trimmed text before the rules, by the server and the app's form (a mobile number's spaces). */
  normalize?: (text: string) => string;
  /** May be left empty: an empty text is stored and answered as null. */
  optional?: boolean;
  /**
   * Set by the create only (a reporter's email): an update may leave it out or send it back in any case, another
   * value is refused with this message.
   */
  fixed?: string;
}

/** A status the list groups or filters by, changed by the status call. */
export interface StatusField<V extends string = string> extends FieldBase {
  type: 'status';
  values: readonly V[];
  default?: V;
  /**
   * Allowed moves, when the status only moves forward; the status call then checks them in a transaction that
   * locks the row. Without it any value may be set (the Active/Inactive toggle).
   */
  transitions?: { readonly [from in V]?: readonly V[] };
}

/**
 * A date and time: `yyyy-MM-dd HH:mm` or ISO 8601 in, ISO 8601 out. An update that sends back the stored value (to
 * the minute, as the pickers have 1-minute steps) keeps it as stored.
 */
export interface DateTimeField extends FieldBase {
  type: 'datetime';
  /**
   * Rules checked on an update only when the value changed (a start that must not be in the past: a running ad
   * keeps its start, a newly chosen one must not be past).
   */
  changedRules?: readonly Rule[];
}

/**
 * The call that uploads an image field's file once the record exists (spec section 4: create, then upload): `PUT`
 * with the file in the multipart `field`, a .png, .jpg or .jpeg under the image limit, answered
 * `{ message, [image field]: url }`. The app's add/edit dialog shows a file picker with a preview and the progress.
 */
export interface ImageUpload {
  path: ApiPath;
  field: string;
  summary?: string;
  /**
   * A .gif is accepted too; 'edit': the server takes one on every upload, but the app's add dialog offers only .png,
   * .jpg and .jpeg (as Add Job) and its edit dialog the .gif too.
   */
  gif?: boolean | 'edit';
  /** The file picker's text where it differs from the field's label (e.g. 'Upload Company Image'). */
  label?: string;
}

/** A stored media key, answered as its URL (null when none); set by its upload call, never by a body. */
export interface ImageField extends FieldBase {
  type: 'image';
  /** The field that holds the smaller copy stored with each upload (a WebP thumbnail), which lists show. */
  thumbnail?: string;
  upload?: ImageUpload;
}

/** A time the server keeps (createdAt, updatedAt), answered as ISO 8601; never set by a body. */
export interface TimestampField extends FieldBase {
  type: 'timestamp';
  /** Null until it first happens (a last sign-in); the list shows this text meanwhile. */
  empty?: string;
}

/** Whether the column holds a value (a flag, or a secret that is set), answered true or false; never set by a body. */
export interface BooleanField extends FieldBase {
  type: 'boolean';
  /** What the list shows for true and for false. */
  labels?: readonly [string, string];
}

/**
 * A password: taken by the create call only (optional), stored hashed, never answered. With `oneTime`, a create
 * without one generates a one-time password, answers it once under `key` (the app shows `text`, with `%{name}`, and
 * the password in a box of its own named `label`, with Copy) and sets the boolean column `flag`, so that its owner
 * replaces it at the next sign-in.
 */
export interface PasswordField extends FieldBase {
  type: 'password';
  oneTime?: { key: string; text: string; label: string; flag: string };
  /**
   * A secret the server signs with (a webhook's), not a password: stored as given, since a hash could not sign, and
   * required by its rules on create. An update may replace it (checked by its rules; left out or empty keeps it).
   * Still never answered, so never in an audit entry or a live event either: the update's entry only says, in its
   * detail, that the secret was changed.
   */
  signing?: boolean;
  /** A signing secret's input in the edit form, by this label: a new secret, or left empty to keep the stored one. */
  change?: string;
}

/** The reporter a record belongs to, answered as { roleID, profilePic, firstName, lastName }; never set by a body. */
export interface ReporterField extends FieldBase {
  type: 'reporter';
}

/**
 * A record of another declared resource, by its id (a foreign key): the form offers a select of its records, the
 * list shows its name, and an id that names none is refused with "<Noun> not found". `filter` gives the list a select.
 */
export interface ReferenceField extends FieldBase {
  type: 'reference';
  /** The referenced resource's `name`. */
  to: string;
  /** Answered as `{ [its id]: id, [its first field]: name }` rather than the bare id (a novel's category). */
  named?: boolean;
  /**
   * The form's select offers only the records of this list filter (`{ status: 'Active' }`: the active categories),
   * and the record's own one even when it no longer is.
   */
  offer?: { readonly [filter: string]: string };
}

/** One of fixed values, chosen in a select; create and update may set it. `filter` gives the list a select. */
export interface ChoiceField<V extends string = string> extends FieldBase {
  type: 'choice';
  values: readonly V[];
  /** What a create that leaves it out stores. */
  default?: V;
  /** A value that is not one of them; defaults to "<Label> must be A, B or C". */
  message?: string;
}

/** Free text over several lines (a text area); stored trimmed. */
export interface LongTextField extends FieldBase {
  type: 'textarea';
}

/** A number; a value outside min and max (or not whole, with `integer`) is refused with `message`. */
export interface NumberField extends FieldBase {
  type: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
  /** Defaults to "<Label> must be a number" (a whole number, between min and max, as declared). */
  message?: string;
}

/** Yes or no, set by a body (unlike `boolean`, which the server keeps); false unless `default` says otherwise. */
export interface CheckboxField extends FieldBase {
  type: 'checkbox';
  default?: boolean;
  /**
   * A date-time field: the box only holds while that time is ahead (a novel's Coming Soon), so it is answered false
   * once the time has come, and an update that leaves it out keeps it only while the (possibly new) time is ahead.
   */
  whileAhead?: string;
  /** What the list shows for true and for false. */
  labels?: readonly [string, string];
}

/** A calendar day, yyyy-MM-dd in and out. `filter` gives the list a from/to range. */
export interface DateField extends FieldBase {
  type: 'date';
  /** A date and time (`yyyy-MM-dd HH:mm` or ISO 8601) is taken as its day in the server's time zone. */
  day?: 'of-date-time';
  /** Rules checked on an update only when the day changed (as a date-time's `changedRules`). */
  changedRules?: readonly Rule[];
  /**
   * A day of the UTC calendar (magazines'), not of the server's time zone: today, the list windows, the day filters
   * and `endingWithin` judge it in UTC, and a date-time is taken as the day written in it.
   */
  utc?: boolean;
}

/** HTML from a rich-text editor, stored sanitised (the tags of a job description). */
export interface RichTextField extends FieldBase {
  type: 'richtext';
  /**
   * The rules check the HTML as sent; when sanitising leaves no visible text (an empty paragraph, a lone script),
   * it is refused with this message.
   */
  emptied?: string;
}

/**
 * A stored file of the declared types (e.g. application/pdf), answered as its URL (null when none); set by its
 * upload call (`PUT` with the file in the multipart `field`, answered `{ message, [file field]: url }`), never by a body.
 */
export interface FileField extends FieldBase {
  type: 'file';
  upload: {
    path: ApiPath;
    field: string;
    /** Media types, checked by the file's content. */
    types: readonly string[];
    maxBytes: number;
    typeMessage: string;
    sizeMessage: string;
    summary?: string;
  };
}

/** A list of short texts (tags), each stored trimmed; empty entries are dropped. */
export interface StringsField extends FieldBase {
  type: 'strings';
  /** Each entry is also split at this text (proficiencies typed comma-separated). */
  split?: string;
  /** An entry sent twice is kept once. */
  distinct?: boolean;
  /**
   * Blank entries are dropped ('drop', the default), kept as empty texts for the field's rules to refuse ('keep'),
   * or kept on a create only ('keepOnCreate'; an update drops them).
   */
  blanks?: 'drop' | 'keep' | 'keepOnCreate';
  /** The values an entry may take, offered by the form as a multiple choice (the field's rules check them). */
  values?: readonly string[];
  /**
   * The form shows one text input per entry, '+' adds one and each but the first may be removed: the entry's label,
   * and the names of the add and remove buttons (`%{number}`: the entry's number, from 1).
   */
  entries?: { label: string; add: string; remove: string };
}

/** The name of the list window (`api.list.windows`) the record is in at the time of the call; never set by a body. */
export interface WindowField extends FieldBase {
  type: 'window';
}

/**
 * A count the server keeps (a job's views), 0 at first; its `count` call (`PUT`, no body) raises it by one in a
 * single statement and answers `{ message, [field]: n }`.
 */
export interface CounterField extends FieldBase {
  type: 'counter';
  count?: { path: ApiPath; message: string; summary?: string };
}

/**
 * Rows of another hand-written table that belong to the record (a novel's chapters), answered in it as a list in
 * `order`; set by the resource's own calls (an override), never by a body.
 */
export interface RowsField extends FieldBase {
  type: 'rows';
  /** The table's name in server/src/db/schema.ts. */
  table: string;
  /** The column property that holds the record's id. */
  parent: string;
  /** The column property the rows are listed by, ascending. */
  by: string;
  /** Each answered key: its column property, and its kind (a media key is answered as its URL). */
  columns: { readonly [key: string]: { column: string; kind: 'integer' | 'text' | 'media' } };
  /**
   * The form's input (with `form`): one file per row, as many as the number field `count` holds (a novel's chapter
   * PDFs), each required unless its row exists (a file chosen then replaces it); the files go up under the field's
   * name. `label` names a row's input (`%{number}`: its `by` value), `uploaded` says which file a row has
   * (`%{name}`: its `name` column).
   */
  files?: {
    count: string;
    name: string;
    /** The extensions accepted, e.g. ['.pdf']. */
    types: readonly string[];
    maxBytes: number;
    requiredMessage: string;
    typeMessage: string;
    sizeMessage: string;
    label: string;
    uploaded: string;
  };
}

/**
 * How many rows of another hand-written table belong to the record and hold the given values (a reporter's published
 * posts), counted when the record is read, so it never drifts; never set by a body.
 */
export interface TallyField extends FieldBase {
  type: 'tally';
  /** The table's name in server/src/db/schema.ts. */
  table: string;
  /** The column property that holds the record's id. */
  parent: string;
  /** Column properties and the value each counted row holds. */
  where: { readonly [column: string]: string };
}

/**
 * The days a date range can still be used (a magazine's offer): from today, or `from` when later, through `to`, both
 * counted; 0 once `to` has passed. Today is judged in `to`'s calendar. Worked out at each call; never set by a body.
 */
export interface DaysLeftField extends FieldBase {
  type: 'daysLeft';
  from: string;
  to: string;
}

/**
 * A PDF whose pages are rendered to images in the background (a magazine). Answered as the rendered pages under the
 * field's name (`[{ pageNumber, imageUrl, width, height }]`, in order), the PDF they came from under `pdf`, and where
 * the latest upload stands: `renderStatus` (none, pending, rendering, done or failed), `renderedPages`, `totalPages`
 * and `renderError`. Its `upload` call (`PUT`, the file in the multipart `field`, a readable PDF under `maxBytes`)
 * answers `{ message, [the get call's key]: record }`; its `progress` call answers the render state alone, for
 * polling. The rendering is the resource's `render` override; never set by a body.
 */
export interface RenderedPdfField extends FieldBase {
  type: 'renderedPdf';
  /** The answer's key of the PDF's URL (null until a first upload). */
  pdf: string;
  upload: {
    path: ApiPath;
    field: string;
    maxBytes: number;
    sizeMessage: string;
    /** An upload without the file. */
    missing: string;
    message: string;
    summary?: string;
    description?: string;
  };
  progress: { path: ApiPath; key: string; summary?: string };
}

/**
 * A role's grants (contract/permissions.ts `Permission[]`: resource, actions, and optionally languages and hidden
 * fields), stored as JSON. Set by a body; an unknown resource, action or field is refused naming it.
 */
export interface PermissionsField extends FieldBase {
  type: 'permissions';
  /**
   * A yes/no field (`boolean`): while it holds, the record is the built-in role named by its name field, answered
   * with the grants its code gives it (`builtInRoles`), so that a new declaration is in them.
   */
  builtIn?: string;
}

/**
 * Records of another declared resource, by their ids (an admin's roles), kept in a join table of
 * server/src/db/schema.ts: answered as the list of ids, set by a body as one. An id that names none is refused with
 * "<Noun> not found".
 */
export interface ReferencesField extends FieldBase {
  type: 'references';
  /** The referenced resource's `name`. */
  to: string;
  /** The join table's name in server/src/db/schema.ts. */
  table: string;
  /** The column property that holds the record's id. */
  parent: string;
  /** The column property that holds the referenced record's id. */
  target: string;
  /** An empty list is refused with this message. */
  required?: string;
  /** What a create that leaves it out holds: the records of these names (the referenced resource's name field). */
  default?: readonly string[];
}

export type FieldDeclaration =
  | TextField
  | StatusField
  | DateTimeField
  | ImageField
  | TimestampField
  | ReporterField
  | BooleanField
  | PasswordField
  | ReferenceField
  | ChoiceField
  | LongTextField
  | NumberField
  | CheckboxField
  | DateField
  | RichTextField
  | FileField
  | StringsField
  | WindowField
  | CounterField
  | RowsField
  | TallyField
  | DaysLeftField
  | RenderedPdfField
  | PermissionsField
  | ReferencesField;

export type Fields = Record<string, FieldDeclaration>;

/** The fields of type `status` (any name, for a declaration whose fields are not known). */
export type StatusKey<F extends Fields> = string extends keyof F
  ? string
  : {
      [K in keyof F]: F[K] extends { type: 'status' } ? K : never;
    }[keyof F] &
      string;

/** Every value of the resource's status fields. */
export type StatusValue<F extends Fields> = string extends keyof F
  ? string
  : {
      [K in keyof F]: F[K] extends { type: 'status'; values: readonly (infer V)[] } ? V : never;
    }[keyof F] &
      string;

/** The fields a body may carry (text, status, date-time and the other settable kinds). */
export type InputKey<F extends Fields> = {
  [K in keyof F]: F[K] extends {
    type:
      | 'text'
      | 'datetime'
      | 'status'
      | 'reference'
      | 'choice'
      | 'textarea'
      | 'number'
      | 'checkbox'
      | 'date'
      | 'richtext'
      | 'strings'
      | 'permissions'
      | 'references';
  }
    ? K
    : never;
}[keyof F] &
  string;

/** A path as the spec writes it, with `{id}` and `{status}` placeholders; a leading slash. */
export type ApiPath = `/${string}`;

interface Endpoint {
  path: ApiPath;
  /** The OpenAPI operationId where the derived one does not fit the call (registerReporter, not createReporter). */
  operationId?: string;
  /** The key of the answer's record (or list) object. */
  key: string;
  summary?: string;
  description?: string;
}

export interface ListEndpoint<F extends Fields> extends Endpoint {
  /**
   * Served by the resource's `routes` override (a list the engine does not build: novels grouped by category); its
   * `windows` still name the window each record is in.
   */
  custom?: boolean;
  /** One call answers every group: { [key]: { [groups[value]]: [...] } }. */
  groupedBy?: StatusKey<F>;
  groups?: { readonly [value in StatusValue<F>]?: string };
  /** With `groupedBy`: a `limit` query parameter caps each group. */
  groupLimit?: { default: number; maximum: number; description: string };
  /** One page: { [key]: { [key]: [...], pagination } }, `page` and `limit` in the query. */
  paginated?: boolean;
  /** The key of a paginated list's records inside its answer, where it is not `key` (`magazinesData`). */
  items?: string;
  /** A paginated list's answer also carries `totalPages` and `totalRecords` beside its records (and in pagination). */
  totals?: boolean;
  /** Default `limit` of a paginated list; 10 when not given. */
  pageSize?: number;
  /**
   * The values the path's `{status}` accepts, in any case: 'All' keeps every record, another value only the records
   * with that status. Defaults to 'All' and every status value. A value outside them is refused with
   * "Status must be A or B".
   */
  views?: readonly ('All' | StatusValue<F>)[];
  /**
   * Views of the path's `{status}` that are a time window, judged at the time of the call: `is: 'future'` keeps the
   * records whose date-time `field` is still to come (soonest first), `'past'` those whose time has come (latest
   * first), e.g. `{ active: { field: 'expiresAt', is: 'future' }, expired: { field: 'expiresAt', is: 'past' } }`.
   * Accepted besides `views`. A date field's day is still to come until it ends (in the server's time zone).
   */
  windows?: { readonly [view: string]: ListWindow<F> };
  /**
   * A `days` query parameter (checked by `rules`): only the records of the last N calendar days, today the first,
   * by each window's `recent` field (when a date field is also the window's `past` field: the days it ended in).
   */
  days?: { rules: readonly Rule[]; describe: string };
  /**
   * An `endingWithin` query parameter (a whole number of days) on `window`, the list behind a dashboard figure: its
   * records whose date field ends within N days (a date: today and the N-1 days after; a date-time: N × 24 hours);
   * on another window it is refused with `refusal`.
   */
  endingWithin?: { window: string; refusal: string; describe: string };
}

/** One of a list's time windows (see ListEndpoint.windows). */
export interface ListWindow<F extends Fields> {
  field: keyof F & string;
  is: 'future' | 'past';
  /** Other names the path's `{status}` may give it (the app's 'expiry' mode of the expired list). */
  also?: readonly string[];
  /** Sorted by these fields, latest first, where it is not by `field` (soonest first in the future, latest in the past). */
  latest?: readonly (keyof F & string)[];
  /** The field the list's `days` filter judges (see ListEndpoint.days). */
  recent?: keyof F & string;
}

export interface CreateEndpoint extends Endpoint {
  /** The success message. */
  message: string;
  /** 'id': the answer carries only the new id under `key` ({ message, adsID }), not the record. */
  answer?: 'record' | 'id';
}

export interface UpdateEndpoint extends Endpoint {
  message: string;
  /** Fields left out keep their stored values (otherwise a missing field is checked as empty). */
  partial?: boolean;
  /**
   * The body may also carry the status field (a resource without a status call); a value that is not a status is
   * refused with "Status must be A or B".
   */
  status?: boolean;
}

/** A call on one record beyond the generic ones (an admin's Reset 2FA); its work is the resource's `actions` override. */
export interface ActionEndpoint extends Endpoint {
  method: 'POST' | 'PUT';
  message: string;
}

export interface StatusEndpoint<F extends Fields> extends Endpoint {
  /** The success message; `{status}` is replaced by the new status. */
  message: string;
  /** The app's message when the call fails. */
  failure?: string;
  /** The status field it sets (the only status field when not given). */
  field?: StatusKey<F>;
  /** A value that is not a status ("Status must be A or B" when not given). */
  invalid?: string;
  /** With transitions: a move that is not allowed; `{from}` and `{to}` are replaced. */
  refused?: string;
  /** The app's message when the server refuses the change, shown in place of the server's own. */
  refusal?: string;
}

export interface ApiDeclaration<F extends Fields> {
  /** The OpenAPI tag of every call. */
  tag: string;
  /**
   * One record's word in the operationIds (`getDosAndDonts`), where the singular of the name is not it; by default
   * the name's singular (`getLanguage`).
   */
  operationNoun?: string;
  list?: ListEndpoint<F>;
  get?: Endpoint;
  create?: CreateEndpoint;
  update?: UpdateEndpoint;
  /**
   * `DELETE` of one record, answered `{ message }`: its media files are removed with it and its audit entry keeps
   * every value it had. The app puts a Delete button, asked first, on each row.
   */
  delete?: { path: ApiPath; message: string; summary?: string };
  status?: StatusEndpoint<F>;
  /** By name; each is answered `{ message, [key]: record }`. */
  actions?: Readonly<Record<string, ActionEndpoint>>;
}

/**
 * A button on each row: 'status' sets the status field to `value` (the status call, or the update with
 * `update.status`), another name runs that action of `api.actions`. A status whose field has `transitions` is offered
 * only on rows that may move to it.
 */
export interface RowAction<F extends Fields> {
  call: string;
  value?: StatusValue<F>;
  /** The button's text, and its accessible name with `%{name}` (the record's name; the label when not given). */
  label: string;
  name?: string;
  /** Shown only on rows with these values. */
  when?: { readonly [K in keyof F]?: string | boolean };
  /** Not on the signed-in admin's own record. */
  notOwn?: boolean;
  /** Asked first in a dialog; `%{name}` in the text. */
  confirm?: { title: string; text: string };
  /** The success message; the call's own message when not given. */
  success?: string;
}

/**
 * The list as cards in groups side by side (stacked on a phone), one group per value of the list's `groupedBy`
 * status, in the order `groups` gives them, instead of a table. A card is named by its reporter field (avatar and name) or
 * its record name, shows its text and image fields marked `list` (an image enlarges on click) and the row actions
 * its status may take.
 */
export interface CardGroups<F extends Fields> {
  /** Each group's heading, by status value. */
  groups: { readonly [value in StatusValue<F>]?: string };
  /** In a group without records. */
  empty: string;
  /** In place of the groups' cards when the list could not be loaded. */
  failed: string;
  /** On a card whose status takes no further move (e.g. 'Closed'). */
  final?: string;
  /** The name of a card's image, with `%{name}` (the card's name). */
  image?: string;
}

/**
 * The list as a grid of cards (a job advert each) instead of a table: an image, a title, lines of values, and a
 * menu with Edit and View; View opens the record's every field with Edit and Delete (`screen.delete` asked first).
 */
export interface CardGrid<F extends Fields> {
  /** The image field a card shows (its thumbnail when it has one). */
  image: keyof F & string;
  /** The fields that head a card, joined by ' - ' ('Role - Organization'). */
  title: readonly (keyof F & string)[];
  /**
   * The lines under the title, in order: a field's value, or `text` with it as `%{value}`, or as `%{smart_count}` for
   * a `count` ('%{smart_count} View |||| %{smart_count} Views').
   */
  lines: readonly { field: keyof F & string; text?: string; count?: boolean }[];
  /** Shown for an empty value, an empty list, or a number not above zero. */
  fallback: string;
  /** The name of a card's menu button, with `%{name}` (the card's title). */
  actions: string;
  /** The view dialog's title. */
  viewTitle: string;
  /** The name of the image in the view dialog, with `%{name}` (the record's name). */
  imageName: string;
  /** Shown in place of the cards when there are none. */
  empty: string;
}

/**
 * The list as cover cards (a book's shape) in groups, one per record a reference names (novels by category), instead of
 * a table: each group its name, a View All link to a page of its own and its first records; a card its cover, title,
 * a badge and lines, and opens the view of the record (its rows as links) with Edit.
 */
export interface CoverGroups<F extends Fields> {
  /**
   * The data-provider resource of the tabs' list: one call answers every group (its `name` and first `records`),
   * its total the records' count.
   */
  groups: string;
  name: string;
  records: string;
  /** The reference field the records are grouped by (a group's page is headed by its record's name). */
  by: keyof F & string;
  /** The image field a card shows (its thumbnail when it has one), the field that heads it, and its badge. */
  image: keyof F & string;
  title: keyof F & string;
  /** A yes/no field whose label a card shows while it holds (Coming Soon). */
  badge?: keyof F & string;
  /**
   * The lines under the title: `text` with the field's value as `%{value}` (a date-time as the app writes it), or as
   * `%{smart_count}` for a `count`; while a date-time is still ahead, `ahead` instead ('Starts On: %{value}').
   */
  lines: readonly { field: keyof F & string; text: string; count?: boolean; ahead?: string }[];
  /** In place of the groups when there are none. */
  empty: string;
  /** The View All link's text, and its accessible name with `%{name}` (the group's). */
  viewAll: { label: string; name: string };
  /**
   * The page of one group, `path` with `:id` (the referenced record's id): the records whose list filter `filter`
   * is that id, of the tab it was opened from (its view kept in the URL), `step` more at each Show More.
   */
  page: {
    path: string;
    filter: string;
    step: number;
    /** Its count card, singular and plural, and its heading until the group's record is read. */
    count: readonly [string, string];
    title: string;
    empty: string;
    more: string;
    less: string;
  };
  /** The view dialog: its title, and a rows field shown as links (`%{number}` and `%{name}`), or `none`. */
  view: { title: string; rows: keyof F & string; link: string; none: string; heading: string };
}

/**
 * One tab of a main-menu section (`screen.menu.section`): a view of the resource's list at its own route, with its
 * own count card. Each tab keeps its own page and search.
 */
export interface SectionTab<F extends Fields = Fields> {
  /** Its route under `screen.path`: 'active' is /polls/active. */
  path: string;
  label: string;
  /** The list path's `{status}` it asks for: a status value, 'All', or one of the list's `windows` (by default 'All'). */
  view?: string;
  /**
   * A fixed filter: fields and the value its records hold, sent by its list call as query parameters and kept by the
   * server's list, e.g. `{ category: 'sports' }`.
   */
  filter?: { readonly [K in keyof F & string]?: string };
  /** Its count card, singular and plural (the screen's `count` otherwise), e.g. ['Active Poll', 'Active Polls']. */
  count?: readonly [string, string];
  /** False: the tab has no Add button (Expired Jobs). */
  add?: boolean;
  /** The link back to the tab from a page it opened (a cover group's page), e.g. 'Back to Active Novels'. */
  back?: string;
}

/**
 * The resource as one record (a page like Dos and Don'ts): its page shows the record's fields (`api.get`, whose path
 * has no `{id}`), an Edit button opens the edit dialog (`api.update`), and while there is none `empty` is shown with
 * an Add button (`api.create`, `screen.add`).
 */
export interface Singleton {
  /** Shown while there is no record. */
  empty: string;
  /** The Edit button's text. */
  edit: string;
  /** A second create is refused with 409 and this message ("<Noun> already exists" when not given). */
  exists?: string;
}

/**
 * A list of records that belong to a parent record (a reporter's posts, a novel's chapters): shown under the
 * parent's edit dialog, filtered by the parent's id, which its list call sends as the query parameter `field`, and
 * which an add from there sets.
 */
export interface ChildOf<F extends Fields = Fields> {
  /** The parent resource's name. */
  parent: string;
  /** The field that holds the parent's id. */
  field: keyof F & string;
  /** The heading of the list in the parent's dialog. */
  title: string;
}

/**
 * A log of what happened to a record, read from a call of its own (a webhook's delivery log), shown in its edit
 * dialog under the form as a table, newest first; `again` puts a button on each row that POSTs its call (a
 * delivery's Send again) and reads the log again.
 */
export interface RecordLog {
  /** The GET call, with `{id}`: answers `{ [key]: rows }`. */
  path: ApiPath;
  key: string;
  /** The section's heading. */
  title: string;
  /** The row keys shown, in order, with their headers; a date-time key (`at`) is shown as a date and time. */
  columns: Readonly<Record<string, string>>;
  /** A key whose value is an ISO date-time. */
  time?: string;
  /** Shown for a null value, with no rows, and when the call failed. */
  none: string;
  empty: string;
  failed: string;
  again?: {
    /** The POST call, with `{id}` (the record's) and `{row}` (the row's `row` key). */
    path: ApiPath;
    row: string;
    label: string;
    /** The button's accessible name, with `%{<key>}` of the row's values. */
    name: string;
    /** When the call was made, and when it failed without a message. */
    success: string;
    failure: string;
  };
}

/**
 * The screens of the resource. The app side owns the details; fields may be added here (additively) as the app
 * needs them.
 */
export interface ScreenDeclaration<F extends Fields> {
  /** The route of the list screen, e.g. /settings/languages. */
  path: string;
  /**
   * The menu entry: a tab of Settings, or a section of the main menu (`section` is its sidebar text; its root is
   * `path`, its tabs `sectionTabs`).
   */
  menu?: {
    settingsTab?: string;
    section?: string;
    /** With `section`: the sidebar icon, by its name in the app's src/layout/menuIcons.ts (e.g. 'poll'). */
    icon?: string;
    /** With `section`: the section whose item it follows in the sidebar (e.g. 'jobs'); before Settings otherwise. */
    after?: string;
  };
  /** With `menu.section`: the title is the page's heading (h1) above the tabs. */
  heading?: boolean;
  /**
   * With `sectionTabs`: each tab is drawn by the app's own screen of this name (src/declared/ownScreens.ts), given
   * the tab's declared list, where the generic table or grid cannot draw it (magazines' cards and carousel).
   */
  tabScreen?: string;
  /** With `menu.section`: the section's tabs, by key, in their order; the first is the one its root opens. */
  sectionTabs?: { readonly [key: string]: SectionTab<F> };
  /** The resource is one record with a page of its own (see Singleton), not a list. */
  singleton?: Singleton;
  /** The list belongs under a parent record (see ChildOf). */
  childOf?: ChildOf<F>;
  /** The edit dialog shows the record's log under the form (see RecordLog). */
  log?: RecordLog;
  title: string;
  pageSize?: number;
  /** The search box's placeholder; the list searches the fields marked `search`. */
  search?: string;
  tabs?: { by: StatusKey<F>; labels: { readonly [value in StatusValue<F>]?: string }; name: string };
  /** Singular and plural of the count card, e.g. ['Language', 'Languages']. */
  count?: readonly [string, string];
  add?: string;
  addTitle?: string;
  editTitle?: string;
  /**
   * Several resources on one page, one tab each (the three category kinds): this one's tab text and its value in
   * the URL's list filter (`kind`); `name` names the row of tabs.
   */
  kind?: { value: string; label: string; name: string };
  /** Column headers where they differ from the field's label (e.g. 'Category' over the form's 'Category Name'). */
  headers?: { readonly [K in keyof F]?: string };
  /** The table's columns in their order, where it is not the order of the fields marked `list`. */
  columns?: readonly (keyof F & string)[];
  /** A first column numbering the rows across pages, with this header (e.g. 'S.No'). */
  serial?: string;
  /**
   * Tabs over the values the list path's `{status}` takes when they are not the status field's (running and expired
   * ads): the first is the default.
   */
  views?: { labels: Readonly<Record<string, string>>; name: string };
  /**
   * Filters a link may open the list with (the dashboard's 'Ending within 7 days'), sent as query parameters and shown
   * as a chip that removes them; the text takes the value as `smart_count`.
   */
  chips?: Readonly<Record<string, string>>;
  /** The fields that name a record, joined by a space (otherwise the first text column). */
  recordName?: readonly (keyof F & string)[];
  /** Buttons on each row. */
  rowActions?: readonly RowAction<F>[];
  /**
   * With `api.delete`: the confirmation the row's Delete button asks first (`%{name}` in the text: the record's
   * name); Delete and Cancel when not given otherwise.
   */
  delete?: { title: string; text: string };
  /** The rows as cards grouped by status (see CardGroups) rather than a table. */
  cards?: CardGroups<F>;
  /** The records as a grid of cards with a view dialog (see CardGrid) rather than a table. */
  grid?: CardGrid<F>;
  /** The records as cover cards grouped by a reference, each group with a page (see CoverGroups). */
  covers?: CoverGroups<F>;
  /**
   * The list's day filter (`api.list.days`): a menu of its values, by value in their order, with their labels
   * (1: 'Today', 7: 'Last 7 Days').
   */
  days?: Readonly<Record<string, string>>;
  /** Messages of the edit dialog beyond the update call's: after a new image was uploaded too, and when the call failed. */
  updated?: { withImage?: string; failed?: string };
  /**
   * Messages of the add dialog when a save fails without a message from the server: the create call, and an upload
   * after it ('Novel creation failed', 'Chapter upload failed').
   */
  added?: { failed?: string; uploadFailed?: string };
  /** The edit dialog opens in view mode: fields disabled until Edit, Cancel puts them back (spec: Edit/Cancel toggle). */
  viewFirst?: boolean;
  /**
   * Two date-time fields that make a range, shown side by side in the dialog; until a start is chosen the end says
   * `startFirst`. The end's rules say what is wrong with it (e.g. `after` the start).
   */
  dateRange?: { start: keyof F & string; end: keyof F & string; startFirst: string };
}

/** How much a searchable field counts in the ranking of the top bar's search (issue 42): 'A' above 'B' above 'C'. */
export type SearchWeight = 'A' | 'B' | 'C';

/**
 * What the top bar's search (`GET /api/search`, issue 42) finds in a resource: its fields (declared field names, or
 * for a content kind its body fields) and their weights. Declaring it is all a resource needs to be searched.
 */
export interface SearchDeclaration {
  fields: Readonly<Record<string, SearchWeight>>;
  /** The fields a result is titled by, joined by a space; the record's name fields otherwise. */
  title?: readonly string[];
  /** The app route that opens a record, with `{id}`; the list screen's path with `?show={id}` otherwise. */
  path?: string;
  /**
   * Rows of a `rows` field searched as their own group (a novel's chapters by file name): the group's name, the
   * columns of the rows and their weights. A row opens its record (`path` with the record's id); the admin finds
   * them when the record's list is allowed.
   */
  rows?: Readonly<Record<string, { resource: string; fields: Readonly<Record<string, SearchWeight>> }>>;
}

/** Parts of the server a resource writes by hand; each lives in server/src/<name>/ (see its index). */
export type OverrideName = 'list' | 'save' | 'delete' | 'actions' | 'routes' | 'render';

export interface ResourceDeclaration<F extends Fields = Fields> {
  /** The react-admin resource name and data-provider key. */
  name: string;
  /**
   * The database table (defaults to the name). When server/src/db/schema.ts writes it by hand, that table is used;
   * otherwise it is derived from the fields (and `npm run db:generate` writes its migration).
   */
  table?: string;
  /**
   * Only the rows whose columns have these values (e.g. the kind of a category); a create sets them. A list of values
   * keeps the rows holding any of them (a reporter or guest reporter), and a create leaves that column to its field.
   */
  scope?: Record<string, string | readonly string[]>;
  /** The id's name in answers and bodies. */
  id: string;
  fields: F;
  /** What one record is called in messages: "Language not found". Defaults to the name without its plural s. */
  noun?: string;
  /**
   * What one record and several are called in running text (the activity log: "All activity of this ad"), e.g.
   * ['post category', 'post categories']. Defaults to the noun in lowercase, and with an s.
   */
  nouns?: readonly [one: string, many: string];
  api: ApiDeclaration<F>;
  screen?: ScreenDeclaration<F>;
  /** What the top bar's search finds in its records (issue 42); not searched without it. */
  search?: SearchDeclaration;
  /** The hand-written parts (server/src/<name>/overrides.ts provides exactly these). */
  overrides?: readonly OverrideName[];
  /**
   * Actions a role may be granted beyond those of `api` (contract/permissions.ts), for calls its overrides serve:
   * reporters' `status` and `export`.
   */
  access?: { actions?: readonly string[] };
  /** The review desk's capabilities on its records (issue 44): assignment to an admin, internal notes. */
  desk?: DeskCapability;
}

/**
 * What the review desk offers on a resource's records (issue 44): `assign` (an assignee, shown in lists with the
 * 'Assigned to me' and 'Unassigned' filters, `PUT /api/assign/<name>/{id}`) and `notes` (an internal thread with
 * @mentions, `/api/notes/<name>/{id}`). Any declared resource or content kind may turn them on.
 */
export interface DeskCapability {
  assign?: boolean;
  notes?: boolean;
}

/** The transitions of a status field may only name its own values. */
type CheckedFields<F extends Fields> = {
  [K in keyof F]: F[K] extends { type: 'status'; values: readonly (infer V extends string)[] }
    ? F[K] & { default?: V; transitions?: { readonly [from in V]?: readonly V[] } }
    : F[K] extends { type: 'choice'; values: readonly (infer V extends string)[] }
      ? F[K] & { default?: V }
      : F[K];
};

/**
 * Declares a resource. The `const` type parameters keep every key and literal, so a field, status value or key that
 * is mistyped anywhere in the declaration (or where the declaration is used) is a compile error.
 */
export const defineResource = <const F extends Fields, const D extends ResourceDeclaration<F>>(
  declaration: D & { fields: F & CheckedFields<F> },
): D & { fields: F } => declaration;

/** What one record is called in messages. */
export const nounOf = (declaration: Pick<ResourceDeclaration, 'name' | 'noun'>) =>
  declaration.noun ?? declaration.name.charAt(0).toUpperCase() + declaration.name.slice(1).replace(/s$/, '');

/**
 * The declared value a status is sent as, whatever its spacing, case, dashes or underscores (`inProgress`,
 * `In Progress` and `in_progress` are the spec's `in progress`); undefined when it is none of them.
 */
export const statusValueOf = <V extends string>(values: readonly V[], sent: unknown): V | undefined => {
  const plain = (text: string) => text.replace(/[\s_-]+/g, '').toLowerCase();
  return typeof sent === 'string' ? values.find((value) => plain(value) === plain(sent)) : undefined;
};

/** The field a status call sets. */
export const statusFieldOf = <F extends Fields>(declaration: ResourceDeclaration<F>): StatusKey<F> | undefined => {
  const wanted = declaration.api.status?.field;
  if (wanted) return wanted;
  return Object.keys(declaration.fields).find((key) => declaration.fields[key].type === 'status') as
    StatusKey<F> | undefined;
};

/** The field a record is called by: the first text column (a language's name, an ad's title). */
export const nameFieldOf = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields).find(([, field]) => field.type === 'text' && field.list)?.[0] ?? 'id';

/**
 * What a record is called in buttons, messages and the audit log: its `screen.recordName` fields, else its name
 * field. The app and the server (which keeps it in each audit entry) read it from here.
 */
export const recordNameOf = (declaration: ResourceDeclaration, record: Record<string, unknown>) =>
  ((declaration.screen?.recordName as readonly string[] | undefined) ?? [nameFieldOf(declaration)])
    .map((field) => String(record[field] ?? ''))
    .join(' ');
