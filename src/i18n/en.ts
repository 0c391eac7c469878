import englishMessages from 'ra-language-english';

export const en = {
  ...englishMessages,
  app: { name: 'Parivahan Desk' },
};
export type Messages = typeof en;
