import { describe, expect, it, vi } from 'vitest';
import { pageRoutes } from '../pages/routes';
import { resources } from '../resources';
import { CitizenShow } from '../resources/citizens';
import { preloadScreen } from './preloadScreen';

const spyOn = (screen: unknown) => vi.spyOn(screen as { preload: () => Promise<unknown> }, 'preload').mockResolvedValue(undefined);

describe('preloadScreen', () => {
  it("fetches the code of the screen the app opens on, and no other's", async () => {
    const citizenList = spyOn(resources.find(({ name }) => name === 'citizens')!.list);
    const citizen = spyOn(CitizenShow);
    const dashboard = spyOn(pageRoutes.find(({ path }) => path === '/dashboard')!.page);
    await preloadScreen('/citizens');
    expect(citizenList).toHaveBeenCalledOnce();
    expect(citizen).not.toHaveBeenCalled();
    await preloadScreen('/citizens/42');
    expect(citizen).toHaveBeenCalledOnce();
    await preloadScreen('/dashboard');
    expect(dashboard).toHaveBeenCalledOnce();
    expect(citizenList).toHaveBeenCalledOnce();
  });

  it('settles for a path no screen matches', async () => {
    await expect(preloadScreen('/no-such-page')).resolves.toBeUndefined();
  });
});
