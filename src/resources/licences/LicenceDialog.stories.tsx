import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { drivingLicence } from '../driving-licences';
import { learnerLicence } from '../learner-licences';
import { LicenceDialog } from './LicenceDialog';

const meta = {
  title: 'Citizens/Licence dialog',
  component: LicenceDialog,
  args: { kind: learnerLicence, citizenId: 12, onClose: fn() },
} satisfies Meta<typeof LicenceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddLearnerLicence: Story = {};
export const AddDrivingLicence: Story = { args: { kind: drivingLicence } };
export const EditLearnerLicence: Story = {
  args: {
    licence: {
      id: 21,
      ll_no: 'CG07L2024001',
      application_no: 'APP1',
      issue_date: '2024-01-15',
      expiry_date: '2024-07-13',
      vehicle_class: 'MCWG, LMV',
      office: 'CG-07 Durg',
      file_path: 'll/a.pdf',
      file_url: '/storage/ll/a.pdf?signature=x',
      citizen_id: 12,
      source_message_id: null,
      notified_at: null,
      created_at: '2024-01-15T10:00:00Z',
      updated_at: '2024-01-15T10:00:00Z',
    },
  },
};
