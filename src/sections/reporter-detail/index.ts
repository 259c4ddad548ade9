export { ReporterDetail, ReporterDailyQuotes, ReporterNews, ReporterShortVideos } from './ReporterDetail';
