export { AppLayout } from './AppLayout';
export { PassthroughLayout } from './PassthroughLayout';
export { LOGOUT_SUCCESS, Menu, TOKEN_NOT_FOUND } from './Menu';
export { NotFound } from './NotFound';
export { PageSkeleton } from './PageSkeleton';
export { Placeholder } from './Placeholder';
