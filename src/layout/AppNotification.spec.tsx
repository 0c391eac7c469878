import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../test/render';

const Saved = () => {
  const notify = useNotify();
  useEffect(() => notify('Vehicle CG04AB1234 added', { type: 'success' }), [notify]);
  return null;
};

describe('AppNotification', () => {
  it('closes a toast at once from its Close button', async () => {
    render(<AppProviders><Saved /></AppProviders>);
    expect(await screen.findByText('Vehicle CG04AB1234 added')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Vehicle CG04AB1234 added')).not.toBeInTheDocument(), { timeout: 1000 });
  });
});
