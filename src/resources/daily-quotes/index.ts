export { dailyQuotesConfig } from './config';
export { DailyQuoteDialog, DailyQuotesTab } from './DailyQuotesScreens';
