import { screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { DateTimeInput } from './DateTimeInput';

const renderInput = (disabled: boolean) =>
  renderScreen(
    <Form record={{ id: 1, postedOn: '2026-11-27T23:38' }} onSubmit={() => undefined}>
      <DateTimeInput source="postedOn" label="Posted On" disabled={disabled} />
    </Form>,
  );

describe('DateTimeInput', () => {
  it('is the browser picker while editing: local yyyy-MM-ddTHH:mm in 1-minute steps', async () => {
    renderInput(false);
    const input = await screen.findByLabelText('Posted On');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveAttribute('step', '60');
    expect(input).toHaveValue('2026-11-27T23:38');
  });

  it("read only, shows the app's date-time format, not the picker's own", async () => {
    renderInput(true);
    const input = await screen.findByRole('textbox', { name: 'Posted On' });
    expect(input).toBeDisabled();
    expect(input).toHaveValue('2026-11-27 23:38');
  });
});
