import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardChartsView } from './DashboardCharts';
import { SAMPLE_CHARTS } from './chartData';

const meta = { title: 'Dashboard/Charts', component: DashboardChartsView, parameters: { path: '/dashboard' } } satisfies Meta<typeof DashboardChartsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = { args: { charts: SAMPLE_CHARTS } };

export const LoadFailed: Story = { args: { failure: 'Failed to load the charts.' } };
