import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export, so a page or resource screen is fetched as its own chunk when first
 * shown: `lazyNamed(() => import('./home/HomePage'), 'HomePage')`. AppLayout suspends on it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function lazyNamed<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
