import { Suspense, useState, type ReactNode } from 'react';

/**
 * A lazily loaded popup (menu, drawer) of the app bar: nothing until it is first opened, so its code stays out of
 * the first load; then fetched and kept mounted, so that it closes with its animation.
 */
export const LazyPopup = ({ open, children }: { open: boolean; children: ReactNode }) => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
};
