import type { Meta, StoryObj } from '@storybook/react-vite';
import { aUser } from '../../test/fixtures';
import { UserDashboardView } from './UserDashboard';

const meta = { title: 'Dashboard/User', component: UserDashboardView, parameters: { path: '/dashboard' } } satisfies Meta<typeof UserDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const stats = { pending_requests_count: 2, ll_count: 1, dl_count: 1, vehicle_count: 3 };

export const WithProfile: Story = { args: { user: aUser(), stats } };

/** A new account: no primary citizen profile yet, so the counts link nowhere and a warning asks for one. */
export const WithoutProfile: Story = {
  args: { user: aUser({ citizen_id: null, primary_citizen: null }), stats: { pending_requests_count: 0, ll_count: 0, dl_count: 0, vehicle_count: 0 } },
};
