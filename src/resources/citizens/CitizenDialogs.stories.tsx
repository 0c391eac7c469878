import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Citizen } from '../../dataProvider/citizens';
import { CitizenCreateDialog } from './CitizenCreateDialog';
import { CitizenEditDialog } from './CitizenEditDialog';

/** New Citizen Profile and Edit Citizen Details. */
const meta = {
  title: 'Citizens/Profile dialogs',
  component: CitizenCreateDialog,
  args: { onClose: fn() },
  parameters: { path: '/citizens/create' },
} satisfies Meta<typeof CitizenCreateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewProfile: Story = {};

const ramesh: Citizen = {
  id: 12,
  name: 'Ramesh Sahu',
  relation_type: 'Son of',
  relation_name: 'Mohan Sahu',
  mobile: '9876543210',
  email: null,
  dob: '1985-06-01',
  address: 'Civil Lines',
  state: 'Chhattisgarh',
  city: 'Durg',
  language: 'en',
  reminders_opt_out: false,
};

export const EditInChhattisgarh: Story = {
  render: (args) => <CitizenEditDialog citizen={ramesh} onClose={args.onClose} />,
};

export const EditInAnotherState: Story = {
  render: (args) => <CitizenEditDialog citizen={{ ...ramesh, state: 'Maharashtra', city: 'Nagpur' }} onClose={args.onClose} />,
};
