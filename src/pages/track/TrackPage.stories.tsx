import type { Meta, StoryObj } from '@storybook/react-vite';
import { asPhone } from '../../test/asPhone';
import { TrackPage } from './TrackPage';

const meta = { title: 'Pages/Track', component: TrackPage, parameters: { path: '/track' } } satisfies Meta<typeof TrackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Opened from the success page or the WhatsApp link: the reference is filled in. */
export const WithReference: Story = { parameters: { path: '/track?reference=SR-2026-000123' } };

export const Phone: Story = { decorators: [asPhone] };
