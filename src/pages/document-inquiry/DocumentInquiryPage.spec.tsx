import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { answer, useApiServer } from '../../test/api';
import { expectFailure, expectToast } from '../../test/expectations';
import * as stories from './DocumentInquiryPage.stories';

useApiServer();
const { Empty } = composeStories(stories, preview);

async function fill() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Name/), 'Ravi Sahu');
  await user.type(screen.getByLabelText(/^Mobile/), '98765000012345');
  await user.type(screen.getByLabelText(/^Vehicle number/), 'cg04ab1234');
  return user;
}

describe('DocumentInquiryPage', { timeout: 15_000 }, () => {
  it('keeps the mobile to 10 characters and upper-cases the vehicle number', async () => {
    render(<Empty />);
    await fill();
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('9876500001');
    expect(screen.getByLabelText(/^Vehicle number/)).toHaveValue('CG04AB1234');
  });

  it("asks for at least one document type and sends nothing until one is chosen", async () => {
    const calls = answer('post', '/document-inquiries', { id: 1 }, 201);
    render(<Empty />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Please select at least one document type.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("sends the inquiry and returns to '/' with a toast", async () => {
    const calls = answer('post', '/document-inquiries', { id: 1 }, 201);
    render(<Empty />);
    const user = await fill();
    await user.click(screen.getByRole('checkbox', { name: 'Insurance' }));
    await user.click(screen.getByRole('checkbox', { name: 'PUCC' }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    expect(await screen.findByLabelText('location')).toHaveTextContent(/^\/$/);
    expect(calls[0].body).toEqual({ name: 'Ravi Sahu', phone: '9876500001', vehicle_no: 'CG04AB1234', document_type: ['Insurance', 'PUCC'] });
    await expectToast('Inquiry submitted. We will contact you soon.');
  });

  it("shows the server's message or 'Failed to submit your inquiry.'", async () => {
    answer('post', '/document-inquiries', {}, 500);
    render(<Empty />);
    const user = await fill();
    await user.click(screen.getByRole('checkbox', { name: 'Tax' }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await expectFailure('Failed to submit your inquiry.');
  });
});
