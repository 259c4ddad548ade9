export { shortVideoConfig } from './config';
export { ShortVideoDialog, ShortVideoTab } from './ShortVideoScreens';
