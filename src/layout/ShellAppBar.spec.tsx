import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { aUser } from '../test/fixtures';
import { ShellAppBarView } from './ShellAppBar';

/** A request that never answers: react-admin shows its spinner for as long as it runs. */
const Waiting = () => {
  useQuery({ queryKey: ['never'], queryFn: () => new Promise(() => undefined) });
  return null;
};

describe('ShellAppBar', () => {
  it('names the spinner shown while a request runs (a progress bar must have a name)', async () => {
    renderPage(
      <>
        <ShellAppBarView session={{ status: 'signedIn', user: aUser({ role: 'admin' }) }} />
        <Waiting />
      </>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
