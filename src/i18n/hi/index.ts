import type { Messages } from '../en';
import { citizens } from './citizens';
import { desk } from './desk';
import { expiries } from './expiries';
import { raHindi } from './ra';
import { shell } from './shell';

/** Hindi: loaded only when chosen. */
export const hi: Messages = {
  ...raHindi,
  ...shell,
  ...citizens,
  ...desk,
  ...expiries,
  resources: { ...citizens.resources },
};
