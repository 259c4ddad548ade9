import { Button, Card, CardContent, Stack } from '@mui/material';
import { Form, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { dosAndDonts } from '#contract/resources/dos-and-donts';
import { limits } from '#contract/rules';
import { textKey } from '../../declaration/texts';
import { errorMessage } from '../../dataProvider';
import { dosAndDontsPaths } from './paths';
import { charactersUsed, PointsInput, type PointValue } from './PointsInput';

export interface DosAndDontsValues {
  title: string;
  points: PointValue[];
}

/** What the create and update calls take: the title and the points as plain strings, trimmed. */
export const bodyOf = ({ title, points }: DosAndDontsValues) => ({
  title: title.trim(),
  points: points.map((point) => point.text.trim()),
});

const SubmitButton = ({ label, busyLabel }: { label: string; busyLabel: string }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
      {translate(isSubmitting ? busyLabel : label)}
    </Button>
  );
};

/**
 * The add and edit form (spec sections 2 and 5). `save` sends the body; after it the view opens with `success`;
 * a refused save stays on the form with the server's message.
 */
export const DosAndDontsForm = ({
  title,
  defaultValues,
  save,
  success,
  submitLabel,
  busyLabel,
}: {
  title: string;
  defaultValues: DosAndDontsValues;
  save: (body: ReturnType<typeof bodyOf>) => Promise<unknown>;
  success: string;
  submitLabel: string;
  busyLabel: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const submit = async (values: Record<string, unknown>) => {
    const typed = values as unknown as DosAndDontsValues;
    // The counter already says so; the limit blocks the save rather than sending what the server refuses.
    if (charactersUsed(typed.points) > limits.dosPointsTotalMax) return;
    try {
      await save(bodyOf(typed));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return;
    }
    notify(success, { type: 'success' });
    void navigate(dosAndDontsPaths.view);
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 840 }}>
      <Title title={title} />
      <CardContent>
        <Form defaultValues={defaultValues} onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <TextInput
              source="title"
              label={translate(textKey(dosAndDonts, 'fields.title'))}
              validate={dosAndDonts.fields.title.rules}
              fullWidth
            />
            <PointsInput />
            <SubmitButton label={submitLabel} busyLabel={busyLabel} />
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
