import { Suspense, type ComponentProps } from 'react';
import { lazyNamed } from '../lazyNamed';

const ReactAdminError = lazyNamed(() => import('./deferredReactAdmin'), 'Error');

/** react-admin's error page, fetched when an error is first shown (App and AppLayout show it). */
export const ErrorPage = (props: ComponentProps<typeof ReactAdminError>) => (
  <Suspense fallback={null}>
    <ReactAdminError {...props} />
  </Suspense>
);
