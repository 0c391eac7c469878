import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, useApiServer } from '../../test/api';
import { expectFormAlert } from '../../test/expectations';
import { renderPublic } from '../../test/renderPublic';
import { flushOutbox } from '../outbox/outboxStore';
import { DocumentInquiryPage } from './DocumentInquiryPage';

useApiServer();

const open = () => renderPublic(DocumentInquiryPage, '/document-inquiry');

async function fill() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Name/), 'Ravi Sahu');
  await user.type(screen.getByLabelText(/^Mobile/), '+91-98765-00001');
  await user.type(screen.getByLabelText(/^Vehicle number/), 'cg04ab1234');
  return user;
}

describe('DocumentInquiryPage', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.removeItem('publicOutbox'));
  afterEach(() => vi.restoreAllMocks());

  it("takes a mobile written with +91 and hyphens whole (its 'max length 10' is ten digits) and upper-cases the vehicle number", async () => {
    open();
    await fill();
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('+91-98765-00001');
    expect(screen.getByLabelText(/^Vehicle number/)).toHaveValue('CG04AB1234');
  });

  it('asks for at least one document type and sends nothing until one is chosen', async () => {
    const calls = answer('post', '/document-inquiries', { id: 1, reference: 'DI-2026-000001' }, 201);
    open();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Please select at least one document type.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a mobile not starting with 6-9 and a vehicle number of no registration shape, sending nothing', async () => {
    const calls = answer('post', '/document-inquiries', { id: 1, reference: 'DI-2026-000001' }, 201);
    open();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Name/), 'Ravi Sahu');
    await user.type(screen.getByLabelText(/^Mobile/), '0000000000');
    await user.type(screen.getByLabelText(/^Vehicle number/), '12');
    await user.click(screen.getByRole('checkbox', { name: 'Tax' }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Mobile number must start with 6, 7, 8 or 9.')).toBeInTheDocument();
    expect(screen.getByText('Vehicle number must be like CG04AB1234, 22BH1234AA or CG04T1234.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the inquiry and opens, in place, the page that says what comes next with its reference', async () => {
    const calls = answer('post', '/document-inquiries', { id: 1, reference: 'DI-2026-000001' }, 201);
    open();
    const user = await fill();
    await user.click(screen.getByRole('checkbox', { name: 'Insurance' }));
    await user.click(screen.getByRole('checkbox', { name: 'PUCC' }));
    await user.click(screen.getByRole('checkbox', { name: 'Speed governor' }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Document inquiry received' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/document-inquiry/sent');
    expect(screen.getByText('DI-2026-000001')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ name: 'Ravi Sahu', phone: '9876500001', vehicle_no: 'CG04AB1234', document_type: ['Insurance', 'PUCC', 'SLD'] });
  });

  it('keeps an inquiry made offline and sends it once the network returns', async () => {
    const calls = answer('post', '/document-inquiries', { id: 1, reference: 'DI-2026-000042' }, 201);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open();
    const user = await fill();
    await user.click(screen.getByRole('checkbox', { name: 'Tax' }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    const waiting = await screen.findByRole('status');
    expect(waiting).toHaveTextContent('Waiting for the network');
    await waitFor(() => expect(waiting).toHaveFocus());
    online.mockReturnValue(true);
    await act(() => flushOutbox());
    expect(await screen.findByText('DI-2026-000042')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("shows 'Failed to submit your inquiry.' beside the button, focused", async () => {
    answer('post', '/document-inquiries', {}, 500);
    open();
    const user = await fill();
    await user.click(screen.getByRole('checkbox', { name: 'Tax' }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await expectFormAlert('Failed to submit your inquiry.');
  });
});
