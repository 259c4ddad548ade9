import type { RequestContext } from '../lib/request-context.js';

type Values = Record<string, unknown>;

/** What a revert needs of a resource: its record as GET answers it, and its normal update path. */
export interface AuditedResource {
  get(id: string, ctx: RequestContext): Promise<Values>;
  /** The resource's own update, refusing a save unless the record is still at `version` (its updatedAt). */
  update(id: string, body: Values, ctx: RequestContext, version: Date): Promise<unknown>;
  /** Its update takes every field (a form sent whole): a revert sends the current record with the old values in. */
  wholeBody?: boolean;
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
}
