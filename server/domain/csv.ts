/**
 * CSV as spreadsheets read it (RFC 4180): a field with a comma, a quote or a line break is quoted, quotes doubled.
 * A text field that starts like a formula (=, +, -, @) is prefixed with an apostrophe, so a customer's name can never
 * run as a formula in the salon's spreadsheet; numbers are written as they are.
 */
const FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, ended by CRLF as the format asks. */
export const csvRow = (fields: (string | number | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;
