/** Texts of the citizen records area: citizens, licences, vehicles and compliance records. */
export const citizens = {
  resources: {},
};
