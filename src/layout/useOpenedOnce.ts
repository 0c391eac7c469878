import { useState } from 'react';

/**
 * Whether a popup has been opened at least once. The app bar's menus and drawer fetch their code when first
 * opened (it stays out of the first load), and stay mounted afterwards so that they can close with their animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
