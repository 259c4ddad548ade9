export { MediaContentDialog } from './MediaContentDialog';
export { MediaContentList } from './MediaContentList';
export { contentState } from './state';
export { tabStatus, type ContentTab, type MediaContentConfig } from './types';
export { modalMediaStyle } from './styles';
