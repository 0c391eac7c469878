import { Box, Drawer, List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from '../i18n/translations';
import { usePageLink, usePathname } from '../routing/pageLinks';
import { NavLinkLabel } from './NavLinkLabel';
import { currentLink, isGroup, type NavEntry, type NavLink } from './navigation';

/** NavDrawer's drawer: the navigation's links, grouped, the current page's selected; each link in its list item. */
export const NavDrawerPanel = ({ entries, open, onClose }: { entries: NavEntry[]; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const current = currentLink(entries, usePathname());
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" sx={{ width: 260 }} aria-label={translate('shell.nav.open_menu')}>
        <List>
          {entries.map((entry) =>
            isGroup(entry) ? (
              <Fragment key={entry.label}>
                <ListSubheader>{translate(entry.label)}</ListSubheader>
                {entry.links.map((link) => (
                  <DrawerLink key={link.to} link={link} nested current={current} onClick={onClose} />
                ))}
              </Fragment>
            ) : (
              <DrawerLink key={entry.to} link={entry} current={current} onClick={onClose} />
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
};

const DrawerLink = ({ link, nested, current, onClick }: { link: NavLink; nested?: boolean; current?: string; onClick: () => void }) => {
  const Link = usePageLink();
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={link.to}
        selected={link.to === current}
        aria-current={link.to === current ? 'page' : undefined}
        onClick={onClick}
        sx={{ pl: nested ? 4 : 2 }}
      >
        <ListItemText primary={<NavLinkLabel link={link} />} />
      </ListItemButton>
    </ListItem>
  );
};
