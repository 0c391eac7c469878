import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../authProvider/token';
import { apiServer, useApiServer } from '../test/api';
import { renderPage } from '../test/render';
import { GlobalSearchBox } from './GlobalSearchBox';
import { GlobalSearch } from './GlobalSearch';

useApiServer();

const HITS = [
  { title: 'Ramesh Kumar', type: 'citizen', description: '9876543210 · ramesh@example.com', url: '/citizens/5', unique_key: 'citizen-5' },
  { title: 'CG04AB1234', type: 'chassis', description: 'Sita Devi · MA3CH1234', url: '/citizens/7', unique_key: 'vehicle-3' },
];

/** Answers GET /api/global-search; returns each query sent with the time it arrived. */
function globalSearchApi(status = 200, body: unknown = HITS) {
  const sent: { query: string | null; at: number }[] = [];
  apiServer.use(
    http.get('/api/global-search', ({ request }) => {
      sent.push({ query: new URL(request.url).searchParams.get('query'), at: Date.now() });
      return HttpResponse.json(body as never, { status });
    }),
  );
  return sent;
}

function open() {
  tokenStore.set('token');
  renderPage(
    <>
      <GlobalSearch />
      <button type="button">elsewhere</button>
    </>,
    { path: '/dashboard' },
  );
  return { user: userEvent.setup(), box: screen.getByRole('combobox', { name: 'Search' }) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('global search box', () => {
  it('searches from 2 characters, 500 ms after the last keystroke, once', async () => {
    const sent = globalSearchApi();
    const { user, box } = open();
    await user.type(box, 'r');
    await pause(700);
    expect(sent).toHaveLength(0);

    await user.type(box, 'am');
    const typedAt = Date.now();
    await pause(300);
    expect(sent).toHaveLength(0);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].query).toBe('ram');
    expect(sent[0].at - typedAt).toBeGreaterThanOrEqual(450);

    const list = await screen.findByRole('listbox');
    const first = within(list).getAllByRole('option')[0];
    expect(first).toHaveTextContent('Ramesh Kumar');
    expect(first).toHaveTextContent('Citizen');
    expect(first).toHaveTextContent('9876543210 · ramesh@example.com');
    expect(within(list).getAllByRole('option')[1]).toHaveTextContent('Chassis');
  });

  it('moves through the hits with the arrows and follows one with Enter', async () => {
    globalSearchApi();
    const { user, box } = open();
    await user.type(box, 'cg04');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByLabelText('location')).toHaveTextContent('/citizens/7');
  });

  it('follows a clicked hit', async () => {
    globalSearchApi();
    const { user, box } = open();
    await user.type(box, 'ramesh');
    await user.click(await screen.findByRole('option', { name: /Ramesh Kumar/ }));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/citizens/5');
  });

  it('closes the hits 200 ms after the box loses focus', async () => {
    globalSearchApi();
    const { user, box } = open();
    await user.type(box, 'ramesh');
    await screen.findByRole('listbox');
    const blurredAt = performance.now();
    fireEvent.blur(box);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument(), { timeout: 2_000 });
    expect(performance.now() - blurredAt).toBeGreaterThanOrEqual(195);
  });

  it("shows 'No results' and a failure in the popover", async () => {
    globalSearchApi(200, []);
    const { user, box } = open();
    await user.type(box, 'zz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    globalSearchApi(500, {});
    await user.type(box, 'q');
    expect(await screen.findByText('Failed to search')).toBeInTheDocument();
  });

  it('starts as a plain box and becomes the search, with what was typed, when first focused', async () => {
    tokenStore.set('token');
    renderPage(<GlobalSearchBox />, { path: '/dashboard' });
    const user = userEvent.setup();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ra');
    const box = await screen.findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(box).toHaveValue('ra'));
    expect(box).toHaveFocus();
  });
});
