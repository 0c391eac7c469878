import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The app's look: react-admin's default theme in a transport-department blue. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#0d47a1' },
    secondary: { main: '#00695c' },
    background: { default: '#f4f6f8' },
  },
  /** Buttons and tabs keep the documents' case ('+ New Profile'), not MUI's capitals. */
  typography: {
    ...defaultTheme.typography,
    // Noto Sans Devanagari is loaded with Hindi (src/i18n/devanagariFont.ts); it draws only Devanagari characters.
    fontFamily: '"Roboto", "Helvetica", "Arial", "Noto Sans Devanagari", sans-serif',
    button: { textTransform: 'none' },
  },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { colorPrimary: { backgroundColor: '#0d47a1' } } },
    // A dialog takes the focus when it opens; opened from the keyboard (a menu's Edit) the browser drew its focus ring
    // round the whole dialog. Its fields and buttons keep theirs.
    MuiDialog: { styleOverrides: { paper: { outline: 'none' } } },
  },
};
