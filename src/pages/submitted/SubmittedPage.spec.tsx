import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from './SubmittedPage.stories';

const { RequestSent, RequestSentSignedIn, RequestSentWithoutPhone, RequestSentWithReference, InquirySent } = composeStories(stories, preview);

describe('the page after a service request or document inquiry', () => {
  it('says the request arrived, who calls on which number and when, and what to bring', () => {
    render(<RequestSent />);

    expect(screen.getByRole('heading', { level: 1, name: 'Service request received' })).toBeInTheDocument();
    expect(screen.getByText(/The office will call you on 9876543210, usually within one working day/)).toBeInTheDocument();
    const bring = screen.getByRole('region', { name: 'When you come to the office, bring' });
    expect(within(bring).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ask for another service' })).toHaveAttribute('href', '/ask-for-service');
    expect(screen.queryByRole('link', { name: 'See my requests' })).not.toBeInTheDocument();
    expect(document.title).toBe('Service request received · Parivahan Desk');
  });

  it('links a signed-in user to My Requests', () => {
    render(<RequestSentSignedIn />);
    expect(screen.getByRole('link', { name: 'See my requests' })).toHaveAttribute('href', '/my-requests');
  });

  it('speaks of the number given when the phone is not known (opened again later)', () => {
    render(<RequestSentWithoutPhone />);
    expect(screen.getByText(/call you on the mobile number you gave/)).toBeInTheDocument();
  });

  it('shows the reference with a copy button and links to its tracking', async () => {
    const copied = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: copied }, configurable: true });
    render(<RequestSentWithReference />);
    expect(screen.getByText('Your reference')).toBeInTheDocument();
    expect(screen.getByText('SR-2026-000042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track a request' })).toHaveAttribute('href', '/track?reference=SR-2026-000042');
    await userEvent.click(screen.getByRole('button', { name: 'Copy reference' }));
    expect(copied).toHaveBeenCalledWith('SR-2026-000042');
    expect(await screen.findByText('Reference copied')).toBeInTheDocument();
  });

  it('links to the tracking page without a reference (opened again later)', () => {
    render(<RequestSent />);
    expect(screen.getByRole('link', { name: 'Track a request' })).toHaveAttribute('href', '/track');
    expect(screen.queryByRole('button', { name: 'Copy reference' })).not.toBeInTheDocument();
  });

  it('tells an inquirer the office checks the documents and what to keep ready', () => {
    render(<InquirySent />);
    expect(screen.getByRole('heading', { level: 1, name: 'Document inquiry received' })).toBeInTheDocument();
    expect(screen.getByText(/check your documents and call you on 9876500001/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Keep ready for the call' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send another inquiry' })).toHaveAttribute('href', '/document-inquiry');
  });
});
