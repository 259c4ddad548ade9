/**
 * A content kind (spec section 4) declared once: posts, short videos and daily quotes are three declarations of this
 * shape (./posts.ts, ./short-videos.ts, ./daily-quotes.ts). The server's content engine (server/src/content) builds
 * their routes, OpenAPI schemas and lifecycle from them, adding only its table and media handling; the app builds
 * their data-provider entries (src/dataProvider/resources.ts) and reads their fields for the modal and the forms.
 * Plain data only (rules are the functions of ../rules), as ../resource.ts.
 */
import type { ApiPath, DeskCapability, SearchWeight } from '../resource';
import type { Rule } from '../rules';

/** The statuses of spec section 7: Schedule is not stored, it is a Published item whose posting time is ahead. */
export type ContentStatus = 'Pending' | 'Published' | 'Rejected';

/** The lifecycle every kind shares: what a create, edit or import may set, what a status call sets, what is final. */
export const contentTransitions = {
  created: ['Pending', 'Published'],
  decided: ['Published', 'Rejected'],
  final: 'Rejected',
} as const satisfies { created: ContentStatus[]; decided: ContentStatus[]; final: ContentStatus };

/**
 * A field of the answered item: `text` a string, `datetime` an ISO 8601 string, `url` a media URL or null,
 * `seconds` whole seconds or null, `reporter` the reporter object, `scheduled` the lifecycle's flag (true for a
 * Published item whose time is ahead), `named` a category or language as `{ [id]: id, [name]: name }`.
 */
export type AnswerField =
  | { type: 'text' | 'datetime' | 'url' | 'seconds' | 'reporter' | 'scheduled'; describe?: string }
  | { type: 'named'; id: string; name: string };

/** A body field: its OpenAPI description (every one is optional in the body; the rules say which are required). */
export type BodyFields = Readonly<Record<string, string>>;

/** A column of an import spreadsheet: the body field it fills, its human header, and whether a row must fill it. */
export interface ImportColumn {
  key: string;
  header: string;
  required?: boolean;
}

/** The optional last column of every import: the reporter a row is by (the importing admin when left empty). */
export const reporterColumn: ImportColumn = { key: 'reporterMobileNumber', header: 'Reporter Mobile Number' };

