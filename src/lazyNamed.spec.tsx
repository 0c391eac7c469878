import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from './lazyNamed';

const Page = () => <p>The page</p>;
const drawn = () => render(<Suspense fallback={<p>Waiting</p>}>{<Screen />}</Suspense>);
let Screen: ReturnType<typeof lazyNamed<{ Page: typeof Page }, 'Page'>>;

describe('lazyNamed', () => {
  it('draws a screen whose code was preloaded at once, with no fallback', async () => {
    const load = vi.fn(async () => ({ Page }));
    Screen = lazyNamed(load, 'Page');
    await act(() => Screen.preload());
    drawn();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends on a screen whose code is not here yet, then draws it, fetching it once', async () => {
    const load = vi.fn(async () => ({ Page }));
    Screen = lazyNamed(load, 'Page');
    drawn();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('The page')).toBeInTheDocument();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again for code that failed to arrive', async () => {
    const load = vi.fn<() => Promise<{ Page: typeof Page }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Page });
    Screen = lazyNamed(load, 'Page');
    await expect(Screen.preload()).rejects.toThrow('offline');
    await act(() => Screen.preload());
    drawn();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
