import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentInquiryPage } from './DocumentInquiryPage';

const meta = { title: 'Pages/Document inquiry', component: DocumentInquiryPage, parameters: { path: '/document-inquiry' } } satisfies Meta<typeof DocumentInquiryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
