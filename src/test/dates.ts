import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

type Scope = HTMLElement | undefined;

/** The input behind a date picker (or its stand-in while the picker loads), found by the field's label; its value reads dd-mm-yyyy. */
export const dateInput = (label: RegExp | string, scope?: Scope) =>
  (scope ? within(scope) : screen).getAllByLabelText(label).find((element) => element instanceof HTMLInputElement) as HTMLInputElement;

/** Enters a date in a date picker as typed: `dd-mm-yyyy`, once the picker has loaded. */
export async function typeDate(label: RegExp | string, ddmmyyyy: string, scope?: Scope) {
  await waitFor(() => expect(dateInput(label, scope).hasAttribute('data-date-stand-in')).toBe(false));
  fireEvent.change(dateInput(label, scope), { target: { value: ddmmyyyy } });
}
