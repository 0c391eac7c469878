import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dateInput, typeDate } from '../test/dates';
import { AppProviders } from '../test/render';
import { DateField } from './DateInput';

const renderField = (value: string | null) => {
  const onChange = vi.fn();
  render(
    <AppProviders>
      <DateField label="Issue Date" value={value} onChange={onChange} />
    </AppProviders>,
  );
  return onChange;
};

describe('DateField', () => {
  it('shows an API date dd-mm-yyyy', () => {
    renderField('2025-01-15');
    expect(dateInput('Issue Date')).toHaveValue('15-01-2025');
  });

  it('takes a date typed dd-mm-yyyy and gives it as yyyy-mm-dd', async () => {
    const onChange = renderField(null);
    await typeDate('Issue Date', '29-02-2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
  });

  it('gives null when emptied', async () => {
    const onChange = renderField('2025-01-15');
    await typeDate('Issue Date', '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
