const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'long' });
const clockTime = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });
const integer = new Intl.NumberFormat('en-GB');

/**
 * "21 Nov 2025, 20:36:01 CET" in the browser's time zone, the zone always named. Model times and wall
 * times share this format, so every place that shows one also says which clock it is (ModelTime, WallTime).
 */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "20:36": the time of day only, browser time zone, where a table has room for no more. */
export function formatClockTime(iso: string): string {
  return clockTime.format(new Date(iso));
}

/** The browser's time zone as the dates above name it ("CET", "UTC", "GMT+1"). */
export function timeZoneName(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short' }).formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** USER_WALLET → "user wallet". */
export function formatAccountKind(kind: string): string {
  return kind.toLowerCase().replace(/_/g, ' ');
}
