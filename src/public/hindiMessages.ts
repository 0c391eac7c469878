import { recordValidation } from '../i18n/hi/citizens';
import { desk } from '../i18n/hi/desk';
import { feedback } from '../i18n/hi/feedback';
import { options } from '../i18n/hi/options';
import { raHindi } from '../i18n/hi/ra';
import { shell } from '../i18n/hi/shell';
import { submitted } from '../i18n/hi/submitted';
import { tracking } from '../i18n/hi/tracking';
import type { PublicMessages } from './messages';

const { navigation, validation } = raHindi.ra;

export const hindi: PublicMessages = {
  ...shell,
  ...tracking,
  ...submitted,
  ...feedback,
  ...desk,
  citizens: { validation: recordValidation },
  options: { document_types: options.options.document_types },
  ra: { navigation: { skip_nav: navigation.skip_nav }, validation },
};
