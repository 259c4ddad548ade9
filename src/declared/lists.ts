import type { Identifier } from 'react-admin';
import type { ListRoute } from '../routing/listRoute';
import type { Declared } from '../declaration/declared';
import { resourceNameOf } from './resourceName';

/**
 * The resource a page of declared resources shows: of a page that shows several (the category kinds), the one the
 * address's list filter `kind` names, else the first.
 */
export const shownDeclaration = (declarations: readonly Declared[], search: string): Declared => {
  if (declarations.length === 1) return declarations[0];
  let kind: unknown;
  try {
    kind = (JSON.parse(new URLSearchParams(search).get('filter') ?? '{}') as { kind?: unknown }).kind;
  } catch {
    kind = undefined;
  }
  return declarations.find((declaration) => declaration.screen?.kind?.value === kind) ?? declarations[0];
};

/**
 * The list of a declared resource's page (ListScreen's `<List>`), declared once for the screen and for its route,
 * so that the app asks for its first page while the screen's code loads (App.tsx `preloadRoute`): its page size, and
 * the first status tab (and, on a page of several, the kind) that a visit without a filter opens on.
 */
export const declaredList = (declaration: Declared, declarations: readonly Declared[]): ListRoute => {
  const { screen } = declaration;
  const [firstTab] = Object.keys(screen?.views?.labels ?? screen?.tabs?.labels ?? {});
  return {
    resource: resourceNameOf(declaration),
    perPage: screen?.pageSize ?? 10,
    filter: {},
    filterDefaultValues: {
      ...(declarations.length > 1 && { kind: screen?.kind?.value }),
      ...(firstTab !== undefined && { status: firstTab }),
    },
  };
};

/** The resources declared `childOf` the given one (its records' child lists). */
export const childrenOf = (parent: Declared, declarations: readonly Declared[]) =>
  declarations.filter((declaration) => declaration.screen?.childOf?.parent === parent.name);

/**
 * The child list under one parent record: filtered by the parent's id (sent as the query parameter the child's
 * `childOf.field` names), with a page of its own that is not kept in the URL (the parent's page owns that).
 */
export const childList = (child: Declared, parentId: Identifier): ListRoute => ({
  resource: resourceNameOf(child),
  storeKey: `${child.name}.of.${String(parentId)}`,
  perPage: child.screen?.pageSize ?? 10,
  filter: { [child.screen!.childOf!.field]: parentId },
});
