import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The toast (react-admin notification) currently shown, if any. */
export const toast = () => document.querySelector('.MuiSnackbar-root');

/** Waits for `message` in a toast. */
export async function expectToast(message: string) {
  await waitFor(() => expect(toast()).toHaveTextContent(message));
}

/** The texts of the red alerts on the page (not the toast). */
const redAlerts = () => screen.queryAllByRole('alert').filter((alert) => alert.classList.contains('MuiAlert-colorError')).map((alert) => alert.textContent);

/** Waits for a screen's load, search or download failure (doc1 §8): a red alert on the page and an error toast. */
export async function expectFailure(message: string) {
  await waitFor(() => expect(redAlerts()).toContain(message));
  await expectToast(message);
}

/**
 * Waits for a form's failure (doc1 §8): one red alert with `message` and an error toast. The alert sits just above the
 * form's submit button and has the focus, where the person who pressed the button is looking.
 */
export async function expectFormFailure(message: string) {
  await expectFormAlert(message);
  await expectToast(message);
}

/** Waits for a form's one red alert with `message`, focused, beside its submit button (a public form's: no toast). */
export async function expectFormAlert(message: string) {
  await waitFor(() => expect(redAlerts()).toEqual([message]));
  const alert = screen.getAllByRole('alert').find((shown) => shown.textContent === message)!;
  expect(alert).toHaveFocus();
  const submit = alert.closest('form')?.querySelector('button[type="submit"]');
  expect(submit && alert.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const inputs = [...(alert.closest('form')?.querySelectorAll('input, textarea') ?? [])];
  expect(inputs.every((input) => alert.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_PRECEDING)).toBe(true);
}

/** Waits for a server error shown once, under the input `field`: neither a red alert nor a toast repeats it. */
export async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  expect(redAlerts()).toHaveLength(0);
  expect(toast()).toBeNull();
  expect(screen.getAllByText(message)).toHaveLength(1);
}
