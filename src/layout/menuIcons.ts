import ArticleIcon from '@mui/icons-material/Article';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import WorkIcon from '@mui/icons-material/Work';

/**
 * The sidebar's icons, by the name a section gives (`menu.icon`). They live here, with the layout's code, so that
 * the sections list App.tsx reads on the login page carries names rather than icon components.
 */
export const menuIcons = {
  article: ArticleIcon,
  dashboard: DashboardIcon,
  formatQuote: FormatQuoteIcon,
  menuBook: MenuBookIcon,
  newspaper: NewspaperIcon,
  people: PeopleIcon,
  settings: SettingsIcon,
  smartDisplay: SmartDisplayIcon,
  work: WorkIcon,
};

export type MenuIconName = keyof typeof menuIcons;
