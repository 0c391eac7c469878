import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { HydrateInTurn } from '../components/HydrateInTurn';
import { useTranslate } from '../i18n/translations';
import { usePageLink } from '../routing/pageLinks';
import { NavButtons } from './NavButtons';
import { NavDrawer } from './NavDrawer';
import type { NavEntry } from './navigation';

/**
 * The brand's name is never cut: on a narrow bar it shows the icon alone (the link keeps the name for screen readers),
 * below 400 px, or below 480 px when staff's search box shares the bar.
 */
const brandNameSx = (withSearch: boolean) =>
  ({ whiteSpace: 'nowrap', display: 'none', [`@media (min-width: ${withSearch ? 480 : 400}px)`]: { display: 'inline' } }) as const;

/**
 * Where the links move from the drawer into the bar: up to seven fit beside the search from 1200 px (MUI's lg); a
 * longer bar (staff since the renewal desk) waits for 1536 px (xl), rather than slide under the search box.
 */
const inlineFrom = (entries: NavEntry[]) => (entries.length > MAX_LINKS_AT_LG ? 'xl' : 'lg');
const MAX_LINKS_AT_LG = 7;

/**
 * The top bar's frame, shared by the back office (ShellAppBar) and the public pages: brand, navigation (a drawer on
 * narrow screens), then `children` (search, language, user menu). Which of the drawer and the links shows is CSS's
 * choice, so a page drawn at build time (src/public/) shows the right one before any script runs; the public entry
 * takes each over in a turn of its own (HydrateInTurn).
 */
export const AppBarFrame = ({ entries, withSearch = false, children }: { entries: NavEntry[]; withSearch?: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  const Link = usePageLink();
  const from = inlineFrom(entries);
  return (
    <AppBar position="sticky" color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        {entries.length > 0 && (
          <HydrateInTurn>
            <Box sx={{ display: { xs: 'contents', [from]: 'none' } }}>
              <NavDrawer entries={entries} />
            </Box>
          </HydrateInTurn>
        )}
        <HydrateInTurn>
          <Box
            component={Link}
            to="/"
            aria-label={translate('app.name')}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: { xs: 0, lg: 1 }, flexShrink: 0 }}
          >
            <DirectionsCarIcon />
            <Typography variant="h6" component="span" sx={brandNameSx(withSearch)}>
              {translate('app.name')}
            </Typography>
          </Box>
        </HydrateInTurn>
        <HydrateInTurn>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: { xs: 'none', [from]: 'block' } }}>
              <NavButtons entries={entries} />
            </Box>
          </Box>
        </HydrateInTurn>
        {children}
      </Toolbar>
    </AppBar>
  );
};
