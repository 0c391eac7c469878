import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The toast (react-admin notification) currently shown, if any. */
export const toast = () => document.querySelector('.MuiSnackbar-root');

/** Waits for `message` in a toast. */
export async function expectToast(message: string) {
  await waitFor(() => expect(toast()).toHaveTextContent(message));
}

/** Waits for a failure shown as the catalogue asks: a red alert on the page and an error toast. */
export async function expectFailure(message: string) {
  await waitFor(() => {
    const redAlerts = screen.queryAllByRole('alert').filter((alert) => alert.classList.contains('MuiAlert-colorError'));
    expect(redAlerts.map((alert) => alert.textContent)).toContain(message);
  });
  await expectToast(message);
}
