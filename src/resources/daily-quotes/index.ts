export { DailyQuotesLayout, DailyQuotesTab } from './DailyQuotesScreens';
