import CloseIcon from '@mui/icons-material/Close';
import { Chip, IconButton } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { isEmptyFilterValue } from '../dataProvider/json';

/**
 * An active filter, named by `text`, with a button that removes it (`onRemove`). A plain chip holding a real button:
 * MUI's deletable chip is itself a button that does nothing when pressed.
 */
export const RemovableChip = ({ text, onRemove }: { text: string; onRemove: () => void }) => {
  const translate = useTranslate();
  return (
    <Chip
      color="primary"
      variant="outlined"
      sx={{ pr: 0.5 }}
      label={
        <>
          {text}
          <IconButton
            size="small"
            aria-label={translate('app.list.clear_filter', { filter: text })}
            onClick={onRemove}
            sx={{ ml: 0.5, mr: -0.5, p: 0.25 }}
          >
            <CloseIcon fontSize="inherit" />
          </IconButton>
        </>
      }
    />
  );
};

/**
 * A filter the list's own controls do not offer (one a link opened the list with, such as the dashboard's 'Ending
 * within 7 days'), shown while it is set so the list never looks whole when it is not, with a button that removes it.
 * `label` is a catalogue key given the value as `smart_count` and as `value`.
 */
export const FilterChip = ({
  source,
  label,
  shown,
}: {
  source: string;
  label: string;
  /** The value in words where it is not its own (an admin's name for their id), given to `label` as `value`. */
  shown?: string;
}) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const value: unknown = filterValues[source];
  if (isEmptyFilterValue(value)) return null;
  const clear = () => {
    const { [source]: _removed, ...rest } = filterValues;
    setFilters(rest, displayedFilters, false);
  };
  return (
    <RemovableChip
      text={translate(label, { smart_count: Number(value), value: shown ?? String(value) })}
      onRemove={clear}
    />
  );
};
