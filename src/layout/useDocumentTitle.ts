import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { highlights, type MenuEntry } from './Menu';

/**
 * Names the browser tab after the sidebar item of the current screen ('Reporters · Newsroom back-office'), so tabs,
 * history and screen readers tell the screens apart.
 */
export const useDocumentTitle = (items: readonly MenuEntry[]) => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useEffect(() => {
    const item = items.find((entry) => highlights(entry, pathname));
    const app = translate('app.title');
    document.title = item ? `${translate(item.label)} · ${app}` : app;
  }, [items, pathname, translate]);
};
