export { BackupList } from './BackupList';
