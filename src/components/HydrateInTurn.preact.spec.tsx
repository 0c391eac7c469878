/**
 * HydrateInTurn as the public entry runs it: on Preact (vite.public.config.ts), which takes a drawn page over
 * (hydrates it) keeping the drawn HTML of a part that waits for its turn.
 */
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawnAnew, HydrateInTurn, hydrateInTurns, useAllTakenOver } from './HydrateInTurn';
import { nextTask } from './nextTask';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

/** A form of the page opened in place: its field is a part; its fieldset waits until every part is taken over. */
const Form = () => (
  <fieldset disabled={!useAllTakenOver()}>
    <HydrateInTurn>
      <input aria-label="Contact name" />
    </HydrateInTurn>
  </fieldset>
);

/** A drawn page (a home with a tile, a bar of three parts) whose tile opens the form in place. */
const Page = () => {
  const [opened, open] = useState(false);
  return (
    <div>
      <HydrateInTurn>
        {opened ? (
          <DrawnAnew>
            <Form />
          </DrawnAnew>
        ) : (
          <button onClick={() => open(true)}>Duplicate DL</button>
        )}
      </HydrateInTurn>
      {['Menu', 'Brand', 'Language'].map((name) => (
        <HydrateInTurn key={name}>
          <span>{name}</span>
        </HydrateInTurn>
      ))}
    </div>
  );
};
const DRAWN = '<div><button>Duplicate DL</button><span>Menu</span><span>Brand</span><span>Language</span></div>';

describe('HydrateInTurn on Preact', () => {
  afterEach(() => document.body.replaceChildren());

  // A part drawn anew that waited for a turn asked for a new one each time it tried again: the turns never ended.
  it('draws a page opened in place while the drawn one is taken over at once; its form is enabled once the rest is', async () => {
    const root = document.createElement('div');
    root.innerHTML = DRAWN;
    document.body.append(root);
    let takenOver = false;
    void hydrateInTurns(() => hydrate(<Page />, root)).then(() => (takenOver = true));
    // Tapped as soon as its part is taken over (a tap does nothing before), while the bar's parts wait a task each.
    for (let task = 0; task < 5 && !root.querySelector('fieldset'); task++) {
      await act(() => nextTask());
      await act(() => root.querySelector('button')?.click());
    }
    expect(root.querySelector('input[aria-label="Contact name"]')).not.toBeNull();
    expect(takenOver).toBe(false);
    for (let task = 0; task < 20 && !takenOver; task++) await act(() => nextTask());
    expect(takenOver).toBe(true);
    expect(root.querySelector('fieldset')!.disabled).toBe(false);
  });
});
