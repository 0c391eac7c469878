import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyRequestList } from './MyRequestList';
import { asPhone } from '../../test/asPhone';
import { MY_PENDING_REQUESTS_PATH } from '../../pages/dashboard/UserDashboard';

/** A user's own requests; rows from GET /api/my-service-requests. */
const meta = { title: 'Desk/My requests', component: MyRequestList, parameters: { path: '/my-requests' } } satisfies Meta<typeof MyRequestList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mine: Story = {};

/** The same on a phone: one card per row. */
export const Phone: Story = { decorators: [asPhone] };

/** Opened from the dashboard's count of pending requests: filtered to them. */
export const Pending: Story = { parameters: { path: MY_PENDING_REQUESTS_PATH } };
