import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, useApiServer } from '../../test/api';
import { expectFormAlert } from '../../test/expectations';
import { renderPublic } from '../../test/renderPublic';
import { flushOutbox } from '../outbox/outboxStore';
import { AskForServicePage } from './AskForServicePage';

useApiServer();

const fromDlTile = () => renderPublic(AskForServicePage, '/ask-for-service?category=dl&service=duplicate_dl');
const nothingChosen = () => renderPublic(AskForServicePage, '/ask-for-service');
const submitButton = () => screen.getByRole('button', { name: 'Submit Request' });
const category = () => screen.getByRole('combobox', { name: /^Category/ });

async function fillContact(name: string, phone: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: /^Contact name/ }), name);
  await user.type(screen.getByRole('textbox', { name: /^Contact mobile/ }), phone);
  return user;
}

/** The success page, opened in place with the form's answer. */
async function expectSentPage(reference: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Service request received' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(window.location.pathname).toBe('/ask-for-service/sent');
  expect(screen.getByText(reference)).toBeInTheDocument();
}

// Typing into several MUI fields takes seconds when every spec file runs at once on two cores.
describe('AskForServicePage', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.removeItem('publicOutbox'));

  it("opens with the tile's category and service chosen", () => {
    fromDlTile();
    expect(category()).toHaveDisplayValue('Driving License');
    expect(screen.getByRole('checkbox', { name: 'Duplicate DL' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Learning License' })).not.toBeChecked();
  });

  it('cannot be submitted before a category is chosen, and says why', async () => {
    nothingChosen();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Choose a category to send the request.');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.selectOptions(category(), 'Vehicle');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText('Choose a category to send the request.')).not.toBeInTheDocument();
  });

  it('clears the chosen services when the category changes', async () => {
    fromDlTile();
    await userEvent.selectOptions(category(), 'Vehicle');
    expect(screen.getByRole('checkbox', { name: 'Pay Tax' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Duplicate DL' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('asks for a service of the category, under its checkboxes', async () => {
    const requests = answer('post', '/service-requests', { id: 1, reference: 'SR-2026-000001' }, 201);
    nothingChosen();
    await userEvent.selectOptions(category(), 'Vehicle');
    const user = await fillContact('Asha Verma', '9876543210');
    await user.click(submitButton());
    expect(await screen.findByText('Please choose at least one service.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pay Tax' })).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('sends the request and opens, in place, the page that says what comes next with its reference', async () => {
    const requests = answer('post', '/service-requests', { id: 1, reference: 'SR-2026-000001' }, 201);
    fromDlTile();
    const user = await fillContact('Asha Verma', '+91 98765 43210');
    await user.type(screen.getByRole('textbox', { name: /^Query/ }), 'Lost my licence');
    await user.click(submitButton());
    await expectSentPage('SR-2026-000001');
    expect(requests[0].body).toEqual({
      category: 'dl', services: ['duplicate_dl'], contact_name: 'Asha Verma', contact_phone: '9876543210', query: 'Lost my licence',
    });
    expect(screen.getByText(/The office will call you on 9876543210/)).toBeInTheDocument();
  });

  describe('without a connection', () => {
    afterEach(() => vi.restoreAllMocks());

    it('keeps the request on the phone, says it waits for the network, then sends it once and opens its reference', async () => {
      const requests = answer('post', '/service-requests', { id: 1, reference: 'SR-2026-000042' }, 201);
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      fromDlTile();
      const user = await fillContact('Asha Verma', '9876543210');
      await user.click(submitButton());
      const waiting = await screen.findByRole('status');
      expect(waiting).toHaveTextContent('Waiting for the network');
      await waitFor(() => expect(waiting).toHaveFocus());
      expect(screen.getByRole('heading', { name: 'My references' })).toBeInTheDocument();
      expect(requests).toHaveLength(0);
      online.mockReturnValue(true);
      await act(() => flushOutbox());
      await expectSentPage('SR-2026-000042');
      expect(requests).toHaveLength(1);
      expect(requests[0].headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    });
  });

  it("needs a query for category 'Other'", async () => {
    const requests = answer('post', '/service-requests', { id: 1, reference: 'SR-2026-000001' }, 201);
    nothingChosen();
    const user = await fillContact('Asha Verma', '9876543210');
    await userEvent.selectOptions(category(), 'Other');
    await user.click(submitButton());
    expect(await screen.findByText('Please describe what you need.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message for a field under it", async () => {
    const message = 'The contact name may not be greater than 255 characters.';
    answer('post', '/service-requests', { message, errors: { contact_name: [message] } }, 422);
    fromDlTile();
    const user = await fillContact('Asha Verma', '9876543210');
    await user.click(submitButton());
    const name = screen.getByRole('textbox', { name: /^Contact name/ });
    expect(await screen.findByText('Contact name may not be greater than 255 characters.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Contact name may not be greater than 255 characters.');
    expect(name).toHaveFocus();
  });

  it("shows 'Failed to submit request.' beside the button, focused", async () => {
    answer('post', '/service-requests', {}, 500);
    fromDlTile();
    const user = await fillContact('Asha Verma', '9876543210');
    await user.click(submitButton());
    await expectFormAlert('Failed to submit request.');
  });
});
