const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
const integer = new Intl.NumberFormat('en-GB');

/** "21 Nov 2025, 20:36:01" in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** USER_WALLET → "user wallet". */
export function formatAccountKind(kind: string): string {
  return kind.toLowerCase().replace(/_/g, ' ');
}
