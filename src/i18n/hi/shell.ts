import type { shell as english } from '../en/shell';

export const shell: typeof english = {
  app: { name: 'परिवहन डेस्क' },
};
