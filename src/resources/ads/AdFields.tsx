import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ads } from '#contract/resources/ads';
import type { Rule } from '#contract/rules';
import { textKey } from '../../declared/texts';

/** The spec's 1-minute steps; the label stays up since the browser's picker shows its own placeholder. */
const picker = { inputLabel: { shrink: true }, htmlInput: { step: 60 } };

/**
 * Title, start and end of an ad (spec section 5). The end is judged against the start, so until a start is chosen
 * the end says 'Please select start date first'. The start's past-time rule differs between add and edit.
 */
export const AdFields = ({ startRule, disabled = false }: { startRule: readonly Rule[]; disabled?: boolean }) => {
  const { adsTitle, startDateTime, expiryDateTime } = ads.fields;
  const start: unknown = useWatch({ name: 'startDateTime' });
  const hasStart = typeof start === 'string' && start !== '';
  return (
    <>
      <TextInput
        source="adsTitle"
        label={textKey(ads, 'fields.adsTitle')}
        validate={[...adsTitle.rules]}
        disabled={disabled}
      />
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <TextInput
          type="datetime-local"
          source="startDateTime"
          label={textKey(ads, 'fields.startDateTime')}
          validate={[...startDateTime.rules, ...startRule]}
          disabled={disabled}
          slotProps={picker}
        />
        <TextInput
          type="datetime-local"
          source="expiryDateTime"
          label={textKey(ads, 'fields.expiryDateTime')}
          validate={[...expiryDateTime.rules]}
          helperText={hasStart ? false : 'app.ads.start_first'}
          disabled={disabled}
          slotProps={picker}
        />
      </Box>
    </>
  );
};
