/**
 * Every span of time on every page, one format: "45 s", "12 min 5 s", "3 h 20 min", "2 d 4 h"; a span of a
 * fraction of a second (a small preemption overhead) "less than 1 s".
 */
export function formatDuration(totalSeconds: number): string {
  if (totalSeconds > 0 && totalSeconds < 0.5) {
    return 'less than 1 s';
  }
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) {
    return `${seconds} s`;
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 48) {
    return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  }
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** Seconds from {@code fromIso} to {@code toIso}. */
export function secondsBetween(fromIso: string, toIso: string): number {
  return (Date.parse(toIso) - Date.parse(fromIso)) / 1000;
}

/** Real time left at the demo's speed-up: 685 → "11 min 25 s"; 36 → "36 s"; 3.6 → "3.6 s"; 0.36 → "360 ms". */
export function formatRealSeconds(seconds: number): string {
  if (seconds >= 60) {
    return formatDuration(seconds);
  }
  if (seconds >= 10) {
    return `${Math.round(seconds).toLocaleString('en-GB')} s`;
  }
  return seconds >= 1 ? `${Math.round(seconds * 10) / 10} s` : `${Math.round(seconds * 1000)} ms`;
}

/** The instant {@code seconds} after {@code iso} (a job's deadline: its submission + its deadline in seconds). */
export function secondsAfter(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}
