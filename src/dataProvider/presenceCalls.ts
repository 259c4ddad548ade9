import { request } from './http';
import { at } from './json';

export interface Viewer {
  adminID: string;
  name: string;
}

/** Which record an admin has open: a declared resource's name and the record's id. */
export interface PresenceTarget {
  resource: string;
  id: string;
}

const presenceQuery = ({ resource, id }: PresenceTarget) =>
  `/presence?resource=${encodeURIComponent(resource)}&id=${encodeURIComponent(id)}`;

/**
 * Who else has a record open (server/src/live/presence.routes.ts), methods of the data provider
 * (`useDataProvider<AppDataProvider>()`); those that ask answer the other admins viewing it.
 */
export const presenceCalls = {
  /** I have the record open (sent again while it stays open: the server forgets it after a minute without). */
  announcePresence: async ({ resource, id }: PresenceTarget) =>
    at((await request('PUT', '/presence', { resource, id })).json, 'viewers') as Viewer[],
  getPresence: async (target: PresenceTarget) =>
    at((await request('GET', presenceQuery(target))).json, 'viewers') as Viewer[],
  leavePresence: async (target: PresenceTarget) => {
    await request('DELETE', presenceQuery(target));
  },
};

export type PresenceCalls = typeof presenceCalls;
