import type { Messages } from '../en';
import { citizens } from './citizens';
import { raHindi } from './ra';
import { search } from './search';
import { shell } from './shell';

/** Hindi: loaded only when chosen. */
export const hi: Messages = {
  ...raHindi,
  ...shell,
  ...citizens,
  ...search,
  resources: { ...citizens.resources },
};
