import type { Messages } from '../en';
import { backups } from './backups';
import { audit } from './audit';
import { charts } from './charts';
import { citizens } from './citizens';
import { compliance } from './compliance';
import { dataExport } from './dataExport';
import { desk } from './desk';
import { expiries } from './expiries';
import { imports } from './imports';
import { reminders } from './reminders';
import { inbox } from './inbox';
import { layout } from './layout';
import { feedback } from './feedback';
import { options } from './options';
import { renewals } from './renewals';
import { raHindi } from './ra';
import { search } from './search';
import { shell } from './shell';
import { submitted } from './submitted';
import { tracking } from './tracking';
import { users } from './users';

/** Hindi: loaded only when chosen. */
export const hi: Messages = {
  ...raHindi,
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
  resources: { ...citizens.resources, users: { name: 'उपयोगकर्ता |||| उपयोगकर्ता' } },
};
