import { ThemeProvider, type Theme } from '@mui/material';
import type { Decorator } from '@storybook/react-vite';

const phoneMatch = (query: string) => ({
  matches: query.includes('max-width'),
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

/** Storybook decorator: media queries answer as on a phone (every `down(...)` matches), at 390 px wide. */
export const asPhone: Decorator = (Story) => (
  <ThemeProvider
    theme={(outer: Theme) => ({
      ...outer,
      components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { matchMedia: phoneMatch } } },
    })}
  >
    <div style={{ maxWidth: 390 }}>
      <Story />
    </div>
  </ThemeProvider>
);
