import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmittedPageView } from './SubmittedPage';

const meta = { title: 'Pages/Submitted', component: SubmittedPageView, parameters: { path: '/ask-for-service/sent' } } satisfies Meta<typeof SubmittedPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RequestSent: Story = { args: { kind: 'request', phone: '9876543210' } };

/** A signed-in user also gets My Requests. */
export const RequestSentSignedIn: Story = { args: { kind: 'request', phone: '9876543210', signedIn: true } };

/** Opened again later (a reload loses the phone): the page speaks of the number given. */
export const RequestSentWithoutPhone: Story = { args: { kind: 'request' } };

/** As the form opens it: with the reference the server gave, to copy and track. */
export const RequestSentWithReference: Story = { args: { kind: 'request', phone: '9876543210', reference: 'SR-2026-000042' } };

export const InquirySent: Story = { args: { kind: 'inquiry', phone: '9876500001' }, parameters: { path: '/document-inquiry/sent' } };
