/** Texts of the shell: navigation, public pages, dashboard, account. */
export const shell = {
  app: { name: 'Parivahan Desk' },
};
