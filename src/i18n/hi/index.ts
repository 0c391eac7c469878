import type { Messages } from '../en';
import { citizens } from './citizens';
import { dataExport } from './dataExport';
import { raHindi } from './ra';
import { shell } from './shell';

/** Hindi: loaded only when chosen. */
export const hi: Messages = {
  ...raHindi,
  ...shell,
  ...citizens,
  ...dataExport,
  resources: { ...citizens.resources },
};
