/** A whole number grouped the Indian way ('1,25,000'), without Intl (whose first use loads the locale's data). */
export const groupIndian = (value: number) => {
  const digits = String(Math.abs(value));
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${head ? `${head},` : ''}${digits.slice(-3)}`;
};
