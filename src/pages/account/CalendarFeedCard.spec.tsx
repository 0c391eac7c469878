import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { answer, useApiServer } from '../../test/api';
import { expectToast } from '../../test/expectations';
import * as stories from './AccountPage.stories';

useApiServer();
const { WithProfile, StaffWithoutProfile } = composeStories(stories, preview);
const FEED_URL = 'http://localhost:3000/api/calendar/abcDEF123_-secret.ics';
const OFF = { enabled: false, created_at: null };
const ON = { enabled: true, created_at: '2026-11-20T09:30:00.000Z' };

/** The account page of a manager whose feed is `feed`; answers the user-event session. */
async function renderFeed(feed: typeof OFF | typeof ON) {
  answer('get', '/me/calendar', feed);
  render(<StaffWithoutProfile />);
  await screen.findByRole('heading', { name: 'Calendar Feed' });
  return userEvent.setup({ delay: null });
}

describe('the calendar feed on Account Settings', () => {
  it('turns the feed on and shows its address once, with Copy and how to subscribe', async () => {
    const user = await renderFeed(OFF);
    const made = answer('post', '/me/calendar', { url: FEED_URL }, 201);
    answer('get', '/me/calendar', ON);
    await user.click(await screen.findByRole('button', { name: 'Turn on calendar feed' }));

    expect(await screen.findByLabelText('Calendar feed address')).toHaveTextContent(FEED_URL);
    expect(made).toHaveLength(1);
    expect(screen.getByText(/^Google Calendar \(on a computer\)/)).toBeInTheDocument();
    expect(screen.getByText(/^Outlook: choose Add calendar/)).toBeInTheDocument();
    expect(screen.getByText(/keep it to yourself/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await expectToast('Address copied.');
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('says a feed is on without its address, and makes a new one after asking', async () => {
    const user = await renderFeed(ON);
    expect(await screen.findByText(/^Your calendar feed is on \(since 20-11-2026/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Calendar feed address')).not.toBeInTheDocument();
    const made = answer('post', '/me/calendar', { url: FEED_URL }, 201);
    await user.click(screen.getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address for your calendar feed?' });
    expect(dialog).toHaveTextContent('The current address stops working');
    await user.click(within(dialog).getByRole('button', { name: 'New address' }));

    expect(await screen.findByLabelText('Calendar feed address')).toHaveTextContent(FEED_URL);
    expect(made).toHaveLength(1);
  });

  it('turns the feed off after asking', async () => {
    const user = await renderFeed(ON);
    const removed = answer('delete', '/me/calendar', { message: 'Calendar feed turned off.' });
    answer('get', '/me/calendar', OFF);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off your calendar feed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    await expectToast('Calendar feed turned off.');
    expect(removed).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Turn on calendar feed' })).toBeInTheDocument();
  });

  it("shows the server's message when the feed cannot be changed", async () => {
    const user = await renderFeed(OFF);
    answer('post', '/me/calendar', { message: 'Too many attempts. Please try again later.' }, 429);
    await user.click(await screen.findByRole('button', { name: 'Turn on calendar feed' }));
    await expectToast('Too many attempts. Please try again later.');
    expect(screen.queryByLabelText('Calendar feed address')).not.toBeInTheDocument();
  });

  it('is not offered to a plain user', async () => {
    render(<WithProfile />);
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Calendar Feed' })).not.toBeInTheDocument();
  });
});
