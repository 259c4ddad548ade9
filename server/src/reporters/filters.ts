import { reporters } from '#contract/resources/reporters';
import { reporterStatuses, type ReporterStatus, type UserRole } from '../db/schema.js';
import { badRequest } from '../lib/http-errors.js';
import { reporterRoles, type ReporterMatch } from './queries.js';

export const reporterMessages = {
  roleTypeInvalid: 'Role type must be Reporter or GuestReporter',
  statusInvalid: `Status must be one of ${reporters.fields.status.values.join(', ')}`,
  bulkStatusInvalid: 'Status must be one of Active, Inactive, Trash',
  noneSelected: 'Select at least one reporter',
  idsOrMatch: 'Send either roleIDs or match, not both',
  matchStatusInvalid: 'match.status must be one of Active, Pending, Inactive, Trash',
  expectedWithMatch: 'Send expected with roleIDs; a change by match only takes reporters that still match',
  pendingApproval: 'Reporter is pending approval; approve or reject it first',
  notPending: 'Reporter is not pending approval',
} as const;

/** A list's filter beyond its status, as the list call's query takes it. */
export interface ReporterFilterQuery {
  search?: string;
  roleType?: string[];
}

// The filter's checkbox labels ("Guest Reporter") and any casing name the same two roles.
const ROLE_TYPES: Record<string, UserRole> = { reporter: 'Reporter', guestreporter: 'GuestReporter' };

export const statusOf = (value: unknown, message: string = reporterMessages.statusInvalid): ReporterStatus => {
  const status =
    typeof value === 'string' &&
    reporterStatuses.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
  if (!status) throw badRequest(message);
  return status;
};

/** The filter arrives as repeated params, a comma-joined string or a JSON array string; empty means both types. */
const roleTypesOf = (values: string[] = []): UserRole[] => {
  const names = values.flatMap((value) => {
    const text = value.trim();
    if (!text.startsWith('[')) return text.split(',');
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // falls through to the 400 below
    }
    throw badRequest(reporterMessages.roleTypeInvalid);
  });
  const roles = new Set<UserRole>();
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    const role = ROLE_TYPES[name.replace(/\s+/g, '').toLowerCase()];
    if (!role) throw badRequest(reporterMessages.roleTypeInvalid);
    roles.add(role);
  }
  return roles.size > 0 ? [...roles] : reporterRoles;
};

/** The one reading of a list filter: the list, the status call by filter and the export all use it. */
export const matchOf = (status: ReporterStatus, query: ReporterFilterQuery): ReporterMatch => ({
  status,
  roles: roleTypesOf(query.roleType),
  search: query.search?.trim() || undefined,
});
