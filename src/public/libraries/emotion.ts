// The public entry's first library stage (main.tsx): emotion's core, which every styled part of the page runs on.
export { ThemeContext } from '@emotion/react';
