import type { RequestContext } from '../lib/request-context.js';

type Values = Record<string, unknown>;

/** What a revert needs of a resource: its record as GET answers it, and its normal update path. */
export interface AuditedResource {
  get(id: string, ctx: RequestContext): Promise<Values>;
  /** The resource's own update, refusing a save unless the record is still at `version` (its updatedAt). */
  update(id: string, body: Values, ctx: RequestContext, version: Date): Promise<unknown>;
  /**
   * Puts a deleted record back under its id from its delete entry's before-values (as GET answered them), recorded as
   * the revert: a revert of a delete. Files removed with the record are not put back.
   */
  recreate?(id: string, before: Values, ctx: RequestContext): Promise<Values>;
  /** Its update takes every field (a form sent whole): a revert sends the current record with the old values in. */
  wholeBody?: boolean;
  /**
   * The fields its update takes (its body's), which a revert can put back. Others an entry may hold are left as they
   * are (values the server derives), unless they are `files`.
   */
  fields: readonly string[];
  /**
   * Its file fields (answered as URLs, set only by an upload) and how to point the record at earlier files again: a
   * revert of an upload, while the files it replaced are kept (see retiredMedia).
   */
  files?: {
    fields: readonly string[];
    /** Values an upload derives from its file (a video's duration), put back with the files. */
    values?: readonly string[];
    /** Each field's file by its media key (null: none) and the `values`, at `version`; recorded as the revert. */
    restore(
      id: string,
      restored: Pick<Revertable, 'files' | 'values'>,
      ctx: RequestContext,
      version: Date,
    ): Promise<Values>;
  };
}

/**
 * What a revert can put back of an entry's changes: its plain fields, its file fields with their earlier key, and the
 * values derived from those files.
 */
export interface Revertable {
  fields: string[];
  files: Record<string, string | null>;
  values: Record<string, unknown>;
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

  /**
   * What a revert of the entry puts back: nothing for a bulk entry or a resource without revert; a file field only
   * when `keyOf` finds the file its before-value names still kept (or it had none).
   */
  revertable(
    entry: { resource: string; recordIds: readonly string[]; changes: readonly { field: string; before: unknown }[] },
    keyOf: (url: unknown) => string | null | undefined,
  ): Revertable {
    const resource = entry.recordIds.length === 1 ? this.find(entry.resource) : undefined;
    const revertable: Revertable = { fields: [], files: {}, values: {} };
    for (const change of resource ? entry.changes : []) {
      if (resource!.fields.includes(change.field)) revertable.fields.push(change.field);
      else if (resource!.files?.fields.includes(change.field)) {
        const key = change.before === null ? null : keyOf(change.before);
        if (key !== undefined) revertable.files[change.field] = key;
      }
    }
    if (Object.keys(revertable.files).length > 0)
      for (const change of entry.changes)
        if (resource!.files?.values?.includes(change.field)) revertable.values[change.field] = change.before;
    return revertable;
  }
}
