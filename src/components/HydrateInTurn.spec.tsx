import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrateInTurn, hurryTurns, hydrateInTurns } from './HydrateInTurn';

describe('HydrateInTurn', () => {
  it('draws its part at once outside the public entry taking its page over (the back office, a page drawn anew)', () => {
    render(
      <HydrateInTurn>
        <p>Renewal of DL</p>
      </HydrateInTurn>,
    );
    expect(screen.getByText('Renewal of DL')).toBeInTheDocument();
  });

  it('settles at once when the page has no part waiting for a turn, and draws later parts at once', async () => {
    await hydrateInTurns(() => render(<p>Track a request</p>));
    render(
      <HydrateInTurn>
        <p>Duplicate DL</p>
      </HydrateInTurn>,
    );
    expect(screen.getByText('Duplicate DL')).toBeInTheDocument();
  });

  it('takes its parts over one task after another, or all at once when someone waits (a tap held)', async () => {
    const parts = (names: string[]) => (
      <div>
        {names.map((name) => (
          <HydrateInTurn key={name}>
            <p>{name}</p>
          </HydrateInTurn>
        ))}
      </div>
    );
    const drawnAfterOneTask = async (hurry: boolean, names: string[]) => {
      let done = false;
      const taken = hydrateInTurns(() => render(parts(names))).then(() => (done = true));
      if (hurry) hurryTurns();
      await act(() => new Promise((resolve) => setTimeout(resolve)));
      const drawn = names.filter((name) => screen.queryByText(name)).length;
      await act(() => taken);
      expect(done).toBe(true);
      return drawn;
    };
    expect(await drawnAfterOneTask(false, ['LL', 'DL', 'Renewal of DL'])).toBeLessThan(3);
    expect(await drawnAfterOneTask(true, ['Fitness', 'Permit', 'Transfer'])).toBe(3);
  });
});
