import { vi } from 'vitest';
import { PUBLIC_PAGES } from '../public/pages';

/** Each public page's load spied on (its chunk not imported), by the page's name. */
export const spyPageLoads = () => Object.fromEntries(PUBLIC_PAGES.map((page) => [page.name, vi.spyOn(page, 'load').mockResolvedValue(() => null)]));

/** The page controlled by a service worker (`{}`) or by none (`null`). */
export const controlledBy = (controller: object | null) =>
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });
