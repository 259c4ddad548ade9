// One module per icon, as the login page's code is counted (e2e/first-load.e2e.ts).
import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import type { InterfaceLanguage } from '#contract/interface-languages';

// The menu itself (MUI's Menu, Popover, Modal) loads on the first press: the login page's code stays small.
const LanguageList = lazy(() => import('./LanguageList').then((module) => ({ default: module.LanguageList })));

/**
 * The 'Interface language' button (issue 43) and its menu of each language by its own name (English, हिन्दी, اردو),
 * in the top bar and on the login page. `label` is the button's name in the language shown; `onChoose` switches.
 *
 * @example
 * <LanguageMenu language="en" label={translate('app.language.menu')} onChoose={(language) => setLocale(language)} />
 */
export const LanguageMenu = ({
  language,
  label,
  onChoose,
}: {
  language: InterfaceLanguage;
  label: string;
  onChoose: (language: InterfaceLanguage) => void;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      {anchor && (
        <Suspense>
          <LanguageList
            id={menuId}
            anchor={anchor}
            language={language}
            onClose={() => setAnchor(null)}
            onChoose={(chosen) => {
              setAnchor(null);
              if (chosen !== language) onChoose(chosen);
            }}
          />
        </Suspense>
      )}
    </>
  );
};
