import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenewalsChart } from './RenewalsChart';
import { SAMPLE_RENEWALS } from './chartData';

const meta = { title: 'Dashboard/Renewals chart', component: RenewalsChart, parameters: { path: '/dashboard' } } satisfies Meta<typeof RenewalsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = { args: { summary: SAMPLE_RENEWALS } };
