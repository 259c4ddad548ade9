import type { LayoutProps } from 'react-admin';

/** react-admin's own Layout would wrap every route; ours (AppLayout) wraps only the routes of the authenticated layout. */
export const PassthroughLayout = ({ children }: LayoutProps) => <>{children}</>;
