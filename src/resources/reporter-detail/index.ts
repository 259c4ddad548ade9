export { ReporterDetail, ReporterDailyQuotes, ReporterNews, ReporterShortVideos } from './ReporterDetail';
export { STATUS_UPDATE_FAILED, STATUS_UPDATED } from './ReporterStatusSelect';
