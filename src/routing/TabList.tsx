import type { ElementType, ReactNode } from 'react';
import { List } from 'react-admin';
import { NumberedPagination } from '../list/NumberedPagination';
import type { ListRoute } from './listRoute';

/**
 * One tab of a section: its declared list (the tab's status) with numbered pages. The tab draws its own header (count
 * card, search, filters, actions), so react-admin's toolbar and exporter are off, and a tab with no rows still shows
 * that header instead of react-admin's empty page.
 */
export const TabList = ({
  list,
  title,
  component,
  children,
}: {
  list: ListRoute;
  title: string;
  component?: ElementType;
  children: ReactNode;
}) => (
  <List
    {...list}
    pagination={<NumberedPagination />}
    actions={false}
    exporter={false}
    empty={false}
    title={title}
    {...(component && { component })}
  >
    {children}
  </List>
);
