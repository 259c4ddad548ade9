import { can, hiddenFieldsOf, type Access } from '#contract/permissions';
import { useEffect, useSyncExternalStore } from 'react';
import { accessStore } from './access';

/**
 * The signed-in admin's access (access.ts), read on first use and followed when it is read again; undefined until
 * it is in, when nothing that needs a permission shows.
 */
export const useAccess = (): Access | undefined => {
  const access = useSyncExternalStore(accessStore.subscribe, accessStore.current);
  useEffect(() => {
    if (!access) void accessStore.load().catch(() => undefined);
  }, [access]);
  return access;
};

/** Whether the admin may do `action` on `resource` (false until the access is in): the control shows iff this holds. */
export const useCan = (resource: string, action: string) => {
  const access = useAccess();
  return access !== undefined && can(access, resource, action);
};

const noFields: ReadonlySet<string> = new Set();

/** The fields of `resource` the admin never sees nor writes (columns, dialog fields). */
export const useHiddenFields = (resource: string): ReadonlySet<string> => {
  const access = useAccess();
  const hidden = access && hiddenFieldsOf(access, resource);
  // One set for none, so that what a screen derives from it stays the same from render to render.
  return hidden?.size ? hidden : noFields;
};
