import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { List, useTranslate } from 'react-admin';
import { NumberedPagination } from '../list/NumberedPagination';
import type { TabScreenProps } from '../routing/section';
import type { Declared } from '../declaration/declared';
import { filterProps } from './filters';
import { Table } from './ListScreen';
import { SingletonScreen } from './SingletonScreen';
import { textKey } from '../declaration/texts';

/** One tab of a declared section: its view of the list (TabScreenProps' `list`), with the tab's own count card. */
const DeclaredTabScreen = ({ declaration, tab, list }: TabScreenProps & { declaration: Declared }) => (
  <List
    {...list}
    title={textKey(declaration, 'title')}
    pagination={<NumberedPagination />}
    {...filterProps(declaration)}
    exporter={false}
    empty={false}
  >
    <Table
      declaration={declaration}
      kinds={[declaration]}
      count={declaration.screen?.sectionTabs?.[tab]?.count ? textKey(declaration, `section_counts.${tab}`) : undefined}
    />
  </List>
);

/** By name, as declaredSectionOf (./section.ts) names them. */
/** A singleton that is a section of its own: its page under the section's heading (Settings' tab has Settings'). */
const SingletonPage = ({ declaration }: { declaration: Declared }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ pt: 1 }}>
      <Typography variant="h5" component="h1">
        {translate(textKey(declaration, 'title'))}
      </Typography>
      <SingletonScreen declaration={declaration} />
    </Box>
  );
};

type Screens = Record<'DeclaredTabScreen' | 'SingletonScreen', (props: TabScreenProps) => ReactNode>;

// One set per declaration, so that each screen stays the same component across renders.
const screensOf = new WeakMap<Declared, Screens>();

/**
 * The screens module of a declared section (what mountSection loads on first visit), its screens bound to the
 * declaration.
 */
export const sectionScreensOf = (declaration: Declared): Screens => {
  const known = screensOf.get(declaration);
  if (known) return known;
  const screens: Screens = {
    DeclaredTabScreen: (props) => <DeclaredTabScreen declaration={declaration} {...props} />,
    SingletonScreen: () => <SingletonPage declaration={declaration} />,
  };
  screensOf.set(declaration, screens);
  return screens;
};
