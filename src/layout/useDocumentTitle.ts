import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { highlights, items } from './Menu';

/**
 * Names the browser tab after the sidebar item of the current screen ('Reporters · Newsroom back-office'), so tabs,
 * history and screen readers tell the screens apart.
 */
export const useDocumentTitle = () => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useEffect(() => {
    const item = items.find((entry) => highlights(entry, pathname));
    const app = translate('app.title');
    document.title = item ? `${translate(item.label)} · ${app}` : app;
  }, [pathname, translate]);
};
