import type {
  CreateResult,
  DataProvider,
  DeleteManyResult,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyReferenceResult,
  GetManyResult,
  GetOneResult,
  Identifier,
  UpdateManyResult,
  UpdateResult,
} from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { apiUrl, errorStatus, fetchJson, request, requestFile, upload } from './http';
import { at, fill, idAt, isRow, queryOf, withQuery } from './json';
import { listCalls, statusOf } from './list';
import { entries as defaultEntries } from './entries';
import { runAction, setStatus } from './status';
import type { ResourceConfig, ResourceConfigs, Row } from './types';
import { bodyOf, staleRecordOf, UploadError, uploadFiles, uploadMetaOf, withVersion } from './upload';
import { failedList } from './failedList';
import { accountCalls, type AccountCalls } from './accountCalls';
import { backupCalls, type BackupCalls } from './backupCalls';
import { savedViewCalls, type SavedViewCalls } from './savedViewCalls';
import { presenceCalls, type PresenceCalls } from './presenceCalls';
import { deskCalls, type DeskCalls } from './deskCalls';

export type { AppRecord, ListParam, ResourceConfig, ResourceConfigs, Row, UploadMeta } from './types';
export { apiUrl, errorMessage, errorStatus, UNEXPECTED_ERROR } from './http';
export { isFailedList } from './failedList';
export { resourceName, type ResourceName } from './entries';
export { StaleRecordError, UploadError } from './upload';
export { StatusConflictError, type StatusConflict } from './status';
export type { Account, AccountSession } from './accountCalls';
export type { Archive, RunningBackup } from './backupCalls';
export type { SavedView } from './savedViewCalls';
export type { Viewer } from './presenceCalls';
export type { AppNotification, DeskAdmin, DeskNote } from './deskCalls';

/**
 * The extra methods of this data provider, for `useDataProvider<AppDataProvider>()`: those below, and the calls of
 * the screens that are not resources (My account, backups, saved views, presence), each typed in its own file.
 */
export interface AppDataProvider
  extends DataProvider, AccountCalls, BackupCalls, SavedViewCalls, PresenceCalls, DeskCalls {
  /**
   * A file the server builds from a list filter (a declared `exports` call), e.g. every reporter matching the
   * current search as CSV.
   */
  download: (resource: string, params: { call: string; filter?: Row }) => Promise<Blob>;
  /**
   * Posts a file the server imports (a declared `imports` call), e.g. a spreadsheet of posts. A refused file fails
   * with react-admin's HttpError whose `body.message` is the server's message or list of messages.
   */
  importFile: (resource: string, params: { call: string; file: File }) => Promise<{ json: unknown }>;
  /**
   * Asks for a list page ahead of its screen, whose first identical `getList` then takes this answer instead of
   * asking again (App.tsx does so for the list of the address the app opens on, while the screen's code loads).
   * Settles when the answer is in; a failed one is not kept.
   */
  prefetchList: (resource: string, params: Pick<GetListParams, 'filter' | 'pagination'>) => Promise<void>;
}

/** A failed list or lookup is only logged (spec section 8); an expired session still ends it. */
const onlyLogged = async <T>(call: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (errorStatus(error) === 401) throw error;
    console.error(error);
    return fallback;
  }
};

const declared = <K extends Exclude<keyof ResourceConfig, 'id'>>(config: ResourceConfig, resource: string, call: K) => {
  const part = config[call];
  if (!part) throw new Error(`Resource "${resource}" declares no ${call} call`);
  return part;
};

/** A list call's filter, page and sort, with react-admin's defaults. */
const listArgs = ({ filter, pagination, sort }: Pick<GetListParams, 'filter' | 'pagination' | 'sort'>) =>
  [isRow(filter) ? filter : {}, { page: pagination?.page ?? 1, perPage: pagination?.perPage ?? 10, sort }] as const;

const metaCall = (meta: unknown) => (isRow(meta) && typeof meta.call === 'string' ? meta.call : undefined);
const metaFilter = (meta: unknown) => (isRow(meta) && isRow(meta.filter) ? meta.filter : undefined);
/** The records as the admin saw them (`meta.seen`), whose statuses a bulk status call sends as `expected`. */
const metaSeen = (meta: unknown) => (isRow(meta) && Array.isArray(meta.seen) ? (meta.seen as unknown[]) : undefined);

/**
 * A data provider driven by declarations (see ./entries.ts). An entry `{ simpleRest: true }` hands a resource to
 * ra-data-simple-rest on the same API base; a name without an entry is an error.
 *
 * react-admin lets each caller name the record type it expects (`useGetList<Post>`); the records here are the
 * server's JSON with an `id` (`AppRecord`), so the methods answer react-admin's result types with their default
 * record type, which any caller's type accepts.
 *
 * @example
 * const dataProvider = createDataProvider({
 *   languages: {
 *     id: 'languageID',
 *     list: { path: '/language/get', rows: { Active: 'languageData.activeLanguages', Inactive: 'languageData.inActiveLanguages' } },
 *     create: { path: '/language/create', id: 'languageData.languageID' },
 *   },
 * });
 */
