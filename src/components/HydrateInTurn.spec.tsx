import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormTextField } from '../forms/FormTextField';
import { LightForm } from '../forms/LightForm';
import { english } from '../public/messages';
import { PublicTranslations } from '../public/PublicTranslations';
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

describe('LightForm on a page taken over in turns', () => {
  it('keeps its fields disabled until the last field has had its turn, then takes what is typed', async () => {
    const typed: string[] = [];
    let taken = false;
    const takenOver = hydrateInTurns(() =>
      render(
        <PublicTranslations locale="en" messages={english}>
          <LightForm<{ mobile: string }> defaultValues={{ mobile: '' }} onSubmit={async ({ mobile }) => void typed.push(mobile)}>
            <FormTextField name="mobile" label="Mobile" />
            <button type="submit">Send</button>
          </LightForm>
        </PublicTranslations>,
      ),
    ).then(() => (taken = true));
    // The form's code is alive (react-hook-form is ready) while its field still waits for its turn.
    await act(() => Promise.resolve());
    expect(taken).toBe(false);
    expect(screen.getByRole('group')).toBeDisabled();
    await act(() => takenOver);
    await waitFor(() => expect(screen.getByRole('group')).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(typed).toEqual(['9876543210']));
  });
});
