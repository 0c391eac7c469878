import englishMessages from 'ra-language-english';
import { citizens } from './citizens';
import { search } from './search';
import { shell } from './shell';

/** English: react-admin's own texts plus ours, one module per area. */
export const en = {
  ...englishMessages,
  ...shell,
  ...citizens,
  ...search,
  resources: { ...citizens.resources },
};
export type Messages = typeof en;
