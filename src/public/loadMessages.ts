import { english, type PublicMessages } from './messages';

/** The public pages' texts in a language: English is bundled, Hindi loaded when chosen. */
export const loadMessages = (locale: string): Promise<PublicMessages> =>
  locale === 'hi' ? import('./hindiMessages').then((module) => module.hindi) : Promise.resolve(english);
