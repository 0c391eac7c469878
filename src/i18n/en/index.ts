import englishMessages from 'ra-language-english';
import { citizens } from './citizens';
import { dataExport } from './dataExport';
import { shell } from './shell';

/** English: react-admin's own texts plus ours, one module per area. */
export const en = {
  ...englishMessages,
  ...shell,
  ...citizens,
  ...dataExport,
  resources: { ...citizens.resources },
};
export type Messages = typeof en;
