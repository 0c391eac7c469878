import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, useApiServer } from '../../test/api';
import { expectFormAlert } from '../../test/expectations';
import { renderPublic } from '../../test/renderPublic';
import { TrackPage } from './TrackPage';

useApiServer();

const tracked = {
  reference: 'SR-2026-000123',
  kind: 'service_request',
  status: 'contacted',
  submitted_at: '2026-03-02T04:45:00.000Z',
  history: [
    { status: 'pending', at: '2026-03-02T04:45:00.000Z' },
    { status: 'contacted', at: '2026-03-03T06:00:00.000Z' },
  ],
};

describe('TrackPage', () => {
  it('opens with the reference of the link that led here', () => {
    renderPublic(TrackPage, '/track?reference=SR-2026-000123');
    expect(screen.getByRole('heading', { level: 1, name: 'Track your request' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Reference/)).toHaveValue('SR-2026-000123');
  });

  it('asks for the reference and a valid mobile before asking the server', async () => {
    const calls = answer('get', '/track', tracked);
    renderPublic(TrackPage, '/track');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Mobile number must be exactly 10 digits.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the status now and each status the request went through', async () => {
    const calls = answer('get', '/track', tracked);
    renderPublic(TrackPage, '/track');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Reference/), ' sr-2026-000123 ');
    await user.type(screen.getByLabelText(/^Mobile number/), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Track' }));

    const result = await screen.findByRole('region', { name: 'SR-2026-000123' });
    expect(calls[0].query.get('reference')).toBe('sr-2026-000123');
    expect(calls[0].query.get('mobile')).toBe('9876543210');
    expect(within(result).getByText(/Service request · Sent on 02-03-2026/)).toBeInTheDocument();
    const history = within(result).getByRole('list', { name: 'History' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^02-03-2026 \d\d:\d\dPending$/),
      expect.stringMatching(/^03-03-2026 \d\d:\d\dContacted$/),
    ]);
  });

  it("shows the server's 'No request found' once, beside the submit button", async () => {
    answer('get', '/track', { message: 'No request found for this reference and mobile number.' }, 404);
    renderPublic(TrackPage, '/track');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Reference/), 'SR-2026-000999');
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await expectFormAlert('No request found for this reference and mobile number.');
    expect(screen.queryByRole('list', { name: 'History' })).not.toBeInTheDocument();
  });
});
