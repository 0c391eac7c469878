import { ThemeProvider, type Theme } from '@mui/material';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';

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

/** Its children as on a phone: media queries answer as there (every `down(...)` matches), at 390 px wide. */
export const PhoneMedia = ({ children }: { children: ReactNode }) => (
  <ThemeProvider
    theme={(outer: Theme) => ({
      ...outer,
      components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { matchMedia: phoneMatch } } },
    })}
  >
    <div style={{ maxWidth: 390 }}>{children}</div>
  </ThemeProvider>
);

/** Storybook decorator: the story as on a phone (PhoneMedia). */
export const asPhone: Decorator = (Story) => (
  <PhoneMedia>
    <Story />
  </PhoneMedia>
);
