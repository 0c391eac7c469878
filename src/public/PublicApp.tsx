import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { appTheme } from '../appTheme';
import { AppBarFrame } from '../layout/AppBarFrame';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { navigationFor } from '../layout/navigation';
import { PublicPage } from '../layout/PublicPage';
import { SkipToContent } from '../layout/SkipToContent';
import { PageLinksProvider, PlainLink } from '../routing/pageLinks';
import type { PublicMessages } from './messages';
import { PublicTranslations } from './PublicTranslations';

const theme = createTheme(appTheme);

/**
 * A public page as its own entry draws it (src/public/main.tsx, and at build time src/public/render.tsx): the app bar
 * of a visitor and the page, with the app's theme and texts but without react-admin. Links load their page.
 */
export const PublicApp = ({ locale, messages, pathname, children }: { locale: string; messages: PublicMessages; pathname: string; children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <CssBaseline enableColorScheme />
    <PublicTranslations locale={locale} messages={messages}>
      <PageLinksProvider value={{ Link: PlainLink, pathname }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
          <SkipToContent />
          <AppBarFrame entries={navigationFor(null)}>
            <LanguageSwitch />
          </AppBarFrame>
          <Box component="main" id="main-content" tabIndex={-1} sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, outline: 'none' }}>
            <PublicPage>{children}</PublicPage>
          </Box>
        </Box>
      </PageLinksProvider>
    </PublicTranslations>
  </ThemeProvider>
);
