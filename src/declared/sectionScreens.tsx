import { useState, type ReactNode } from 'react';
import { useCan } from '../access/useAccess';
import { Box, Button, Stack, Typography } from '@mui/material';
import { List, useTranslate } from 'react-admin';
import { CountCard } from '../list/CountCard';
import { FilterChip } from '../list/FilterChip';
import { FilterMenu } from '../list/FilterMenu';
import { ListHeader } from '../list/ListHeader';
import { NumberedPagination } from '../list/NumberedPagination';
import type { TabScreenProps } from '../routing/section';
import type { Declared } from '../declaration/declared';
import { CardGrid } from './CardGrid';
import { CoverGroups } from './CoverGroups';
import { CoverPage } from './CoverPage';
import { filterProps } from './filters';
import { RecordDialog } from './RecordDialog';
import { Table } from './ListScreen';
import { SingletonScreen } from './SingletonScreen';
import { textKey } from '../declaration/texts';

/**
 * A tab of a card grid (`screen.grid`): the count card, the chips a link opened it with, the day filter
 * (`screen.days`: clicking the chosen day again clears it), the Add button unless the tab has none, and the cards.
 */
const GridTab = ({ declaration, tab, count }: { declaration: Declared; tab: string; count: string }) => {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const { screen, api } = declaration;
  const mayAdd = useCan(declaration.name, 'create');
  return (
    <>
      <ListHeader>
        <CountCard label={count} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {Object.keys(screen?.chips ?? {}).map((source) => (
            <FilterChip key={source} source={source} label={textKey(declaration, `chips.${source}`)} />
          ))}
          {screen?.days && (
            <FilterMenu
              groups={[
                {
                  source: 'days',
                  options: Object.keys(screen.days).map((days) => ({
                    id: Number(days),
                    name: textKey(declaration, `days.${days}`),
                  })),
                },
              ]}
            />
          )}
          {api.create && screen?.add && screen.sectionTabs?.[tab]?.add !== false && mayAdd && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {translate(textKey(declaration, 'add_button'))}
            </Button>
          )}
        </Stack>
      </ListHeader>
      <CardGrid declaration={declaration} />
      {adding && <RecordDialog declaration={declaration} onClose={() => setAdding(false)} />}
    </>
  );
};

/** One tab of a declared section: its view of the list (TabScreenProps' `list`), with the tab's own count card. */
const DeclaredTabScreen = ({ declaration, tab, list }: TabScreenProps & { declaration: Declared }) => {
  const { screen } = declaration;
  const count = screen?.sectionTabs?.[tab]?.count ? textKey(declaration, `section_counts.${tab}`) : undefined;
  // Cover groups come all at once, without pages.
  if (screen?.covers)
    return (
      <List
        {...list}
        title={textKey(declaration, 'title')}
        pagination={false}
        actions={false}
        exporter={false}
        empty={false}
        component="div"
      >
        <CoverGroups declaration={declaration} tab={tab} count={count ?? textKey(declaration, 'count')} />
      </List>
    );
  return (
    <List
      {...list}
      title={textKey(declaration, 'title')}
      pagination={<NumberedPagination />}
      {...filterProps(declaration)}
      exporter={false}
      empty={false}
      {...(screen?.grid && { component: 'div' })}
    >
      {screen?.grid ? (
        <GridTab declaration={declaration} tab={tab} count={count ?? textKey(declaration, 'count')} />
      ) : (
        <Table declaration={declaration} kinds={[declaration]} count={count} />
      )}
    </List>
  );
};

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

type Screens = Record<
  'DeclaredTabScreen' | 'SingletonScreen' | 'DeclaredCoverPage',
  (props: TabScreenProps) => ReactNode
>;

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
    DeclaredCoverPage: () => <CoverPage declaration={declaration} />,
  };
  screensOf.set(declaration, screens);
  return screens;
};