export const createDataProvider = (configs: ResourceConfigs = defaultEntries): AppDataProvider => {
  const fallback = simpleRestProvider(apiUrl, fetchJson);
  const reads = listCalls();

  /** The declaration of `resource`, or undefined for a resource served by ra-data-simple-rest. */
  const configOf = (resource: string): ResourceConfig | undefined => {
    const entry = Object.hasOwn(configs, resource) ? configs[resource] : undefined;
    if (!entry)
      throw new Error(`Unknown resource "${resource}": declare it in src/dataProvider/entries.ts (no call was sent)`);
    return 'simpleRest' in entry ? undefined : entry;
  };

  /** Runs a write; answers shared between reads may now be out of date. */
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      reads.forget();
    }
  };

  const getOne = (resource: string, config: ResourceConfig, id: Identifier) =>
    reads.one(config, declared(config, resource, 'get'), id);

  return {
    ...accountCalls,
    ...backupCalls,
    ...savedViewCalls,
    ...presenceCalls,
    ...deskCalls,

    async getList(resource, params): Promise<GetListResult> {
      const config = configOf(resource);
      if (!config) return fallback.getList(resource, params);
      const list = declared(config, resource, 'list');
      return onlyLogged(() => reads.list(config, list, ...listArgs(params)), failedList());
    },

    async prefetchList(resource, params) {
      const config = configOf(resource);
      if (config) await reads.prefetch(config, declared(config, resource, 'list'), ...listArgs(params));
    },

    async getOne(resource, params): Promise<GetOneResult> {
      const config = configOf(resource);
      if (!config) return fallback.getOne(resource, params);
      return { data: await getOne(resource, config, params.id) };
    },

    async getMany(resource, params): Promise<GetManyResult> {
      const config = configOf(resource);
      if (!config) return fallback.getMany(resource, params);
      return onlyLogged(
        async () => ({ data: await Promise.all(params.ids.map((id) => getOne(resource, config, id))) }),
        {
          data: [],
        },
      );
    },

    async getManyReference(resource, params): Promise<GetManyReferenceResult> {
      if (!configOf(resource)) return fallback.getManyReference(resource, params);
      return this.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    create: (resource, params): Promise<CreateResult> =>
      writing(async () => {
        const config = configOf(resource);
        if (!config) return fallback.create(resource, params);
        const create = declared(config, resource, 'create');
        const data: Row = params.data;
        const { json } = await request('POST', create.path, bodyOf(config, data));
        const id = idAt(json, create.id);
        try {
          await uploadFiles(config, id, data, uploadMetaOf(params.meta));
        } catch (error) {
          throw new UploadError(error instanceof Error ? error.message : '', errorStatus(error), id);
        }
        const once = Object.fromEntries((create.once ?? []).map((key) => [key, at(json, key)]));
        return { data: { ...bodyOf(config, data), ...once, [config.id]: id, id } };
      }),

    update: (resource, params): Promise<UpdateResult> =>
      writing(async () => {
        const config = configOf(resource);
        if (!config) return fallback.update(resource, params);
        const data: Row = params.data;
        const call = metaCall(params.meta);
        if (call === 'status') {
          const status = declared(config, resource, 'status');
          const seen = isRow(params.previousData) ? [{ ...params.previousData, id: params.id }] : undefined;
          await setStatus(resource, config, status, [params.id], data, undefined, seen);
          return { data: { ...params.previousData, ...data, id: params.id } };
        }
        if (call) {
          await runAction(resource, config, call, params.id, data, { ...params.previousData, id: params.id });
          return { data: { ...params.previousData, ...data, id: params.id } };
        }
        const body = bodyOf(config, data);
        if (config.update && Object.keys(body).length > 0)
          await request(
            'PUT',
            fill(config.update.path, { id: params.id }),
            withVersion(body, params.previousData),
          ).catch((error: unknown) => {
            throw staleRecordOf(config, error);
          });
        await uploadFiles(config, params.id, data, uploadMetaOf(params.meta));
        const fresh = config.get
          ? await getOne(resource, config, params.id)
          : { ...params.previousData, ...body, id: params.id };
        return { data: fresh };
      }),

    updateMany: (resource, params): Promise<UpdateManyResult> =>
      writing(async () => {
        const config = configOf(resource);
        if (!config) return fallback.updateMany(resource, params);
        const status = declared(config, resource, 'status');
        const conflicts = await setStatus(
          resource,
          config,
          status,
          params.ids,
          params.data,
          metaFilter(params.meta),
          metaSeen(params.meta),
        );
        // The records changed: those left alone because someone else had changed them are not among them.
        const skipped = new Set(conflicts.map((conflict) => conflict.id));
        return { data: params.ids.filter((id) => !skipped.has(String(id))) };
      }),

    delete: (resource, params): Promise<DeleteResult> =>
      writing(async () => {
        const config = configOf(resource);
        if (!config) return fallback.delete(resource, params);
        await request('DELETE', fill(declared(config, resource, 'delete').path, { id: params.id }));
        return { data: params.previousData };
      }),

    deleteMany: (resource, params): Promise<DeleteManyResult> =>
      writing(async () => {
        const config = configOf(resource);
        if (!config) return fallback.deleteMany(resource, params);
        const path = declared(config, resource, 'delete').path;
        await Promise.all(params.ids.map((id) => request('DELETE', fill(path, { id }))));
        return { data: params.ids };
      }),

    async download(resource, { call, filter = {} }) {
      const config = configOf(resource);
      const target = config?.exports?.[call];
      if (!config || !target) throw new Error(`Resource "${resource}" declares no ${call} export`);
      const query = queryOf(target.params ?? config.list?.params ?? [], filter);
      return requestFile(withQuery(fill(target.path, { status: statusOf(config, filter) }), query));
    },

    importFile: (resource, { call, file }) =>
      writing(async () => {
        const target = configOf(resource)?.imports?.[call];
        if (!target) throw new Error(`Resource "${resource}" declares no ${call} import`);
        const form = new FormData();
        form.append(target.field, file, file.name);
        return upload('POST', target.path, form);
      }),
  };
};

export const dataProvider = createDataProvider();
