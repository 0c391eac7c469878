import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { aUser } from '../../test/fixtures';
import { CompleteProfileDialog } from './CompleteProfileDialog';

const meta = {
  title: 'Dashboard/Complete your profile',
  component: CompleteProfileDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof CompleteProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A freshly registered user: only name and mobile are known. */
export const NewAccount: Story = { args: { user: aUser({ email: null, citizen_id: null, primary_citizen: null }) } };

/** A profile that exists but has no date of birth. */
export const MissingBirthDate: Story = {
  args: { user: aUser({ primary_citizen: { ...aUser().primary_citizen!, dob: null } }) },
};
