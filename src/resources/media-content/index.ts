export { MediaContentDialog } from './MediaContentDialog';
export { MediaContentLayout } from './MediaContentLayout';
export { MediaContentList } from './MediaContentList';
export { contentState } from './state';
export { contentTabs, tabStatus, type ContentTab, type MediaContentConfig } from './types';
export { modalMediaStyle } from './styles';
