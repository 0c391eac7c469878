import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { appTheme } from './appTheme';

export { TOUCH_TARGET } from './appTheme';

/** The back office's look: react-admin's default theme under the app's own (src/appTheme.ts). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  ...appTheme,
  palette: { ...defaultTheme.palette, ...appTheme.palette },
  typography: { ...defaultTheme.typography, ...appTheme.typography },
  components: { ...defaultTheme.components, ...appTheme.components },
};
