/**
 * A CSV document (RFC 4180: comma-separated, CRLF line ends, cells quoted when they hold a comma, a
 * quote or a line break). It starts with a byte-order mark so spreadsheet programs read it as UTF-8
 * (Chinese and Vietnamese text intact). A text cell that a spreadsheet would run as a formula gets a
 * leading apostrophe; plain numbers such as "-12.50" stay numbers.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

const number = /^-?\d+(\.\d+)?$/;

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !number.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
