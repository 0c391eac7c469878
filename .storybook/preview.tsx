import type { Preview } from '@storybook/react-vite';
import { withApp } from '../src/test/withApp';

/** Every story renders inside the app's providers and a memory router (see src/test/withApp.tsx). */
const preview: Preview = {
  decorators: [withApp],
  parameters: { layout: 'fullscreen' },
};
export default preview;
