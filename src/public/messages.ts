import { INQUIRY_DOCUMENT_WORDS } from '../../common/options';
import { recordValidation } from '../i18n/en/citizens';
import { desk } from '../i18n/en/desk';
import { feedback } from '../i18n/en/feedback';
import { shell } from '../i18n/en/shell';
import { submitted } from '../i18n/en/submitted';
import { tracking } from '../i18n/en/tracking';
import { raEnglish } from './raEnglish';

/**
 * The public pages' texts, from the app's own message files (react-admin's validation texts, which the public forms'
 * rules give, and its skip link's, from raEnglish.ts), in English; Hindi's are in hindiMessages.ts (loadMessages.ts).
 */
export const english = {
  ...shell,
  ...tracking,
  ...submitted,
  ...feedback,
  ...desk,
  citizens: { validation: recordValidation },
  options: { document_types: INQUIRY_DOCUMENT_WORDS as Record<string, string> },
  ra: raEnglish,
};

export type PublicMessages = typeof english;
