import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { HttpError, fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { session } from '../authProvider/session';
import { apiUrl, request, requestFile, upload } from './http';
import { resources as defaultResources } from './resources';
import type { ListParam, ResourceConfig, ResourceConfigs, UploadMeta } from './types';

export type { ListParam, ResourceConfig, ResourceConfigs, UploadMeta } from './types';
export { apiUrl, errorMessage, UNEXPECTED_ERROR } from './http';

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);

const fill = (path: string, values: Record<string, unknown>) =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));

const fileOf = (value: unknown): File | undefined => {
  if (value instanceof File) return value;
  const raw = (value as { rawFile?: unknown } | undefined)?.rawFile;
  return raw instanceof File ? raw : undefined;
};

const isEmptyFilterValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The declared filter values that are set, as query parameters: arrays go comma-joined. */
const queryOf = (keys: ListParam[], filter: Record<string, unknown>, query = new URLSearchParams()) => {
  for (const key of keys) {
    const value = filter[key];
    if (!isEmptyFilterValue(value)) query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query;
};

const withQuery = (path: string, query: URLSearchParams) => {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/** The extra methods of this data provider, for `useDataProvider<AppDataProvider>()`. */
export interface AppDataProvider extends DataProvider {
  /**
   * A file the server builds from a list filter (a declared `exports` call), e.g. every reporter matching the
   * current search as CSV.
   */
  download: (resource: string, params: { call: string; filter?: Record<string, unknown> }) => Promise<Blob>;
}

/** An upload that failed after its record was created: the record exists, so a retry must update it. */
export class UploadError extends HttpError {
  constructor(
    message: string,
    status: number,
    readonly createdId: Identifier | undefined,
  ) {
    super(message, status, { createdId });
    // react-admin's HttpError resets the prototype to its own, which would make `instanceof UploadError` false.
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

const require = <K extends keyof ResourceConfig>(config: ResourceConfig, resource: string, call: K) => {
  const part = config[call];
  if (!part) throw new Error(`Resource "${resource}" declares no ${String(call)} call`);
  return part as NonNullable<ResourceConfig[K]>;
};

/** A failed list or lookup is only logged (spec section 8); an expired session still ends it. */
const onlyLogged = async <T>(call: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if ((error as HttpError).status === 401) throw error;
    console.error(error);
    return fallback;
  }
};

/**
 * A data provider driven by declarations (see ./resources.ts). A resource without a declaration falls back to
 * ra-data-simple-rest on the same API base.
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
export const createDataProvider = (configs: ResourceConfigs = defaultResources): AppDataProvider => {
  const fallback = simpleRestProvider(apiUrl, (url, options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const token = session.token();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  });

  const configOf = (resource: string) => configs[resource];
  const withId = (config: ResourceConfig, row: Record<string, unknown>) => ({
    ...row,
    id: row[config.id] as Identifier,
  });

  const uploadFiles = async (
    config: ResourceConfig,
    id: Identifier,
    data: Record<string, unknown>,
    meta: UploadMeta | undefined,
  ) => {
    for (const [key, target] of Object.entries(config.uploads ?? {})) {
      const file = fileOf(data[key]);
      if (!file) continue;
      const form = new FormData();
      form.append(target.field, file, file.name);
      await upload('PUT', fill(target.path, { id }), form, (fraction) => meta?.onUploadProgress?.(key, fraction));
    }
  };

  /** The JSON body of a create or update: the form values without files, ids or react-admin's own fields. */
  const bodyOf = (config: ResourceConfig, data: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(data).filter(
        ([key, value]) => key !== 'id' && key !== config.id && !(key in (config.uploads ?? {})) && value !== undefined,
      ),
    );

  const getOne = async (resource: string, id: Identifier) => {
    const config = configOf(resource)!;
    const get = require(config, resource, 'get');
    const { json } = await request('GET', fill(get.path, { id }));
    return withId(config, at(json, get.data) as Record<string, unknown>);
  };

  /** The list status a filter names, else the declared default. */
  const statusOf = (config: ResourceConfig, filter: Record<string, unknown>) =>
    String(filter.status ?? config.list?.status ?? '');

  const setStatus = async (
    config: ResourceConfig,
    resource: string,
    ids: Identifier[],
    data: Record<string, unknown>,
    filter?: Record<string, unknown>,
  ) => {
    const status = require(config, resource, 'status');
    const value = data[status.field];
    if (filter) {
      if (!status.match) throw new Error(`Resource "${resource}" declares no status call by filter`);
      const params = Object.fromEntries(
        (config.list?.params ?? []).filter((key) => !isEmptyFilterValue(filter[key])).map((key) => [key, filter[key]]),
      );
      await request('PUT', fill(status.path, {}), {
        [status.match]: { status: statusOf(config, filter), ...params },
        [status.field]: value,
      });
    } else if (status.ids) {
      await request('PUT', fill(status.path, {}), {
        [status.ids]: ids.length === 1 ? ids[0] : ids,
        [status.field]: value,
      });
    } else {
      await Promise.all(ids.map((id) => request('PUT', fill(status.path, { id }), { [status.field]: value })));
    }
  };

  return {
    async getList(resource, params) {
      const config = configOf(resource);
      if (!config) return fallback.getList(resource, params);
      const list = require(config, resource, 'list');
      const filter = (params.filter ?? {}) as Record<string, unknown>;
      const status = statusOf(config, filter);
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const query = new URLSearchParams();
      if (list.total) {
        query.set('page', String(page));
        query.set('limit', String(perPage));
      }
      queryOf(list.params ?? [], filter, query);
      return onlyLogged(
        async () => {
          const { json } = await request('GET', withQuery(fill(list.path, { ...filter, status }), query));
          const rowsPath = typeof list.rows === 'string' ? list.rows : list.rows[status];
          const rows = ((rowsPath ? at(json, rowsPath) : undefined) as Record<string, unknown>[] | undefined) ?? [];
          const data = rows.map((row) => withId(config, row));
          if (list.total) return { data: data as never[], total: Number(at(json, list.total) ?? data.length) };
          return { data: data.slice((page - 1) * perPage, page * perPage) as never[], total: data.length };
        },
        { data: [] as never[], total: 0 },
      );
    },

    async getOne(resource, params) {
      if (!configOf(resource)) return fallback.getOne(resource, params);
      return { data: (await getOne(resource, params.id)) as never };
    },

    async getMany(resource, params) {
      if (!configOf(resource)) return fallback.getMany(resource, params);
      return onlyLogged(
        async () => ({ data: (await Promise.all(params.ids.map((id) => getOne(resource, id)))) as never }),
        {
          data: [],
        },
      );
    },

    async getManyReference(resource, params) {
      if (!configOf(resource)) return fallback.getManyReference(resource, params);
      return this.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    async create(resource, params) {
      const config = configOf(resource);
      if (!config) return fallback.create(resource, params);
      const create = require(config, resource, 'create');
      const data = params.data as Record<string, unknown>;
      const { json } = await request('POST', create.path, bodyOf(config, data));
      const id = at(json, create.id) as Identifier;
      try {
        await uploadFiles(config, id, data, params.meta as UploadMeta | undefined);
      } catch (error) {
        throw new UploadError((error as Error).message, (error as HttpError).status ?? 0, id);
      }
      return { data: { ...bodyOf(config, data), [config.id]: id, id } as never };
    },

    async update(resource, params) {
      const config = configOf(resource);
      if (!config) return fallback.update(resource, params);
      const data = params.data as Record<string, unknown>;
      const call = (params.meta as { call?: string } | undefined)?.call;
      if (call === 'status') {
        await setStatus(config, resource, [params.id], data);
        return { data: { ...params.previousData, ...data, id: params.id } as never };
      }
      if (call) {
        const action = config.actions?.[call];
        if (!action) throw new Error(`Resource "${resource}" declares no ${call} call`);
        await request(action.method ?? 'PUT', fill(action.path, { id: params.id }), action.body ?? data);
        return { data: { ...params.previousData, ...data, id: params.id } as never };
      }
      const body = bodyOf(config, data);
      if (config.update && Object.keys(body).length > 0)
        await request('PUT', fill(config.update.path, { id: params.id }), body);
      await uploadFiles(config, params.id, data, params.meta as UploadMeta | undefined);
      const fresh = config.get ? await getOne(resource, params.id) : { ...params.previousData, ...body, id: params.id };
      return { data: fresh as never };
    },

    async updateMany(resource, params) {
      const config = configOf(resource);
      if (!config) return fallback.updateMany(resource, params);
      const filter = (params.meta as { filter?: Record<string, unknown> } | undefined)?.filter;
      await setStatus(config, resource, params.ids, params.data as Record<string, unknown>, filter);
      return { data: params.ids };
    },

    async delete(resource, params) {
      const config = configOf(resource);
      if (!config) return fallback.delete(resource, params);
      await request('DELETE', fill(require(config, resource, 'delete').path, { id: params.id }));
      return { data: params.previousData as RaRecord as never };
    },

    async deleteMany(resource, params) {
      const config = configOf(resource);
      if (!config) return fallback.deleteMany(resource, params);
      const path = require(config, resource, 'delete').path;
      await Promise.all(params.ids.map((id) => request('DELETE', fill(path, { id }))));
      return { data: params.ids };
    },

    async download(resource, { call, filter = {} }) {
      const config = configOf(resource);
      const target = config?.exports?.[call];
      if (!config || !target) throw new Error(`Resource "${resource}" declares no ${call} export`);
      const query = queryOf(target.params ?? config.list?.params ?? [], filter);
      return requestFile(withQuery(fill(target.path, { status: statusOf(config, filter) }), query));
    },
  };
};

export const dataProvider = createDataProvider();
