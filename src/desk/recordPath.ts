import type { ContentDeclaration } from '#contract/content/content-declaration';
import { contentDeclarations } from '#contract/content/index';
import { declaredResources } from '#contract/resources/index';

/**
 * The app route that opens a record, as the top bar's search opens it (issue 42): a content item's dialog on its
 * list (`?show=<id>`, src/list/useShownRecord.ts; the Pending list's, which opens an item whatever its state), a
 * declared record's page. Undefined for a resource without one (a failed backup's notification).
 */
export const recordPath = (resource: string | null, id: string | null): string | undefined => {
  if (!resource || !id) return undefined;
  const content: ContentDeclaration | undefined = contentDeclarations.find(
    (declaration) => declaration.name === resource,
  );
  const path = content?.search?.paths.Pending ?? declaredResources.find((d) => d.name === resource)?.search?.path;
  return path?.replace('{id}', encodeURIComponent(id));
};
