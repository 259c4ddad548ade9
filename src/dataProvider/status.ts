import type { Identifier } from 'react-admin';
import { request } from './http';
import { fill, isEmptyFilterValue } from './json';
import { statusOf } from './list';
import type { ResourceConfig, Row } from './types';

export type StatusConfig = NonNullable<ResourceConfig['status']>;

/**
 * Sends a status change: by list filter (`match`), for several ids in one call (`ids`), or one call per id.
 * `filter` is only given for a change of every record matching a list filter.
 */
export const setStatus = async (
  resource: string,
  config: ResourceConfig,
  status: StatusConfig,
  ids: Identifier[],
  data: Row,
  filter?: Row,
) => {
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

/** A declared action on one record (e.g. approve): its own body when it declares one, else `data`. */
export const runAction = async (resource: string, config: ResourceConfig, call: string, id: Identifier, data: Row) => {
  const action = config.actions?.[call];
  if (!action) throw new Error(`Resource "${resource}" declares no ${call} call`);
  await request(action.method ?? 'PUT', fill(action.path, { id }), action.body ?? data);
};
