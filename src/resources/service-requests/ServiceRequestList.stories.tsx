import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceRequestList } from './ServiceRequestList';
import { asPhone } from '../../test/asPhone';

/** The staff list; its rows come from GET /api/service-requests (the spec answers it with src/test/desk.ts). */
const meta = { title: 'Desk/Service requests', component: ServiceRequestList, parameters: { path: '/service-requests' } } satisfies Meta<typeof ServiceRequestList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};

/** The same on a phone: one card per row. */
export const Phone: Story = { decorators: [asPhone] };
