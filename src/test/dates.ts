import { fireEvent, screen, within } from '@testing-library/react';

type Scope = HTMLElement | undefined;

/** The input behind a date picker, found by the field's label; its value reads dd-mm-yyyy. */
export const dateInput = (label: RegExp | string, scope?: Scope) =>
  (scope ? within(scope) : screen).getAllByLabelText(label).find((element) => element instanceof HTMLInputElement) as HTMLInputElement;

/** Enters a date in a date picker as typed: `dd-mm-yyyy`. */
export const typeDate = (label: RegExp | string, ddmmyyyy: string, scope?: Scope) =>
  fireEvent.change(dateInput(label, scope), { target: { value: ddmmyyyy } });
