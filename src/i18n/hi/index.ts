import englishMessages from 'ra-language-english';
import type { Messages } from '../en';
import { citizens } from './citizens';
import { shell } from './shell';

/** Hindi: loaded only when chosen. */
export const hi: Messages = {
  ...englishMessages,
  ...shell,
  ...citizens,
  resources: { ...citizens.resources },
};
