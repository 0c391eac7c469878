const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** An amount in rupees with the ₹ sign and two decimals ('₹1,234.50'); '-' when missing. */
export function formatAmount(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  const amount = Number(value);
  return Number.isFinite(amount) ? RUPEES.format(amount) : '-';
}
