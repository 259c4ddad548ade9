import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Allows } from '../access/access';
import { useAccess } from '../access/useAccess';
import { NoAccess } from '../layout/NoAccess';
import { PageSkeleton } from '../layout/PageSkeleton';

/** A page shown only when the admin's access allows it: else NO_ACCESS (a skeleton while the access is read). */
export const AccessGate = ({ allows, children }: { allows?: Allows; children: ReactNode }) => {
  const access = useAccess();
  if (!allows) return children;
  if (!access) return <PageSkeleton />;
  return allows(access) ? children : <NoAccess />;
};

/**
 * A section's root: opens the first of its pages the admin may use (`to` relative to the root), or says there is
 * none (Settings for an admin whose roles allow none of its tabs). The query goes along, so a search result's
 * `/jobs?show=<id>` opens the job on the first tab.
 */
export const OpenFirstAllowed = ({ pages }: { pages: readonly { to: string; allows?: Allows }[] }) => {
  const access = useAccess();
  const { search } = useLocation();
  if (!access && pages.some((page) => page.allows)) return <PageSkeleton />;
  const allowed = pages.find((page) => !page.allows || (access && page.allows(access)));
  return allowed ? <Navigate to={{ pathname: allowed.to, search }} replace /> : <NoAccess />;
};
