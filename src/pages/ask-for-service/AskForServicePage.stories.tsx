import type { Meta, StoryObj } from '@storybook/react-vite';
import { AskForServicePage } from './AskForServicePage';

const meta = { title: 'Pages/Ask for service', component: AskForServicePage } satisfies Meta<typeof AskForServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the home page's 'Duplicate DL' tile. */
export const FromDlTile: Story = { parameters: { path: '/ask-for-service?category=dl&service=duplicate_dl' } };

export const NothingChosen: Story = { parameters: { path: '/ask-for-service' } };
