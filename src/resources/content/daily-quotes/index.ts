export { DailyQuotesTab } from './DailyQuotesScreens';
