import englishMessages from 'ra-language-english';
import type { Messages } from './en';

export const hi: Messages = {
  ...englishMessages,
  app: { name: 'परिवहन डेस्क' },
};
