export { AppLayout } from './AppLayout';
export { PassthroughLayout } from './PassthroughLayout';
export { Menu } from './Menu';
export { NotFound } from './NotFound';
export { PageSkeleton } from './PageSkeleton';
