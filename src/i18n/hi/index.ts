import type { Messages } from '../en';
import { citizens } from './citizens';
import { desk } from './desk';
import { raHindi } from './ra';
import { shell } from './shell';

/** Hindi: loaded only when chosen. */
export const hi: Messages = {
  ...raHindi,
  ...shell,
  ...citizens,
  ...desk,
  resources: { ...citizens.resources },
};
