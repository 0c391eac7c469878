import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox } from '../outbox/outboxStore';
import preview from '../../../.storybook/preview';
import { answer, useApiServer } from '../../test/api';
import { expectFormFailure } from '../../test/expectations';
import * as stories from './AskForServicePage.stories';

useApiServer();
const { FromDlTile, NothingChosen } = composeStories(stories, preview);

const submitButton = () => screen.getByRole('button', { name: 'Submit Request' });

async function fillContact(name: string, phone: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Contact name/), name);
  await user.type(screen.getByLabelText(/^Contact mobile/), phone);
  return user;
}

// Typing into several MUI fields takes seconds when every spec file runs at once on two cores.
describe('AskForServicePage', { timeout: 30_000 }, () => {
  it("opens with the tile's category and service chosen", () => {
    render(<FromDlTile />);
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveTextContent('Driving License');
    expect(screen.getByRole('checkbox', { name: 'Duplicate DL' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Learning License' })).not.toBeChecked();
  });

  it('cannot be submitted before a category is chosen, and says why', async () => {
    render(<NothingChosen />);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Choose a category to send the request.');
    expect(screen.getByText('Choose a category to send the request.')).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Vehicle' }));
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText('Choose a category to send the request.')).not.toBeInTheDocument();
  });

  it('clears the chosen services when the category changes', async () => {
    render(<FromDlTile />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Vehicle' }));

    expect(screen.getByRole('checkbox', { name: 'Pay Tax' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Duplicate DL' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('sends the request and opens the page that says what comes next', async () => {
    const requests = answer('post', '/service-requests', { id: 1, reference: 'SR-2026-000001' }, 201);
    render(<FromDlTile />);
    const user = await fillContact('Asha Verma', '+91 98765 43210');
    await user.type(screen.getByLabelText(/^Query/), 'Lost my licence');
    await user.click(submitButton());

    expect(await screen.findByLabelText('location')).toHaveTextContent(/^\/ask-for-service\/sent$/);
    expect(requests[0].body).toEqual({
      category: 'dl', services: ['duplicate_dl'], contact_name: 'Asha Verma', contact_phone: '9876543210', query: 'Lost my licence',
    });
  });

  describe('without a connection', () => {
    beforeEach(() => localStorage.removeItem('publicOutbox'));
    afterEach(() => vi.restoreAllMocks());

    it('keeps the request on the phone, says it waits for the network, then sends it once and opens its reference', async () => {
      const requests = answer('post', '/service-requests', { id: 1, reference: 'SR-2026-000042' }, 201);
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      render(<FromDlTile />);
      const user = await fillContact('Asha Verma', '9876543210');
      await user.click(submitButton());

      const waiting = await screen.findByRole('status');
      expect(waiting).toHaveTextContent('Waiting for the network');
      expect(waiting).toHaveFocus();
      expect(screen.getByRole('heading', { name: 'My references' })).toBeInTheDocument();
      expect(requests).toHaveLength(0);

      online.mockReturnValue(true);
      await act(() => flushOutbox());
      expect(await screen.findByLabelText('location')).toHaveTextContent(/^\/ask-for-service\/sent$/);
      expect(requests).toHaveLength(1);
      expect(requests[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    });
  });

  it("needs a query for category 'Other'", async () => {
    const requests = answer('post', '/service-requests', { id: 1, reference: 'SR-2026-000001' }, 201);
    render(<NothingChosen />);
    const user = await fillContact('Asha Verma', '9876543210');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Other' }));
    await user.click(submitButton());

    expect(await screen.findByText('Please describe what you need.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message or 'Failed to submit request.'", async () => {
    answer('post', '/service-requests', {}, 500);
    render(<FromDlTile />);
    const user = await fillContact('Asha Verma', '9876543210');
    await user.click(submitButton());

    await expectFormFailure('Failed to submit request.');
  });
});
