import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The toast (react-admin notification) currently shown, if any. */
export const toast = () => document.querySelector('.MuiSnackbar-root');

/** Waits for `message` in a toast. */
export async function expectToast(message: string) {
  await waitFor(() => expect(toast()).toHaveTextContent(message));
}

/** Waits for a screen's load, search or download failure, shown once: a red alert on the page, and no toast. */
export async function expectFailure(message: string) {
  await waitFor(() => {
    const redAlerts = screen.queryAllByRole('alert').filter((alert) => alert.classList.contains('MuiAlert-colorError'));
    expect(redAlerts.map((alert) => alert.textContent)).toContain(message);
  });
  expect(toast()).toBeNull();
}

/** Waits for a form's failure shown once: one red alert with `message` above the form, and no toast. */
export async function expectFormFailure(message: string) {
  await waitFor(() => {
    const redAlerts = screen.queryAllByRole('alert').filter((alert) => alert.classList.contains('MuiAlert-colorError'));
    expect(redAlerts.map((alert) => alert.textContent)).toEqual([message]);
  });
  expect(toast()).toBeNull();
}

/** Waits for a server error shown once, under the input `field`: neither a red alert nor a toast repeats it. */
export async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAccessibleDescription(message));
  expect(screen.queryAllByRole('alert').filter((alert) => alert.classList.contains('MuiAlert-colorError'))).toHaveLength(0);
  expect(toast()).toBeNull();
  expect(screen.getAllByText(message)).toHaveLength(1);
}
