import type { Identifier } from 'react-admin';
import { session } from './session';
import { request } from './http';
import { at, fill, isRow, queryOf, recordOf, rowsAt, withQuery } from './json';
import { reuseAnswers } from './reuse';
import type { AppRecord, ResourceConfig, Row } from './types';

export type ListConfig = NonNullable<ResourceConfig['list']>;
export type GetConfig = NonNullable<ResourceConfig['get']>;
/** The page, and the column header's sort: sent only for a field the list declares sortable. */
type Pagination = { page: number; perPage: number; sort?: { field: string; order: string } };

/** The list status a filter names, else the declared default. */
export const statusOf = (config: ResourceConfig, filter: Row) => String(filter.status ?? config.list?.status ?? '');

/** How long a prefetched list answer waits for the screen that asked for it. */
export const PREFETCH_MS = 10_000;

/**
 * The reading calls of declared resources. Answers of `reuse` lists are shared by URL (and token, so a new session
 * never sees the last one's) until `forget()`, which the data provider calls after every write. A `prefetch`ed list
 * answer serves the first identical call within PREFETCH_MS, once.
 */
export const listCalls = () => {
  const shared = reuseAnswers<unknown>();
  const prefetched = new Map<string, { answer: Promise<unknown>; at: number }>();
  const getJson = async (path: string) => (await request('GET', path)).json;

  const pathOf = (config: ResourceConfig, list: ListConfig, filter: Row, { page, perPage, sort }: Pagination) => {
    const query = new URLSearchParams();
    if (list.total) {
      query.set('page', String(page));
      query.set('limit', String(perPage));
    }
    queryOf(list.params ?? [], filter, query);
    // react-admin always names a sort (its default is the id): a list keeps the server's own order unless a column
    // header asked for a field the server may sort by.
    if (sort && list.sortable?.includes(sort.field)) {
      query.set('sort', sort.field);
      query.set('order', sort.order.toLowerCase());
    }
    return withQuery(fill(list.path, { ...filter, status: statusOf(config, filter) }), query);
  };

  const takePrefetched = (key: string) => {
    const kept = prefetched.get(key);
    prefetched.delete(key);
    return kept && Date.now() - kept.at < PREFETCH_MS ? kept.answer : undefined;
  };

  return {
    async list(
      config: ResourceConfig,
      list: ListConfig,
      filter: Row,
      pagination: Pagination,
    ): Promise<{ data: AppRecord[]; total: number }> {
      const { page, perPage } = pagination;
      const status = statusOf(config, filter);
      const path = pathOf(config, list, filter, pagination);
      const key = `${session.token()} ${path}`;
      const json = await (takePrefetched(key) ?? (list.reuse ? shared.get(key, () => getJson(path)) : getJson(path)));
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

    /**
     * Asks for a list page before its screen does (the screen's code may still be loading); settles, never rejects,
     * when the answer is in.
     */
    prefetch(config: ResourceConfig, list: ListConfig, filter: Row, pagination: Pagination) {
      const path = pathOf(config, list, filter, pagination);
      const key = `${session.token()} ${path}`;
      const entry = { answer: getJson(path), at: Date.now() };
      prefetched.set(key, entry);
      // A failed prefetch is not handed out: the screen's own call asks again and deals with the failure.
      return entry.answer.then(
        () => undefined,
        () => {
          if (prefetched.get(key) === entry) prefetched.delete(key);
        },
      );
    },

    forget: () => {
      shared.clear();
      prefetched.clear();
    },
  };
};
