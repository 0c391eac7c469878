import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPage } from './LoginPage';

const meta = { title: 'Pages/Login', component: LoginPage, parameters: { path: '/login' } } satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sent here by the route guard: after signing in the app goes back to the citizen list. */
export const FromGuardedPage: Story = { parameters: { path: '/login?redirect=%2Fcitizens%3Fpage%3D2' } };
