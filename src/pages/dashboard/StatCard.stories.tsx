import AssignmentIcon from '@mui/icons-material/Assignment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from './StatCard';

const meta = {
  title: 'Dashboard/Stat card',
  component: StatCard,
  args: { label: 'shell.dashboard.my_service_requests', icon: <AssignmentIcon /> },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Linked: Story = { args: { value: 5, to: '/my-requests' } };
export const Plain: Story = { args: { value: 0 } };
export const Loading: Story = { args: { value: undefined } };
export const Unavailable: Story = { args: { value: null } };
