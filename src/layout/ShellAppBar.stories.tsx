import type { Meta, StoryObj } from '@storybook/react-vite';
import { aUser } from '../test/fixtures';
import { ShellAppBarView } from './ShellAppBar';

const meta = { title: 'Layout/App bar', component: ShellAppBarView, parameters: { padding: 0 } } satisfies Meta<typeof ShellAppBarView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = { args: { session: { status: 'signedOut' } } };
export const User: Story = { args: { session: { status: 'signedIn', user: aUser() } } };
export const Manager: Story = { args: { session: { status: 'signedIn', user: aUser({ role: 'manager' }) } } };
export const Admin: Story = { args: { session: { status: 'signedIn', user: aUser({ role: 'admin', name: 'Office Admin' }) } } };

/** On a phone the navigation folds into a drawer. */
export const AdminOnPhone: Story = { ...Admin, globals: { viewport: { value: 'mobile1' } } };
