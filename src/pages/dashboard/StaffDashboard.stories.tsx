import type { Meta, StoryObj } from '@storybook/react-vite';
import { StaffDashboardView } from './StaffDashboard';

const meta = { title: 'Dashboard/Staff', component: StaffDashboardView, parameters: { path: '/dashboard' } } satisfies Meta<typeof StaffDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = { args: { role: 'admin', stats: { pending_requests: 4, total_citizens: 1280, total_users: 37 } } };

export const ForManager: Story = { args: { role: 'manager', stats: { pending_requests: 2, total_citizens: 310, total_users: 12 } } };

export const Loading: Story = { args: { role: 'admin' } };

export const LoadFailed: Story = { args: { role: 'admin', failure: 'Failed to load dashboard data.' } };
