import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { InterfaceLanguage } from '#contract/interface-languages';
import { errorMessage, request } from '../dataProvider/http';
import { LanguageMenu } from './LanguageMenu';

/**
 * The top bar's language menu: switches the app at once (react-admin's locale, ../i18n/index.ts) and stores the
 * choice for the admin (PUT /api/account/language), applied at their next sign-in on any browser.
 */
export const LanguageButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  return (
    <LanguageMenu
      language={locale as InterfaceLanguage}
      label={translate('app.language.menu')}
      onChoose={(language) => {
        setLocale(language);
        request('PUT', '/account/language', { interfaceLanguage: language }).catch((error: unknown) =>
          notify(errorMessage(error), { type: 'error' }),
        );
      }}
    />
  );
};
