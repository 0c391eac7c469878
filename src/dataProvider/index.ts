import { backupMethods } from './backups';
import { calendarMethods } from './calendar';
import { auditMethods } from './audit';
import { citizenMethods } from './citizens';
import { conversationMethods } from './conversations';
import { exportMethods } from './dataExport';
import { deskMethods } from './desk';
import { importMethods } from './imports';
import { renewalMethods } from './renewals';
import { reminderMethods } from './reminders';
import { restDataProvider } from './rest';
import { userMethods } from './users';

/** The app's data provider: plain REST plus the custom calls of each area. */
export const dataProvider = {
  ...restDataProvider,
  ...citizenMethods,
  ...exportMethods,
  ...backupMethods,
  ...deskMethods,
  ...userMethods,
  ...renewalMethods,
  ...reminderMethods,
  ...calendarMethods,
  ...auditMethods,
  ...importMethods,
  ...conversationMethods,
};
export type AppDataProvider = typeof dataProvider;
