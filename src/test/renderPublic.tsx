import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { english } from '../public/messages';
import { PublicApp } from '../public/PublicApp';
import { windowLocation } from '../public/PublicRouter';

/** A page as the public entry draws it, opened at `address` (path and query), in English. */
export function renderPublic(Page: ComponentType, address: string) {
  window.history.replaceState(null, '', address);
  return render(<PublicApp locale="en" messages={english} initial={{ location: windowLocation(), Page }} />);
}
