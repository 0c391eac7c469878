import type { ThemeOptions } from '@mui/material';

/** Asked of the browser once, when the app loads: the system setting for less motion (the browser journeys ask for it). */
const reducedMotion = typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * With less motion: no transitions (dialogs, menus and toasts appear and leave at once) and no ripple on a press.
 * Menus and popovers size their grow from their height unless given a duration.
 */
const noMotion = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: {
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
  },
} satisfies ThemeOptions;

const PRIMARY = '#0d47a1';

/**
 * A focus ring anyone can see, on whatever is reached with the keyboard (MUI draws only a faint ripple): 3 px of the
 * primary blue outside the control, white on the blue app bar.
 */
export const focusRing = { outline: `3px solid ${PRIMARY}`, outlineOffset: 2 };

/** A finger's target (WCAG 2.5.5): every button of the app bar, and of a public page (PublicPage). */
export const TOUCH_TARGET = { minHeight: 44, minWidth: 44 };

/** The app's look in a transport-department blue, without react-admin (the public pages' entry uses it as it is). */
export const appTheme = {
  ...(reducedMotion ? { transitions: noMotion.transitions } : {}),
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#00695c' },
    // MUI's own error, warning and info are too light for white text (a 'Pending' chip 3.1:1, 'Vehicles: N' 3.9:1)
    // and its red too light on a filled input's grey (the required asterisk 4.4:1): darker shades reach 4.5:1
    // everywhere (theme.spec.ts computes every pair).
    error: { main: '#c62828' },
    warning: { main: '#a84300' },
    info: { main: '#0271b0' },
    success: { main: '#2e7d32' },
    background: { default: '#f4f6f8' },
  },
  /** Buttons and tabs keep the documents' case ('+ New Profile'), not MUI's capitals. */
  typography: {
    // Noto Sans Devanagari is loaded with Hindi (src/i18n/devanagariFont.ts); it draws only Devanagari characters.
    fontFamily: '"Roboto", "Helvetica", "Arial", "Noto Sans Devanagari", sans-serif',
    button: { textTransform: 'none' },
  },
  components: {
    MuiAppBar: {
      styleOverrides: {
        colorPrimary: {
          backgroundColor: PRIMARY,
          '& .Mui-focusVisible, & a:focus-visible': { outlineColor: '#fff' },
          '& .MuiButton-root, & .MuiIconButton-root': TOUCH_TARGET,
        },
      },
    },
    MuiButtonBase: {
      ...(reducedMotion ? { defaultProps: { disableRipple: true } } : {}),
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
    // A dialog takes the focus when it opens; opened from the keyboard (a menu's Edit) the browser drew its focus ring
    // round the whole dialog. Its fields and buttons keep theirs.
    MuiDialog: { styleOverrides: { paper: { outline: 'none' } } },
    ...(reducedMotion ? noMotion.components : {}),
  },
} satisfies ThemeOptions;
