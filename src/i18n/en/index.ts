import englishMessages from 'ra-language-english';
import { citizens } from './citizens';
import { dataExport } from './dataExport';
import { search } from './search';
import { desk } from './desk';
import { expiries } from './expiries';
import { shell } from './shell';
import { users } from './users';

/** English: react-admin's own texts plus ours, one module per area. */
export const en = {
  ...englishMessages,
  ...shell,
  ...citizens,
  ...dataExport,
  ...desk,
  ...users,
  ...expiries,
  ...search,
  resources: { ...citizens.resources, users: { name: 'User |||| Users' } },
};
export type Messages = typeof en;
