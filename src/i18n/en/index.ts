import englishMessages from 'ra-language-english';
import { backups } from './backups';
import { audit } from './audit';
import { charts } from './charts';
import { citizens } from './citizens';
import { compliance } from './compliance';
import { dataExport } from './dataExport';
import { search } from './search';
import { desk } from './desk';
import { expiries } from './expiries';
import { imports } from './imports';
import { reminders } from './reminders';
import { inbox } from './inbox';
import { layout } from './layout';
import { feedback } from './feedback';
import { options } from './options';
import { renewals } from './renewals';
import { shell } from './shell';
import { submitted } from './submitted';
import { tracking } from './tracking';
import { users } from './users';

/** English: react-admin's own texts plus ours, one module per area. */
export const en = {
  ...englishMessages,
  ...shell,
  ...citizens,
  ...compliance,
  ...charts,
  ...dataExport,
  ...backups,
  ...desk,
  ...users,
  ...expiries,
  ...reminders,
  ...inbox,
  ...layout,
  ...options,
  ...renewals,
  ...search,
  ...submitted,
  ...tracking,
  ...feedback,
  ...audit,
  ...imports,
  resources: { ...citizens.resources, users: { name: 'User |||| Users' } },
};
export type Messages = typeof en;
