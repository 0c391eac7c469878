/**
 * A `yyyy-mm-dd` date (or ISO timestamp) as the app shows it: dd-mm-yyyy in local time, or '-' when missing or
 * invalid. Without a library: the first picture of a staff screen (routing/firstDraw.ts) draws dates before the
 * app's libraries have loaded.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()}`;
}
