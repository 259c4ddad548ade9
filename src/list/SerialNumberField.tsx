import { useListContext, useRecordContext } from 'react-admin';

/** The row's number across pages (S.No), counted from the list's page and page size. */
export const SerialNumberField = (_: { label?: string }) => {
  const record = useRecordContext();
  const { data = [], page, perPage } = useListContext();
  if (!record) return null;
  return <>{(page - 1) * perPage + data.indexOf(record) + 1}</>;
};
