import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { answer, useApiServer } from '../../test/api';
import { expectFormFailure } from '../../test/expectations';
import * as stories from './DocumentInquiryPage.stories';

useApiServer();
const { Empty } = composeStories(stories, preview);

async function fill() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Name/), 'Ravi Sahu');
  await user.type(screen.getByLabelText(/^Mobile/), '+91-98765-00001');
  await user.type(screen.getByLabelText(/^Vehicle number/), 'cg04ab1234');
  return user;
}

describe('DocumentInquiryPage', () => {
  it("takes a mobile written with +91 and hyphens whole (its 'max length 10' is ten digits) and upper-cases the vehicle number", async () => {
    render(<Empty />);
    await fill();
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('+91-98765-00001');
    expect(screen.getByLabelText(/^Vehicle number/)).toHaveValue('CG04AB1234');
  });

  it("asks for at least one document type and sends nothing until one is chosen", async () => {
    const calls = answer('post', '/document-inquiries', { id: 1, reference: 'DI-2026-000001' }, 201);
    render(<Empty />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Please select at least one document type.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a mobile not starting with 6-9 and a vehicle number of no registration shape, sending nothing', async () => {
    const calls = answer('post', '/document-inquiries', { id: 1, reference: 'DI-2026-000001' }, 201);
    render(<Empty />);
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

  it('sends the inquiry and opens the page that says what comes next', async () => {
    const calls = answer('post', '/document-inquiries', { id: 1, reference: 'DI-2026-000001' }, 201);
    render(<Empty />);
    const user = await fill();
    await user.click(screen.getByRole('checkbox', { name: 'Insurance' }));
    await user.click(screen.getByRole('checkbox', { name: 'PUCC' }));
    await user.click(screen.getByRole('checkbox', { name: 'Speed governor' }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    expect(await screen.findByLabelText('location')).toHaveTextContent(/^\/document-inquiry\/sent$/);
    expect(calls[0].body).toEqual({ name: 'Ravi Sahu', phone: '9876500001', vehicle_no: 'CG04AB1234', document_type: ['Insurance', 'PUCC', 'SLD'] });
  });

  it("shows the server's message or 'Failed to submit your inquiry.'", async () => {
    answer('post', '/document-inquiries', {}, 500);
    render(<Empty />);
    const user = await fill();
    await user.click(screen.getByRole('checkbox', { name: 'Tax' }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await expectFormFailure('Failed to submit your inquiry.');
  });
});
