import englishMessages from 'ra-language-english';
import { citizens } from './citizens';
import { desk } from './desk';
import { expiries } from './expiries';
import { shell } from './shell';

/** English: react-admin's own texts plus ours, one module per area. */
export const en = {
  ...englishMessages,
  ...shell,
  ...citizens,
  ...desk,
  ...expiries,
  resources: { ...citizens.resources },
};
export type Messages = typeof en;
