// The public entry's second library stage (main.tsx): MUI's theme and styling core, as the page's start uses them.
// Named exports, not the `@mui/material/styles` barrel: a dynamic import keeps every export of the module it names.
export { createTheme, styled } from '@mui/material/styles';
export { ThemeProvider } from '@mui/system';
