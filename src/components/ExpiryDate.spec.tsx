import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../test/render';
import { ExpiryDate, ValidityBadge } from './ExpiryDate';

/** The badge a date shows at `now` (UTC), with its text and MUI colour. */
function badgeAt(now: string, date: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  const { container, unmount } = render(
    <AppProviders>
      <ValidityBadge date={date} />
    </AppProviders>,
  );
  const chip = container.querySelector('.MuiChip-root')!;
  const shown = { text: chip.textContent, colour: /MuiChip-color(\w+)/.exec(chip.className)?.[1] };
  unmount();
  return shown;
}

// 18:29 UTC is 23:59 in India, 18:30 UTC is midnight: the day turns there, whatever the browser's zone.
const LAST_MINUTE_OF_10_MARCH_IST = '2026-03-10T18:29:59Z';
const MIDNIGHT_11_MARCH_IST = '2026-03-10T18:30:00Z';

describe('ValidityBadge', () => {
  afterEach(() => vi.useRealTimers());

  it('counts days to the expiry in India: the day itself is Expires today, the next Expires in 1 day', () => {
    expect(badgeAt(LAST_MINUTE_OF_10_MARCH_IST, '2026-03-10')).toEqual({ text: 'Expires today', colour: 'Warning' });
    expect(badgeAt(LAST_MINUTE_OF_10_MARCH_IST, '2026-03-11')).toEqual({ text: 'Expires in 1 day', colour: 'Warning' });
  });

  it('turns red at midnight in India, though it is still the 10th in UTC', () => {
    expect(badgeAt(MIDNIGHT_11_MARCH_IST, '2026-03-10')).toEqual({ text: 'Expired on 10-03-2026', colour: 'Error' });
    expect(badgeAt(MIDNIGHT_11_MARCH_IST, '2026-03-11')).toEqual({ text: 'Expires today', colour: 'Warning' });
  });

  it('reads Expires in N days up to 30 days ahead, Valid (green) after', () => {
    expect(badgeAt(MIDNIGHT_11_MARCH_IST, '2026-04-10')).toEqual({ text: 'Expires in 30 days', colour: 'Warning' });
    expect(badgeAt(MIDNIGHT_11_MARCH_IST, '2026-04-11')).toEqual({ text: 'Valid', colour: 'Success' });
  });
});

describe('ExpiryDate', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the date beside its state, only the red badge once passed, and a dash for none', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(MIDNIGHT_11_MARCH_IST));
    render(
      <AppProviders>
        <ul>
          <li>
            <ExpiryDate date="2026-03-20" />
          </li>
          <li>
            <ExpiryDate date="2026-03-01" />
          </li>
          <li>
            <ExpiryDate date={null} />
          </li>
        </ul>
      </AppProviders>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['20-03-2026Expires in 9 days', 'Expired on 01-03-2026', '-']);
  });

  it('reads Starts on dd-mm-yyyy while its period has not begun (a renewal bought early), the day it starts its state', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(MIDNIGHT_11_MARCH_IST));
    render(
      <AppProviders>
        <ul>
          <li>
            <ExpiryDate date="2027-03-11" start="2026-03-12" />
          </li>
          <li>
            <ExpiryDate date="2027-03-10" start="2026-03-11" />
          </li>
        </ul>
      </AppProviders>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['11-03-2027Starts on 12-03-2026', '10-03-2027Valid']);
  });
});
