import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { aUser, answer, useApiServer } from '../../test/api';
import { typeDate } from '../../test/dates';
import * as stories from './CompleteProfileDialog.stories';

useApiServer();
const { MissingBirthDate, NewAccount } = composeStories(stories, preview);

const passwordField = () => screen.queryByLabelText(/^Current password/);

/** Renders a story with the date of birth filled in; answers the user-event session and the PUT /me calls. */
async function openWithBirthDate(Story: typeof MissingBirthDate) {
  const saves = answer('put', '/me', aUser());
  answer('get', '/me', aUser());
  render(<Story />);
  const user = userEvent.setup({ delay: null });
  await typeDate(/^Date of birth/, '14-05-1990');
  return { user, saves };
}

describe('Complete Your Profile and the sign-in', { timeout: 30_000 }, () => {
  it('asks for the current password once the mobile number or the email changes, and sends it', async () => {
    const { user, saves } = await openWithBirthDate(MissingBirthDate);
    expect(passwordField()).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Mobile number/));
    await user.type(screen.getByLabelText(/^Mobile number/), '91234 56780');
    expect(passwordField()).toBeInTheDocument();
    expect(screen.getByText('Needed to change the mobile number or email you sign in with.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    await user.type(passwordField()!, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].body).toMatchObject({ phone: '9123456780', email: 'asha@example.com', current_password: 'secret1' });
  });

  it('sends no password when the sign-in stays, even after the field was shown', async () => {
    const { user, saves } = await openWithBirthDate(MissingBirthDate);
    await user.type(screen.getByLabelText(/^Email/), 'x');
    await user.type(passwordField()!, 'secret1');
    await user.type(screen.getByLabelText(/^Email/), '{Backspace}');
    expect(passwordField()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].body).toMatchObject({ phone: '9876543210', email: 'asha@example.com', dob: '1990-05-14' });
    expect(saves[0].body).not.toHaveProperty('current_password');
  });

  it('needs no password to give an email to an account without one', async () => {
    const { user, saves } = await openWithBirthDate(NewAccount);
    await user.type(screen.getByLabelText(/^Email/), 'first@example.com');
    expect(passwordField()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0].body).toMatchObject({ email: 'first@example.com' });
    expect(saves[0].body).not.toHaveProperty('current_password');
  });
});
