import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RecordDialog } from './RecordDialog';
import { asPhone } from '../../test/asPhone';
import { RECORD_TYPES } from './recordTypes';

const byType = (type: string) => RECORD_TYPES.find((config) => config.type === type)!;
const vehicle = {
  id: 31, citizen_id: 12, registration_no: 'CG07AB1234', type: 'LMV', make_model: 'Maruti Swift', chassis_no: 'CH1', engine_no: 'EN1', application_no: null,
  created_at: '2026-11-02T10:00:00Z', updated_at: '2026-11-02T10:00:00Z',
};

/** The seven per-vehicle record dialogs: one component, driven by recordTypes. */
const meta = {
  title: 'Citizens/Record dialog',
  component: RecordDialog,
  args: { config: byType('taxes'), vehicle, canEdit: true, onClose: fn() },
} satisfies Meta<typeof RecordDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Taxes: Story = {};
export const Insurance: Story = { args: { config: byType('insurances') } };
export const Pucc: Story = { args: { config: byType('puccs') } };
export const Fitness: Story = { args: { config: byType('fitnesses') } };
export const Vltd: Story = { args: { config: byType('vltds') } };
export const Permit: Story = { args: { config: byType('permits') } };
export const SpeedGovernor: Story = { args: { config: byType('speed-governors') } };
export const ReadOnly: Story = { args: { config: byType('insurances'), canEdit: false } };

/** The same on a phone: one card per row. */
export const Phone: Story = { decorators: [asPhone] };
