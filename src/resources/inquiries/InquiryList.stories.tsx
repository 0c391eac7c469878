import type { Meta, StoryObj } from '@storybook/react-vite';
import { InquiryList } from './InquiryList';
import { asPhone } from '../../test/asPhone';

/** The staff list of document inquiries; rows from GET /api/admin/document-inquiries. */
const meta = { title: 'Desk/Document inquiries', component: InquiryList, parameters: { path: '/admin/inquiries' } } satisfies Meta<typeof InquiryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Staff: Story = {};

/** The same on a phone: one card per row. */
export const Phone: Story = { decorators: [asPhone] };
