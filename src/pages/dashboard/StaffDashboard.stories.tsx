import type { Meta, StoryObj } from '@storybook/react-vite';
import { StaffDashboardView } from './StaffDashboard';

const meta = { title: 'Dashboard/Staff', component: StaffDashboardView, parameters: { path: '/dashboard' } } satisfies Meta<typeof StaffDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = { args: { stats: { pending_requests: 4, total_citizens: 1280, total_users: 37 } } };

export const Loading: Story = { args: {} };

export const LoadFailed: Story = { args: { failure: 'Failed to load dashboard data.' } };
