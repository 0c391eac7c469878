import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminPanel } from './AdminPanel';

const meta = { title: 'Pages/Admin panel', component: AdminPanel, parameters: { path: '/admin' } } satisfies Meta<typeof AdminPanel>;
export default meta;

export const Cards: StoryObj<typeof meta> = {};
