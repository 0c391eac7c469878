import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from '../i18n/translations';
import { usePageLink } from '../routing/pageLinks';
import type { NavGroup } from './navigation';

/** A navigation group's menu under its app bar button: its links, the current page's selected. */
export const NavGroupMenu = ({ group, current, anchor, onClose }: { group: NavGroup; current?: string; anchor: HTMLElement | null; onClose: () => void }) => {
  const translate = useTranslate();
  const Link = usePageLink();
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {group.links.map((link) => (
        <MenuItem key={link.to} component={Link} to={link.to} selected={link.to === current} onClick={onClose}>
          {translate(link.label)}
        </MenuItem>
      ))}
    </Menu>
  );
};
