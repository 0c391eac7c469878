import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { normaliseMobile } from '../../common/rules';
import { AppProviders } from '../test/render';
import { AppForm } from './AppForm';
import { MobileInput } from './MobileInput';

const renderForm = () => {
  const onSubmit = vi.fn();
  render(
    <AppProviders>
      <AppForm onSubmit={onSubmit}>
        <MobileInput source="mobile" label="Mobile" />
        <button type="submit">Save</button>
      </AppForm>
    </AppProviders>,
  );
  return onSubmit;
};

/** How offices and people write one mobile number. */
const WRITTEN = ['9811560002', '+91-98115-60002', '+91 98115 60002', '0 98115 60002', '098115-60002', '0091 98115 60002', '98115-60002', ' +9198115 60002 '];

describe('MobileInput, the one mobile input of every form', () => {
  it.each(WRITTEN)('takes %j whole, and the number it stands for is the 10 digits', async (written) => {
    const onSubmit = renderForm();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Mobile/), written);
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue(written);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(normaliseMobile(onSubmit.mock.calls[0][0].mobile)).toBe('9811560002');
  });

  it.each([
    ['98115-6000', 'Mobile number must be exactly 10 digits.'],
    ['98115600021', 'Mobile number must be exactly 10 digits.'],
    ['1234', 'Mobile number must be exactly 10 digits.'],
    ['+91 58115 60002', 'Mobile number must start with 6, 7, 8 or 9.'],
    ['0123456789', 'Mobile number must start with 6, 7, 8 or 9.'],
  ])('refuses %j: %s', async (written, message) => {
    const onSubmit = renderForm();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Mobile/), written);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the phone keypad', () => {
    renderForm();
    expect(screen.getByLabelText(/^Mobile/)).toHaveAttribute('type', 'tel');
  });
});
