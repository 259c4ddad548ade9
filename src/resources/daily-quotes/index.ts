export { dailyQuotesConfig } from './config';
export { DailyQuoteDialog, DailyQuotesLayout, DailyQuotesTab } from './DailyQuotesScreens';
