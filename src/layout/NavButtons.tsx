import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from '../i18n/translations';
import { usePageLink, usePathname } from '../routing/pageLinks';
import { lazyNamed } from '../lazyNamed';
import { LazyPopup } from './LazyPopup';
import { NavLinkLabel } from './NavLinkLabel';
import { currentLink, isGroup, type NavEntry, type NavGroup } from './navigation';

const NavGroupMenu = lazyNamed(() => import('./NavGroupMenu'), 'NavGroupMenu');

const activeSx = { bgcolor: 'rgba(255,255,255,0.16)' };
/** Compact on a laptop so the longest (admin) navigation fits from 1200 px on. */
const buttonSx = { whiteSpace: 'nowrap', flexShrink: 0, px: 1, fontSize: { lg: '0.8125rem', xl: '0.875rem' } };

/** The navigation as app bar buttons (wide screens); a group's menu code comes with the first opening of one. */
export const NavButtons = ({ entries }: { entries: NavEntry[] }) => {
  const translate = useTranslate();
  const Link = usePageLink();
  const current = currentLink(entries, usePathname());
  return (
    <Box component="nav" sx={{ display: 'flex', gap: 0.25, flexWrap: 'nowrap' }}>
      {entries.map((entry) =>
        isGroup(entry) ? (
          <NavMenuButton key={entry.label} group={entry} current={current} />
        ) : (
          <Button
            key={entry.to}
            component={Link}
            to={entry.to}
            color="inherit"
            sx={[buttonSx, entry.to === current && activeSx]}
          >
            <NavLinkLabel link={entry} />
          </Button>
        ),
      )}
    </Box>
  );
};

const NavMenuButton = ({ group, current }: { group: NavGroup; current?: string }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = group.links.some((link) => link.to === current);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-label={translate(group.menuLabel)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={[buttonSx, active && activeSx]}
      >
        {translate(group.label)}
      </Button>
      <LazyPopup open={!!anchor}>
        <NavGroupMenu group={group} current={current} anchor={anchor} onClose={() => setAnchor(null)} />
      </LazyPopup>
    </>
  );
};
