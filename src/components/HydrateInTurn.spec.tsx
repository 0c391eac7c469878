import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrateInTurn, hydrateInTurns } from './HydrateInTurn';

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
});
