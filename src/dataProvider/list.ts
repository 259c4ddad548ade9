import type { Identifier } from 'react-admin';
import { session } from '../authProvider/session';
import { request } from './http';
import { at, fill, isRow, queryOf, recordOf, rowsAt, withQuery } from './json';
import { reuseAnswers } from './reuse';
import type { AppRecord, ResourceConfig, Row } from './types';

export type ListConfig = NonNullable<ResourceConfig['list']>;
export type GetConfig = NonNullable<ResourceConfig['get']>;

/** The list status a filter names, else the declared default. */
export const statusOf = (config: ResourceConfig, filter: Row) => String(filter.status ?? config.list?.status ?? '');

/**
 * The reading calls of declared resources. Answers of `reuse` lists are shared by URL (and token, so a new session
 * never sees the last one's) until `forget()`, which the data provider calls after every write.
 */
export const listCalls = () => {
  const shared = reuseAnswers<unknown>();
  const getJson = async (path: string) => (await request('GET', path)).json;

  return {
    async list(
      config: ResourceConfig,
      list: ListConfig,
      filter: Row,
      { page, perPage }: { page: number; perPage: number },
    ): Promise<{ data: AppRecord[]; total: number }> {
      const status = statusOf(config, filter);
      const query = new URLSearchParams();
      if (list.total) {
        query.set('page', String(page));
        query.set('limit', String(perPage));
      }
      queryOf(list.params ?? [], filter, query);
      const path = withQuery(fill(list.path, { ...filter, status }), query);
      const json = await (list.reuse ? shared.get(`${session.token()} ${path}`, () => getJson(path)) : getJson(path));
      const rows = rowsAt(json, typeof list.rows === 'string' ? list.rows : list.rows[status]);
      const data = rows.map((row) => recordOf(config.id, row));
      if (list.total) return { data, total: Number(at(json, list.total) ?? data.length) };
      return { data: data.slice((page - 1) * perPage, page * perPage), total: data.length };
    },

    async one(config: ResourceConfig, get: GetConfig, id: Identifier): Promise<AppRecord> {
      const data = at(await getJson(fill(get.path, { id })), get.data);
      if (!isRow(data)) throw new Error(`The answer has no ${get.data}`);
      return recordOf(config.id, data);
    },

    forget: () => shared.clear(),
  };
};
