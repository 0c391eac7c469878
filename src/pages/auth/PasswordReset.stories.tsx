import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const meta = { title: 'Pages/Password reset', component: ResetPasswordPage } satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = { render: () => <ForgotPasswordPage />, parameters: { path: '/forgot-password' } };

/** Opened from the emailed link. */
export const ResetWithToken: Story = { parameters: { path: '/reset-password?email=asha%40example.com&token=abc123' } };

export const ResetWithoutToken: Story = { parameters: { path: '/reset-password?email=asha%40example.com' } };
