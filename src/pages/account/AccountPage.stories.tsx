import type { Meta, StoryObj } from '@storybook/react-vite';
import { aUser } from '../../test/fixtures';
import { AccountSettings } from './AccountPage';

const meta = { title: 'Pages/Account settings', component: AccountSettings, parameters: { path: '/account' } } satisfies Meta<typeof AccountSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithProfile: Story = { args: { user: aUser() } };

export const WithoutProfile: Story = { args: { user: aUser({ citizen_id: null, primary_citizen: null }) } };

/** Staff keep no profile of their own: nothing asks them to create one. */
export const StaffWithoutProfile: Story = { args: { user: aUser({ role: 'manager', citizen_id: null, primary_citizen: null }) } };
