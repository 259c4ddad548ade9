import type { RequestContext } from '../lib/request-context.js';

type Values = Record<string, unknown>;

/** What a revert needs of a resource: its record as GET answers it, and its normal update path. */
export interface AuditedResource {
  get(id: string, ctx: RequestContext): Promise<Values>;
  /** The resource's own update, refusing a save unless the record is still at `version` (its updatedAt). */
  update(id: string, body: Values, ctx: RequestContext, version: Date): Promise<unknown>;
  /** Its update takes every field (a form sent whole): a revert sends the current record with the old values in. */
  wholeBody?: boolean;
  /**
   * The fields its update takes (its body's), which a revert can put back. Others an entry may hold are left as they
   * are: a file's URL, which only an upload replaces (and which removes the file replaced), and values the server
   * derives.
   */
  fields: readonly string[];
}

/**
 * The resources an entry can be reverted on, by the name their entries carry. Each resource's routes register
 * theirs, so the audit module calls the same update path the API does without importing every service.
 */
export class AuditedResources {
  private readonly byName = new Map<string, AuditedResource>();

  register(name: string, resource: AuditedResource) {
    this.byName.set(name, resource);
  }

  find(name: string) {
    return this.byName.get(name);
  }

  /** The fields of an entry's changes that a revert puts back: none for a bulk entry or a resource without revert. */
  revertable(entry: { resource: string; recordIds: readonly string[]; changes: readonly { field: string }[] }) {
    const fields = entry.recordIds.length === 1 ? this.find(entry.resource)?.fields : undefined;
    return fields ? entry.changes.map((change) => change.field).filter((field) => fields.includes(field)) : [];
  }
}
