import { Menu, MenuItem } from '@mui/material';
import { interfaceLanguages, ownNames, type InterfaceLanguage } from '#contract/interface-languages';

/**
 * The languages of LanguageMenu, each by its own name in its own language (`lang`, so that a screen reader reads it
 * so), the one shown checked.
 */
export const LanguageList = ({
  id,
  anchor,
  language,
  onClose,
  onChoose,
}: {
  id: string;
  anchor: HTMLElement;
  language: InterfaceLanguage;
  onClose: () => void;
  onChoose: (language: InterfaceLanguage) => void;
}) => (
  <Menu id={id} anchorEl={anchor} open onClose={onClose}>
    {interfaceLanguages.map((code) => (
      <MenuItem
        key={code}
        lang={code}
        role="menuitemradio"
        aria-checked={code === language}
        selected={code === language}
        onClick={() => onChoose(code)}
      >
        {ownNames[code]}
      </MenuItem>
    ))}
  </Menu>
);
