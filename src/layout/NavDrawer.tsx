import MenuIcon from '@mui/icons-material/Menu';
import { Box, Drawer, IconButton, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { currentLink, isGroup, type NavEntry, type NavLink } from './navigation';

/** The navigation folded behind a menu button (narrow screens). */
export const NavDrawer = ({ entries }: { entries: NavEntry[] }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const current = currentLink(entries, useLocation().pathname);
  return (
    <>
      <IconButton color="inherit" edge="start" aria-label={translate('shell.nav.open_menu')} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer open={open} onClose={close}>
        <Box component="nav" sx={{ width: 260 }} aria-label={translate('shell.nav.open_menu')}>
          <List>
            {entries.map((entry) =>
              isGroup(entry) ? (
                <Fragment key={entry.label}>
                  <ListSubheader>{translate(entry.label)}</ListSubheader>
                  {entry.links.map((link) => (
                    <DrawerLink key={link.to} link={link} nested current={current} onClick={close} />
                  ))}
                </Fragment>
              ) : (
                <DrawerLink key={entry.to} link={entry} current={current} onClick={close} />
              ),
            )}
          </List>
        </Box>
      </Drawer>
    </>
  );
};

const DrawerLink = ({ link, nested, current, onClick }: { link: NavLink; nested?: boolean; current?: string; onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <ListItemButton component={Link} to={link.to} selected={link.to === current} onClick={onClick} sx={{ pl: nested ? 4 : 2 }}>
      <ListItemText primary={translate(link.label)} />
    </ListItemButton>
  );
};
