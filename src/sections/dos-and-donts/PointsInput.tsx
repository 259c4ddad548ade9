import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { dosAndDonts } from '#contract/resources/dos-and-donts';
import { characterCount, limits, messages, required, totalCharactersExceeded } from '#contract/rules';
import { textKey } from '../../declaration/texts';

export interface PointValue {
  text: string;
}

const pointRequired = [required(messages.pointRequired)];

/** Characters in all points together, as the server counts them against the 2000 limit. */
export const charactersUsed = (points: PointValue[] | undefined) =>
  (points ?? []).reduce((sum, point) => sum + characterCount(point?.text ?? ''), 0);

/**
 * The dynamic list of points (spec section 5): + or Enter adds one while the points are under the limit, x removes
 * one and shows only while there is more than one; the counter and the over-limit message follow the typing.
 */
export const PointsInput = () => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray<{ points: PointValue[] }>({ name: 'points' });
  const used = charactersUsed(useWatch<{ points: PointValue[] }, 'points'>({ name: 'points' }));
  const canAdd = used < limits.dosPointsTotalMax;
  const add = () => {
    if (canAdd) append({ text: '' });
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter never submits from a point: it adds the next one, or nothing at the limit.
    event.preventDefault();
    add();
  };
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="subtitle1">
        {translate(textKey(dosAndDonts, 'fields.points'))}
      </Typography>
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput
            source={`points.${index}.text`}
            label={translate('app.dos_and_donts.point', { n: index + 1 })}
            validate={pointRequired}
            onKeyDown={addOnEnter}
            multiline
            fullWidth
          />
          {fields.length > 1 && (
            <IconButton
              aria-label={translate('app.dos_and_donts.remove_point', { n: index + 1 })}
              onClick={() => remove(index)}
              sx={{ mt: 1 }}
            >
              <CloseIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button startIcon={<AddIcon />} onClick={add} disabled={!canAdd}>
          {translate('app.dos_and_donts.add_point')}
        </Button>
        <Typography variant="body2" color={used > limits.dosPointsTotalMax ? 'error' : 'text.secondary'} role="status">
          {translate('app.dos_and_donts.characters_used', { used, max: limits.dosPointsTotalMax })}
        </Typography>
      </Stack>
      {used > limits.dosPointsTotalMax && (
        <Typography color="error" variant="body2" role="alert">
          {totalCharactersExceeded(used)}
        </Typography>
      )}
    </Stack>
  );
};
