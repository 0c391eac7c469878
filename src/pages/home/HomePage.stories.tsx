import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from './HomePage';

const meta = { title: 'Pages/Home', component: HomePage } satisfies Meta<typeof HomePage>;
export default meta;

export const OnlineServices: StoryObj<typeof meta> = {};
