import { Suspense } from 'react';
import { useTranslate } from '../i18n/translations';
import { lazyNamed } from '../lazyNamed';
import type { NavLink } from './navigation';

/** Staff only (it asks the back office's data provider): its code stays out of the public pages. */
const UnreadBadge = lazyNamed(() => import('./UnreadBadge'), 'UnreadBadge');

/** A navigation link's text, with the inbox's unread count beside it. */
export const NavLinkLabel = ({ link }: { link: NavLink }) => {
  const translate = useTranslate();
  const label = translate(link.label);
  return link.unreadBadge ? (
    <Suspense fallback={label}>
      <UnreadBadge label={label} />
    </Suspense>
  ) : (
    <>{label}</>
  );
};
