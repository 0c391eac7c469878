import englishMessages from 'ra-language-english';
import { shell } from '../i18n/en/shell';
import { tracking } from '../i18n/en/tracking';

/** The public pages' texts, from the app's own message files: English is bundled, Hindi loaded when chosen. */
export const english = { ...shell, ...tracking, ra: { navigation: { skip_nav: englishMessages.ra.navigation.skip_nav } } };

export type PublicMessages = typeof english;

export const loadMessages = (locale: string): Promise<PublicMessages> =>
  locale === 'hi' ? import('./hindiMessages').then((module) => module.hindi) : Promise.resolve(english);
