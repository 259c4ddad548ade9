import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
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
 * none (Settings for an admin whose roles allow none of its tabs).
 */
export const OpenFirstAllowed = ({ pages }: { pages: readonly { to: string; allows?: Allows }[] }) => {
  const access = useAccess();
  if (!access && pages.some((page) => page.allows)) return <PageSkeleton />;
  const allowed = pages.find((page) => !page.allows || (access && page.allows(access)));
  return allowed ? <Navigate to={allowed.to} replace /> : <NoAccess />;
};
