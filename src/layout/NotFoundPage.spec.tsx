import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApiServer } from '../test/api';
import { renderPage } from '../test/render';
import { NotFoundPage } from './NotFoundPage';

useApiServer();

describe('NotFoundPage', () => {
  it('ends its message with one full stop', async () => {
    renderPage(<NotFoundPage />, { path: '/no-such-page' });
    const message = await screen.findByText(/bad link/);
    expect(message.textContent).toBe('Either you typed a wrong URL, or you followed a bad link.');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});
