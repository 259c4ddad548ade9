import type { Identifier } from 'react-admin';

/** A JSON object as the server sends it: fields are read with `at()` or narrowed before use. */
export type Row = Record<string, unknown>;

/** A row with react-admin's `id` (taken from the field the resource's `id` names). */
export type AppRecord = Row & { id: Identifier };

/** Filter keys a list call may take as query parameters (spec section 7). */
export type ListParam =
  | 'search'
  // The review desk's filter (issue 44): me or none.
  | 'assigned'
  | 'roleType'
  | 'category'
  | 'language'
  | 'days'
  | 'fromDate'
  | 'endDate'
  | 'status'
  // Beyond the spec: ads, magazines and jobs ending within N days (the dashboard's figures link to these lists).
  | 'endingWithin'
  // The audit log's filters (issue 28): which resource and record, who, what, and a time window.
  | 'resource'
  | 'recordId'
  | 'actor'
  | 'action'
  | 'from'
  | 'to';

/**
 * How one resource maps onto the API. Paths may hold `{id}` and, for lists, `{status}` and any other `{key}` of the
 * list filter (e.g. `/posts/reporter/{reporter}`); response locations are dotted paths into the JSON body.
 */
export interface ResourceConfig {
  /** The record field that holds its id (e.g. `languageID`). */
  id: string;
  list?: {
    /**
     * `{status}` takes the list filter's `status`, or `status` below when the filter has none; any other `{key}` takes
     * the filter's value of that key.
     */
    path: string;
    status?: string;
    /** Filter values sent as query parameters; arrays go comma-joined. */
    params?: ListParam[];
    /** The fields the server sorts by (`sort` and `order` query parameters); another sort is not sent. */
    sortable?: readonly string[];
    /** Where the rows are; an object picks the location by status, for calls that answer every status at once. */
    rows: string | Record<string, string>;
    /**
     * Where the total number of records is. With it the server pages (page and limit are sent); without it the call
     * answers every row and the app pages them.
     */
    total?: string;
    /**
     * The call answers several groups at once (`rows` by status) and screens show the groups side by side (the
     * reporter page's sub-tabs): identical calls in flight or answered in the last few seconds share one answer,
     * until any write through the data provider.
     */
    reuse?: boolean;
  };
  get?: { path: string; data: string };
  /**
   * `id` is where the new record's id is in the response; `once` names keys of the answer returned with the new
   * record, for the screen to show once (a generated one-time password).
   */
  create?: { path: string; id: string; once?: string[] };
  update?: { path: string };
  /**
   * The status call; used by `update`/`updateMany` with `meta: { call: 'status' }`. `ids` names the body field for
   * calls that take several ids at once (e.g. `roleIDs`); without it each id gets its own call. `match` names the body
   * field of a call that can change every record matching a list filter at once: `updateMany` with
   * `meta: { filter }` sends `{ [match]: { status, ...list params }, [field]: value }` in place of the ids. The
   * status each record had when the admin saw it goes along as `expected` (`previousData` of `update`, `meta.seen` of
   * `updateMany`): the server leaves a record changed since alone, and `updateMany` answers the ids it changed.
   */
  status?: { path: string; field: string; ids?: string; match?: string };
  delete?: { path: string };
  /**
   * Other calls on one record, by name, e.g. approve: `{ path: '/guest-reporter/approval/{id}', body: { isApproved: true } }`.
   * `update(resource, { id, data, meta: { call: 'approve' } })` sends them. A declared `body` is the whole body: `data`
   * then only tells react-admin's cache what the record becomes (an undoable reject shows the row as Trash at once);
   * without one, `data` is sent.
   */
  actions?: Record<
    string,
    {
      path: string;
      method?: 'PUT' | 'POST';
      body?: Record<string, unknown>;
      /** The action moves the status: it sends the status the admin saw as `expected`, as the status call does. */
      expected?: boolean;
    }
  >;
  /**
   * Files the server builds from a list filter, by name, e.g. csv: `{ path: '/reporters/export/{status}' }`.
   * `download(resource, { call, filter })` fetches one as a Blob; `{status}` and the query come from the filter as
   * for the list (`params`, default the list's).
   */
  exports?: Record<string, { path: string; params?: ListParam[] }>;
  /**
   * Files the server reads into many records at once (an import), by name, e.g. xlsx: `{ path: '/posts/upload',
   * field: 'postFile' }`. `importFile(resource, { call, file })` posts the file as multipart `field`.
   */
  imports?: Record<string, { path: string; field: string }>;
  /**
   * Files uploaded after the record is created or updated (spec section 4: two-step creation). The key is the form
   * field holding the file; `field` is the multipart field name.
   */
  uploads?: Record<string, UploadTarget>;
}

/** Where one form field's file(s) go after a create or update. */
export interface UploadTarget {
  path: string;
  /** The multipart field; with `numbered`, `{n}` in it takes each file's position from 1 (`chapter{n}`). */
  field: string;
  /**
   * The form field holds a list of files sent together in one request, each under its numbered name; entries left
   * empty are skipped (a chapter already uploaded). Nothing is sent when the list holds no file.
   */
  numbered?: boolean;
  /** Other form values sent as text fields in the same request (e.g. `totalChapters` with the chapter files). */
  with?: string[];
  /**
   * With `numbered`: at most `size` files per request, in order of position (the server's limit). Each request but
   * the last sends as `count` the last position it covers, or the last position left empty (uploaded before) if that
   * is higher, so that every position up to it is filled once that request is done and nothing stored is removed;
   * the last sends the form's value.
   */
  batch?: { size: number; count: string };
}

/**
 * A resource the API serves in ra-data-simple-rest's shape (`GET /api/<name>` and so on). Only resources that say so
 * get that fallback: any other name without an entry is an error, not a call to `/api/<name>`.
 */
export interface SimpleRestResource {
  simpleRest: true;
}

export type ResourceEntry = ResourceConfig | SimpleRestResource;

export type ResourceConfigs = Record<string, ResourceEntry>;

/** `meta` a caller may pass to create/update to follow upload progress. */
export interface UploadMeta {
  onUploadProgress?: (field: string, fraction: number) => void;
}
