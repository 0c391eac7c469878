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
  father_name: null,
  user_id: null,
  branch_id: 1,
  created_by: 1,
  created_at: '2026-11-02T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  age: 41,
  is_primary_profile_for_user: false,
  creator: { id: 1, name: 'Admin' },
  learner_licenses_count: 0,
  driving_licenses_count: 0,
  vehicles_count: 0,
};

export const EditInChhattisgarh: Story = {
  render: (args) => <CitizenEditDialog citizen={ramesh} onClose={args.onClose} />,
};

export const EditInAnotherState: Story = {
  render: (args) => <CitizenEditDialog citizen={{ ...ramesh, state: 'Maharashtra', city: 'Nagpur' }} onClose={args.onClose} />,
};
