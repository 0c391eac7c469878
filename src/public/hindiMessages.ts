import { raHindi } from '../i18n/hi/ra';
import { shell } from '../i18n/hi/shell';
import { tracking } from '../i18n/hi/tracking';
import type { PublicMessages } from './messages';

export const hindi: PublicMessages = { ...shell, ...tracking, ra: { navigation: { skip_nav: raHindi.ra.navigation.skip_nav } } };
