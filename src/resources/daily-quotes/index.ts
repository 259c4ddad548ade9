export { DailyQuoteDialog, DailyQuotesLayout, DailyQuotesTab } from './DailyQuotesScreens';
