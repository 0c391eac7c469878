import type { Meta, StoryObj } from '@storybook/react-vite';
import { asPhone } from '../../test/asPhone';
import { OwnDocumentsView } from './OwnDocuments';

/** Under a user's dashboard cards: documents expiring in the next 60 days and the latest request's status. */
const meta = { title: 'Dashboard/Own documents', component: OwnDocumentsView, parameters: { path: '/dashboard' } } satisfies Meta<typeof OwnDocumentsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const expiring = [
  { type: 'Learner License', doc_type: 'll', record_id: 4, identifier: 'CG04/LL/2025/1', document_number: 'CG04/LL/2025/1', vehicle_no: null, expiry_date: '2099-01-10' },
  { type: 'Insurance', doc_type: 'insurance', record_id: 9, identifier: 'CG04AB1234', document_number: 'POL77', vehicle_no: 'CG04AB1234', expiry_date: '2099-02-01' },
];
const latestRequest = {
  id: 3, reference: 'SR-2025-000003', category: 'dl' as const, services: ['learning_license'], query: null, contact_name: 'Asha', contact_phone: '9876543210',
  status: 'contacted' as const, created_at: '2025-03-01T08:00:00.000Z', user: null,
};

export const Expiring: Story = { args: { expiring, latestRequest } };
export const Phone: Story = { args: { expiring, latestRequest }, decorators: [asPhone] };
export const Nothing: Story = { args: { expiring: [], latestRequest: null } };
