/** Until the shared formatter lands: the spec's date-time and 2-decimal money. */
const pad = (n: number) => String(n).padStart(2, '0');
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
export function formatMinor(minor: number, currency: string): string {
  return `${currency}${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
