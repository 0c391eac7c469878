import type { citizens as english } from '../en/citizens';

export const citizens: typeof english = {
  resources: {},
};
