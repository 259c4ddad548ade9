import { request } from './http';
import { at } from './json';

/** An active admin: whom a record can be assigned to, or a note mention. */
export interface DeskAdmin {
  adminID: string;
  name: string;
}

export interface DeskNote {
  noteID: string;
  author: DeskAdmin;
  text: string;
  mentions: string[];
  createdAt: string;
  editedAt: string | null;
}

export interface AppNotification {
  notificationID: string;
  kind: 'assigned' | 'mentioned' | 'statusChanged' | 'wentLive' | 'backupFailed';
  resource: string | null;
  recordId: string | null;
  text: string;
  at: string;
  read: boolean;
}

/** Which record of which resource (a declaration's name). */
export interface DeskTarget {
  resource: string;
  id: string;
}

const path = (base: 'assign' | 'notes', { resource, id }: DeskTarget) =>
  `/${base}/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`;

/**
 * The review desk's calls (issue 44: server/src/desk, server/src/notifications), methods of the data provider
 * (`useDataProvider<AppDataProvider>()`).
 */
export const deskCalls = {
  getDeskAdmins: async () => at((await request('GET', '/desk/admins')).json, 'admins') as DeskAdmin[],
  /** Who each of the records is assigned to; an unassigned record is not in the answer. */
  getAssignees: async (resource: string, ids: readonly string[]) =>
    at(
      (await request('GET', `/assign/${encodeURIComponent(resource)}?ids=${ids.map(encodeURIComponent).join(',')}`))
        .json,
      'assignees',
    ) as (DeskAdmin & { recordId: string })[],
  assign: async (target: DeskTarget, adminID: string | null) =>
    at((await request('PUT', path('assign', target), { adminID })).json, 'assignee') as DeskAdmin | null,
  getNotes: async (target: DeskTarget) => at((await request('GET', path('notes', target))).json, 'notes') as DeskNote[],
  addNote: async (target: DeskTarget, text: string) =>
    at((await request('POST', path('notes', target), { text })).json, 'note') as DeskNote,
  updateNote: async (noteID: string, text: string) =>
    at((await request('PUT', `/notes/${encodeURIComponent(noteID)}`, { text })).json, 'note') as DeskNote,
  deleteNote: async (noteID: string) => {
    await request('DELETE', `/notes/${encodeURIComponent(noteID)}`);
  },
  getNotifications: async (unread = false) =>
    (await request('GET', `/notifications${unread ? '?unread=true' : ''}`)).json as {
      notifications: AppNotification[];
      unread: number;
    },
  markNotificationsRead: async (ids: readonly string[] | 'all') => {
    await request('PUT', '/notifications/read', ids === 'all' ? { all: true } : { ids: [...ids] });
  },
};

export type DeskCalls = typeof deskCalls;
