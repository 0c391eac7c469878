import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../test/render';
import { NavigationProgress } from './NavigationProgress';

describe('NavigationProgress', () => {
  it('shows a bar from the tap that opens a page whose code is still coming until that page is drawn', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const SlowPage = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <AppProviders>
          <NavigationProgress />
          <Suspense fallback={null}>
            <Routes>
              <Route path="/" element={<Link to="/slow">Open</Link>} />
              <Route path="/slow" element={<SlowPage />} />
            </Routes>
          </Suspense>
        </AppProviders>
      </BrowserRouter>,
    );
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Open' }));
    // The old page stays while the new one's code loads, and the bar says something is happening.
    expect(screen.getByRole('link', { name: 'Open' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    await act(async () => arrive({ default: () => <h1>Slow page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
  });
});
