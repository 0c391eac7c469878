import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterPage } from './RegisterPage';

const meta = { title: 'Pages/Register', component: RegisterPage, parameters: { path: '/register' } } satisfies Meta<typeof RegisterPage>;
export default meta;

export const Empty: StoryObj<typeof meta> = {};
