import { accessOf, can, type Access, type Permission } from '#contract/permissions';
import { request } from '../dataProvider/http';
import { at } from '../dataProvider/json';
import { session } from '../dataProvider/session';

/**
 * What the signed-in admin may do (issue 40): `GET /api/me/permissions` read once per session (after login, and on a
 * reload, as it lives in memory) through `accessOf`, the policy the server enforces. It is read again when a call
 * answers 403 (a role changed meanwhile); screens follow it through `useAccess`.
 */
interface Held {
  token: string;
  access: Access;
  roles: readonly string[];
}

let held: Held | undefined;
let reading: { token: string; answer: Promise<Access> } | undefined;
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

const read = (token: string): Promise<Access> => {
  const answer = request('GET', '/me/permissions').then(({ json }) => {
    const permissions = (at(json, 'permissions') ?? []) as Permission[];
    const roles = (at(json, 'roles') ?? []) as string[];
    const access = accessOf(permissions);
    // A sign-out or another sign-in meanwhile makes this answer another session's.
    if (session.token() === token) {
      held = { token, access, roles };
      changed();
    }
    return access;
  });
  reading = { token, answer };
  answer
    .catch(() => undefined)
    .finally(() => {
      if (reading?.answer === answer) reading = undefined;
    });
  return answer;
};

export const accessStore = {
  /** The session's access once read; undefined while it is being read or without a session. */
  current(): Access | undefined {
    const token = session.token();
    return held && held.token === token ? held.access : undefined;
  },

  /** The session's access, read from the server when not yet held. */
  async load(): Promise<Access | undefined> {
    const token = session.token();
    if (!token) return undefined;
    if (held?.token === token) return held.access;
    if (reading?.token === token) return reading.answer;
    return read(token);
  },

  /** Reads the access again (a call answered 403: the admin's roles may have changed); screens follow. */
  refresh(): Promise<Access> | undefined {
    const token = session.token();
    return token ? read(token) : undefined;
  },

  /** The names of the session's roles, once read. */
  roles: () => (held && held.token === session.token() ? held.roles : []),

  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },

  /** Forgets the access (sign-out). */
  clear() {
    held = undefined;
    reading = undefined;
    changed();
  },
};

/** Whether the access lets its holder open a screen of one of `resources` (list or read one). */
export const mayOpen = (access: Access, resources: readonly string[]) =>
  resources.some((resource) => can(access, resource, 'list') || can(access, resource, 'read'));

/** Whether the access lets its holder use a page; a page without one is open to every admin. */
export type Allows = (access: Access) => boolean;

/** A page of one of `resources` (a list or one record). */
export const opening =
  (...resources: string[]): Allows =>
  (access) =>
    mayOpen(access, resources);

/** A page that does `action` on `resource` (e.g. the Dos and Don'ts editor: update). */
export const doing =
  (resource: string, action: string): Allows =>
  (access) =>
    can(access, resource, action);
