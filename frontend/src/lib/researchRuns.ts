import type { Headline, Run, RunState, RunStatus } from '../api/experiments';
import { TERMINAL_STATES } from '../api/experiments';
import { formatDuration } from './duration';

/** How a run's state, progress, time left and headlines read on the research pages. */
export const STATE_WORDS: Record<RunState, string> = {
  QUEUED: 'Waiting to start',
  RUNNING: 'Running',
  DONE: 'Done',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

export function isEnded(state: RunState): boolean {
  return TERMINAL_STATES.includes(state);
}

/** 0.4237 → "42 %"; clamped to 0–100, and never "100 %" before the run is done. */
export function percentOf(progress: number, state: RunState): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 0));
  const whole = state === 'DONE' ? 100 : Math.min(99, Math.floor(clamped * 100));
  return `${whole} %`;
}

/** "about 2 min 5 s left", or what is known while there is no estimate. */
export function timeLeftOf(status: Pick<RunStatus, 'state' | 'etaSeconds'>): string {
  if (status.state === 'QUEUED') {
    return 'starts when the runs before it have finished';
  }
  if (status.state !== 'RUNNING') {
    return '';
  }
  return status.etaSeconds == null ? 'estimating the time left…' : `about ${formatDuration(status.etaSeconds)} left`;
}

/** A run with the fields of a newer status (a progress event carries no summary or files). */
export function withStatus(run: Run, status: RunStatus): Run {
  return { ...run, ...status, summary: run.summary, files: run.files };
}

/**
 * "tender (quick run, random seed 42)" ("seed 42" alone would read as one of the papers); an uploaded trace's
 * replay by what it replays: "replay of mytrace (easy, 128 processors)".
 */
export function runTitleOf(run: Pick<RunStatus, 'experiment' | 'quick' | 'seed'> & { options?: Record<string, string> | null }):
  string {
  const options = run.options ?? {};
  if (run.experiment === 'replay' && options.name && options.policy && options.processors) {
    return `replay of ${options.name} (${options.policy}, ${options.processors} processors)`;
  }
  const kind = run.quick ? 'quick run' : 'full run';
  return `${run.experiment} (${kind}${run.seed == null ? '' : `, random seed ${run.seed}`})`;
}

const VERDICT_WORDS: Record<string, string> = {
  reproduced: 'Reproduced',
  'direction-only': 'Direction only',
  'not-reproduced': 'Not reproduced',
};

/** "direction-only" → "Direction only"; an unknown verdict is shown as it came. */
export function verdictWords(verdict: string | null | undefined): string {
  return verdict == null ? '—' : VERDICT_WORDS[verdict] ?? verdict;
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

/** The summary's headlines (issue 35 D), or undefined while summaries carry none; malformed rows are left out. */
export function headlinesOf(summary: Record<string, unknown> | null | undefined): Headline[] | undefined {
  const rows = summary?.headlines;
  if (!Array.isArray(rows)) {
    return undefined;
  }
  return rows.filter((row): row is Headline => typeof row === 'object' && row !== null
    && isText(row.name) && isText(row.paper) && isText(row.ours) && isText(row.verdict));
}

/** A figure's dotted path as the comparison labels it: "experiment_1.acceptance_pct" → "experiment 1 › acceptance pct". */
export function plainKey(key: string): string {
  return key.replace(/_/g, ' ').replace(/\./g, ' › ');
}

/** The run's files named {@code name}, at the top or in a sub-directory ("experiment-1/report.md"), top first. */
export function filesNamed<T extends { name: string }>(files: readonly T[] | null | undefined, name: string): T[] {
  return (files ?? []).filter((file) => file.name === name || file.name.endsWith(`/${name}`))
    .sort((a, b) => a.name.split('/').length - b.name.split('/').length || a.name.localeCompare(b.name));
}

/**
 * Every number of a summary with its dotted path (arrays indexed), in the summary's order; headlines left out
 * (they have their own table). What the page lists as "Figures" when a summary carries no headlines.
 */
export function numbersOf(summary: Record<string, unknown> | null | undefined, prefix = ''):
  { key: string; value: number }[] {
  if (!summary) {
    return [];
  }
  const found: { key: string; value: number }[] = [];
  for (const [name, value] of Object.entries(summary)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (!prefix && name === 'headlines') {
      continue;
    }
    if (typeof value === 'number' && Number.isFinite(value)) {
      found.push({ key, value });
    } else if (value && typeof value === 'object') {
      found.push(...numbersOf(value as Record<string, unknown>, key));
    }
  }
  return found;
}

const figure = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 });

/** A figure as the tables show it: up to four decimals, grouped thousands. */
export function formatFigure(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '—' : figure.format(value);
}

/** 1234 → "1.2 kB" (file sizes in the downloads list). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} B`;
  }
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
