export { NewReporterList } from './NewReporterList';
export { ActiveReporterList } from './ActiveReporterList';
export { InactiveReporterList } from './InactiveReporterList';
export { TrashReporterList } from './TrashReporterList';
