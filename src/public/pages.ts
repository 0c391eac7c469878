import type { ComponentType } from 'react';
import { HomePage } from '../pages/home/HomePage';
import { PUBLIC_PATHS } from './paths';

/**
 * The public pages this entry draws, each written at build time to `dist/pages/<name>.<lang>.html` and sent by
 * server/plugins/external/static.ts. The other public pages are still the back office's (index.html).
 */
export const PUBLIC_PAGES: { path: string; name: keyof typeof PUBLIC_PATHS; page: ComponentType }[] = [{ path: PUBLIC_PATHS.home, name: 'home', page: HomePage }];
