export { AdminList } from './AdminList';
