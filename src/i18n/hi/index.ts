import type { Messages } from '../en';
import { citizens } from './citizens';
import { dataExport } from './dataExport';
import { desk } from './desk';
import { expiries } from './expiries';
import { raHindi } from './ra';
import { search } from './search';
import { shell } from './shell';
import { users } from './users';

/** Hindi: loaded only when chosen. */
export const hi: Messages = {
  ...raHindi,
  ...shell,
  ...citizens,
  ...dataExport,
  ...desk,
  ...users,
  ...expiries,
  ...search,
  resources: { ...citizens.resources, users: { name: 'उपयोगकर्ता |||| उपयोगकर्ता' } },
};
