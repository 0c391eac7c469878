import { Box, CssBaseline } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { appTheme } from '../appTheme';
import { HydrateInTurn } from '../components/HydrateInTurn';
import { AppBarFrame } from '../layout/AppBarFrame';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { navigationFor } from '../layout/navigation';
import { PublicPage } from '../layout/PublicPage';
import { SkipToContent } from '../layout/SkipToContent';
import type { PublicMessages } from './messages';
import { PublicRouter, type ShownPage } from './PublicRouter';
import { PublicTranslations } from './PublicTranslations';

const theme = createTheme(appTheme);

/**
 * The app's theme (without CSS variables) as @mui/material's ThemeProvider gives such a theme, without the code of the
 * CSS variables' provider that one carries (3 KB gzip).
 */
const PublicTheme = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    {children}
  </ThemeProvider>
);

/**
 * A public page as its own entry draws it (src/public/main.tsx, and at build time src/public/render.tsx): the app bar
 * of a visitor and the page, with the app's theme and texts but without react-admin. Links load their page; a form
 * opens its success page in place (PublicRouter).
 */
export const PublicApp = ({ locale, messages, initial }: { locale: string; messages: PublicMessages; initial: ShownPage }) => (
  <PublicTheme>
    <CssBaseline enableColorScheme />
    <PublicTranslations locale={locale} messages={messages}>
      <PublicRouter initial={initial}>
        {(page) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
            <SkipToContent />
            <HydrateInTurn>
              <AppBarFrame entries={navigationFor(null)}>
                <HydrateInTurn>
                  <LanguageSwitch />
                </HydrateInTurn>
              </AppBarFrame>
            </HydrateInTurn>
            <Box component="main" id="main-content" tabIndex={-1} sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, outline: 'none' }}>
              <HydrateInTurn>
                <PublicPage>{page}</PublicPage>
              </HydrateInTurn>
            </Box>
          </Box>
        )}
      </PublicRouter>
    </PublicTranslations>
  </PublicTheme>
);
