import { Box } from '@mui/material';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouterPageLinks } from '../routing/RouterPageLinks';
import { AppProviders, LocationProbe } from './render';

/**
 * Storybook decorator: the story at `parameters.path` (default '/') inside the app's providers.
 * Any other path shows where the app navigated, so specs can check redirects.
 */
export const withApp: Decorator = (Story, { parameters }) => {
  const path: string = parameters.path ?? '/';
  return (
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <RouterPageLinks>
          <Box sx={{ p: parameters.padding ?? 2, bgcolor: 'background.default', minHeight: '100%' }}>
            <Routes>
              <Route path={path.split('?')[0]} element={<Story />} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </Box>
        </RouterPageLinks>
      </AppProviders>
    </MemoryRouter>
  );
};