export interface ContentDeclaration {
  /** The kind in code: the data-provider resource and the registry key. */
  name: string;
  /** The database table, when it is not the name (server/src/db/schema.ts writes it by hand). */
  table?: string;
  /** The item in a 404 and in id checks: 'Short Video' gives 'Short Video not found'. */
  noun: string;
  /** The OpenAPI tag. */
  tag: string;
  /** The review desk on its items (issue 44): assignment and internal notes. */
  desk?: DeskCapability;
  /** The spec's paths (section 7) under /api, in its `{id}` syntax. */
  paths: {
    create: ApiPath;
    media: ApiPath;
    import: ApiPath;
    template: ApiPath;
    list: ApiPath;
    get: ApiPath;
    update: ApiPath;
    /** The one-item status call; posts change statuses by list (`statusByList`). */
    status?: ApiPath;
    reporter: ApiPath;
  };
  /** Answer keys: the item (get, update, status), the id (create), the list's items, the reporter groups' suffix. */
  keys: { item: string; id: string; list: string; reporterGroups: string };
  messages: {
    created: string;
    updated: string;
    statusUpdated: string;
    rejectedEdit: string;
    rejectedPublish: string;
    publishedToPending: string;
  };
  /** Body fields and the item's columns they set (the server's table checks the column names). */
  fields: {
    status: string;
    reporter: string;
    /** The posting time: Schedule is a Published item whose time has not come yet. */
    time: { field: string; column: string };
    category?: { field: string; kind: 'post' | 'short' };
    language?: { field: string };
    /** Text fields, body field to column. */
    text?: Readonly<Record<string, string>>;
    /** A date set once on create (now when left out) and read-only after. */
    createdDate?: { field: string; column: string };
  };
  /** The item as every call answers it, in its key order. */
  answer: Readonly<Record<string, AnswerField>>;
  /** The create and update bodies besides the status (which takes Pending or Published); update defaults to create's. */
  body: { create: BodyFields; update?: BodyFields };
  /** The section-5 rules of a new item; an edit checks the fields it merges, a kept time only as a valid date. */
  rules: Record<string, Rule[]>;
  docs: { create: string; update: string; status?: string; reporter: string };
  list: {
    summary: string;
    description?: string;
    /** The page size when `limit` is left out; a description instead of a default when it depends on the tab. */
    limit: number | { describe: string };
    /** The list's filters besides page and limit: query parameter to its OpenAPI description. */
    filters: Readonly<Record<string, string>>;
    /** The tab the section opens on. */
    opensOn: ContentStatus;
    /**
     * The answer's fields the list may be sorted by (its `sort` and `order` query parameters): the time field,
     * createdAt, updatedAt or a text field. Without `sort` each tab keeps its own order.
     */
    sortable?: readonly string[];
  };
  /** The status call by ids or by the list's filter (posts): its path and body fields. */
  statusByList?: { path: ApiPath; ids: string; match: string };
  /** The CSV export of a list (posts), with the list's filters. */
  export?: { path: ApiPath };
  /** The upload call's multipart field, answer and texts. */
  media: {
    field: string;
    /** The 400 of an upload without the file. */
    missing: string;
    message: string;
    summary: string;
    description?: string;
    /** The answer besides its message: the stored file's URL first, then what was read from the file. */
    answer: Readonly<Record<string, AnswerField>>;
  };
  import: {
    field: string;
    summary: string;
    description: string;
    columns: ImportColumn[];
    /** Rules of a row beyond `rules` and the status. */
    rules?: Record<string, Rule[]>;
    templateSummary: string;
    templateName: string;
  };
  /**
   * What the top bar's search finds in the kind (issue 42): body fields of `fields.text` and their weights, and the
   * app route that opens an item by its state (Schedule: a Published item whose time is ahead), with `{id}`.
   */
  search?: {
    fields: Readonly<Record<string, SearchWeight>>;
    paths: Readonly<Record<'Pending' | 'Published' | 'Schedule' | 'Rejected', string>>;
  };
  /** How the app's modal and forms treat the kind. Texts are catalogue keys under `app.<area>`. */
  screen: {
    area: 'posts' | 'shortVideos' | 'daily_quotes';
    /** The field a record is named by in its History's sentences (a post's title); without it, its id. */
    nameField?: string;
    /** The status Add creates an item in; without it the server's default (Pending). */
    addedAs?: 'Published';
    /** The states whose modal offers Edit. */
    editable: readonly ('Published' | 'Schedule' | 'Pending' | 'Rejected')[];
    /** The modal's width. */
    dialogWidth: 'sm' | 'md';
    /** The toast of a refused status call that the server gave no message for. */
    statusFailure?: string;
    /**
     * The app route that opens an item in its dialog whatever its state (its Pending tab's `?show={id}`), where a
     * notification about it leads (issue 44); a kind the top bar's search finds opens where `search.paths` says.
     */
    opens?: string;
  };
}

/** A content kind's declaration, checked against the shape (its literal types kept for the app's resource names). */
export const defineContent = <const D extends ContentDeclaration>(declaration: D) => declaration;

/** The reporter page's answer (spec section 3): its key and the key of each status group. */
export const reporterGroupsOf = ({ keys }: Pick<ContentDeclaration, 'keys'>) => ({
  key: `reporter${keys.reporterGroups}`,
  groups: {
    Published: `publishedReporter${keys.reporterGroups}`,
    Pending: `pendingReporter${keys.reporterGroups}`,
    Rejected: `rejectedReporter${keys.reporterGroups}`,
  },
});
