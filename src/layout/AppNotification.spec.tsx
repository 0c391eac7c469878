import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../test/render';

const Saved = () => {
  const notify = useNotify();
  useEffect(() => notify('Vehicle added\nCG04AB1234', { type: 'success' }), [notify]);
  return null;
};

describe('AppNotification', () => {
  it('closes a toast at once from its Close button', async () => {
    render(<AppProviders><Saved /></AppProviders>);
    expect(await screen.findByText('Vehicle added CG04AB1234')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Vehicle added CG04AB1234')).not.toBeInTheDocument(), { timeout: 1000 });
  });

  it('keeps the second line of a toast and sits at the bottom right of a desk', async () => {
    render(<AppProviders><Saved /></AppProviders>);
    const message = await screen.findByText('Vehicle added CG04AB1234');
    expect(message.textContent).toBe('Vehicle added\nCG04AB1234');
    expect(getComputedStyle(message.closest('.MuiSnackbarContent-root')!).whiteSpace).toBe('pre-wrap');
    expect(message.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomRight');
  });
});
