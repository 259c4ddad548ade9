export { ReporterTickets } from './ReporterTickets';
