import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEXT_LIMITS } from '../../common/rules';
import { AppProviders } from '../test/render';
import { AppForm } from './AppForm';
import { LimitedTextInput } from './LimitedTextInput';

const renderForm = (values: Record<string, string>) =>
  render(
    <AppProviders>
      <AppForm onSubmit={vi.fn()} defaultValues={values}>
        <LimitedTextInput source="name" label="Name" />
        <LimitedTextInput source="query" label="Query" limit="query" helperText="Say what you need" multiline />
      </AppForm>
    </AppProviders>,
  );

describe('LimitedTextInput', () => {
  it("takes no more than the API's limit, one definition for both", () => {
    renderForm({ name: '', query: '' });
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', String(TEXT_LIMITS.text));
    expect(screen.getByLabelText('Query')).toHaveAttribute('maxlength', String(TEXT_LIMITS.query));
  });

  it('counts a multi-line text always, after its hint, and a one-line text once it is nearly full', async () => {
    renderForm({ name: 'n'.repeat(200), query: '' });
    expect(screen.getByLabelText('Query')).toHaveAccessibleDescription('Say what you need · 0 / 2000');
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription(/\//);
    await userEvent.type(screen.getByLabelText('Name'), 'x'.repeat(4));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('204 / 255');
    await userEvent.type(screen.getByLabelText('Query'), 'Renew');
    expect(screen.getByLabelText('Query')).toHaveAccessibleDescription('Say what you need · 5 / 2000');
  });
});
