import type { StrategyView } from '../api/strategies';
import type { JobBody, LeaseType, ModelClock, Strategy } from '../api/types';
import { DEFAULT_LEASE_TYPE, leaseTypeToSend } from './leaseTypes';
import { formatMicroGd } from './money';
import { checkScript } from './script';
import { leaseChoicesOf, takesLateness } from './strategies';
import { checkAmount, type Errors } from './validation';

/**
 * The new-job form: text per field, checked with JobViews.JobBody's rules, and turned into the body the
 * API takes. Field names are the API's where one input is one API field, so the service's problem+json
 * errors land on the same inputs (see {@link JOB_FIELD_ALIASES} for the rest).
 */
export type SizeUnit = 'runtime' | 'length';
export type DeadlineMode = 'hours' | 'at';

export interface JobForm {
  processors: string;
  sizeUnit: SizeUnit;
  /** Seconds at 1,000 MIPS per processor, or MI, as {@link sizeUnit} says. */
  size: string;
  budget: string;
  deadlineMode: DeadlineMode;
  /** "in N hours" (decimals allowed). */
  deadlineHours: string;
  /** A date-time on the model clock in the app's format ("21 Nov 2026 23:30"), the browser's time zone. */
  deadlineAt: string;
  /** A name from GET /api/strategies; empty until the list is known (the form then takes the first). */
  strategy: Strategy;
  /** Only for a strategy that weighs lateness: G$ per second late; empty for a deadline the job must meet. */
  lateness: string;
  /** Only for a strategy that sells leases (see lib/leaseTypes). */
  leaseType: LeaseType;
  /** A shell script to run on a real cluster under Slurm (issue 33); blank for none (see lib/script). */
  script: string;
}

export const JOB_FORM_FIELDS = ['processors', 'size', 'budget', 'deadline', 'strategy', 'lateness', 'leaseType',
  'script'] as const;

/** The API's field → the form's field. */
export const JOB_FIELD_ALIASES: Record<string, string> = {
  lengthMi: 'size',
  runtimeSeconds: 'size',
  budgetMicroGd: 'budget',
  deadlineSeconds: 'deadline',
  tardinessPenaltyMicroGdPerSecond: 'lateness',
};

export const EMPTY_JOB_FORM: JobForm = {
  processors: '8',
  sizeUnit: 'runtime',
  size: '3600',
  budget: '50000',
  deadlineMode: 'hours',
  deadlineHours: '2',
  deadlineAt: '',
  strategy: '',
  lateness: '',
  leaseType: DEFAULT_LEASE_TYPE,
  script: '',
};

/** JobBody's bounds (JobViews.JobBody). */
const MAX_PROCESSORS = 1_000_000;
const MAX_RUNTIME_SECONDS = 100_000_000;
const MAX_LENGTH_MI = Number.MAX_SAFE_INTEGER; // the API allows 10¹⁸; JSON numbers stay exact only up to 2⁵³
const MAX_DEADLINE_SECONDS = 100_000_000;
const MAX_BUDGET_MICRO_GD = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A lateness penalty (seed 003's w), G$ per second late → exact µG$ per second: empty is none (the deadline is hard),
 * otherwise more than 0 with at most six decimals.
 */
export function checkLateness(text: string): { micro?: bigint; error?: string } {
  return text.trim() === '' ? {} : checkAmount(text, 1n, MAX_BUDGET_MICRO_GD, 'must be greater than 0');
}

/** The same penalty per hour late ("36.00 G$ per hour late"), or undefined while the text is no penalty. */
export function latenessPerHour(text: string): string | undefined {
  const { micro } = checkLateness(text);
  return micro === undefined ? undefined : `${formatMicroGd(micro * 3600n)} G$ per hour late`;
}

/** A whole number in [min, max], or the message to show. */
export function checkWhole(text: string, min: number, max: number): { value?: number; error?: string } {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { error: 'required' };
  }
  if (!/^\d+$/.test(trimmed)) {
    return { error: 'a whole number, such as 8' };
  }
  const value = Number(trimmed);
  if (value < min) {
    return { error: min === 1 ? 'must be greater than 0' : `must be at least ${min}` };
  }
  if (value > max) {
    return { error: `must be at most ${max.toLocaleString('en-GB')}` };
  }
  return { value };
}

/**
 * The model clock now, estimated from a reading taken at wall time {@code readAtMs}: model time runs
 * {@code timeScale} times faster than the wall clock.
 */
export function modelNowMs(clock: Pick<ModelClock, 'now' | 'timeScale'>, readAtMs: number, wallNowMs: number): number {
  return Date.parse(clock.now) + (wallNowMs - readAtMs) * clock.timeScale;
}

/** "in N hours" → whole seconds (rounded down, so never later than asked), or the message. */
export function deadlineSecondsInHours(text: string): { value?: number; error?: string } {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { error: 'required' };
  }
  if (!/^\d*(\.\d*)?$/.test(trimmed) || trimmed === '.') {
    return { error: 'a number of hours, such as 2 or 0.5' };
  }
  const seconds = Math.floor(Number(trimmed) * 3600);
  if (seconds < 1) {
    return { error: 'must be at least one second' };
  }
  if (seconds > MAX_DEADLINE_SECONDS) {
    return { error: 'must be at most 100,000,000 seconds (about 27,777 hours)' };
  }
  return { value: seconds };
}

/**
 * A date-time on the model clock → seconds from the model's now (rounded down: the job must finish by
 * then), or the message. {@code modelNow} is in ms since the epoch; {@code at} is a datetime-local value,
 * read in the browser's time zone.
 */
export function deadlineSecondsAt(at: string, modelNow: number): { value?: number; error?: string } {
  if (at.trim() === '') {
    return { error: 'required' };
  }
  const when = parseDateTimeInput(at);
  if (when === undefined) {
    return { error: `a date and time such as ${formatDateTimeInput(modelNow)}` };
  }
  const seconds = Math.floor((when - modelNow) / 1000);
  if (seconds < 1) {
    return { error: 'must be later than the model time now' };
  }
  if (seconds > MAX_DEADLINE_SECONDS) {
    return { error: 'must be within 100,000,000 seconds of the model time now' };
  }
  return { value: seconds };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The deadline field in the app's own date format ("24 Nov 2026 22:30", browser time zone), the way every
 * date on the pages reads, rather than the browser's date picker format.
 */
export function formatDateTimeInput(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * "24 Nov 2026 22:30" (a comma and seconds allowed, as the pages show dates) or "2026-11-24 22:30" /
 * "2026-11-24T22:30", in the browser's time zone → ms since the epoch; undefined when it is no such date.
 */
export function parseDateTimeInput(text: string): number | undefined {
  const trimmed = text.trim();
  let parts: number[] | undefined;
  const app = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (app) {
    const month = MONTHS.findIndex((name) => name.toLowerCase() === app[2].toLowerCase());
    parts = month < 0 ? undefined : [Number(app[3]), month, Number(app[1]), Number(app[4]), Number(app[5]), Number(app[6] ?? 0)];
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (iso) {
    parts = [Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]), Number(iso[4]), Number(iso[5]), Number(iso[6] ?? 0)];
  }
  if (!parts) {
    return undefined;
  }
  const [year, month, day, hours, minutes, seconds] = parts;
  const date = new Date(year, month, day, hours, minutes, seconds);
  // new Date rolls 31 Feb over into March: such a date was not a date.
  const same = date.getFullYear() === year && date.getMonth() === month && date.getDate() === day
    && date.getHours() === hours && date.getMinutes() === minutes;
  return same ? date.getTime() : undefined;
}

/** A datetime-local value (browser time zone, minutes) for ms since the epoch. */
export function toDateTimeLocal(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The body to send, or the errors to show; never both. {@code strategies} (GET /api/strategies; undefined while
 * it loads) say which strategies there are and which fields each takes; {@code modelNow} (ms) is needed only
 * for a deadline given as a date-time.
 */
export function jobBodyOf(form: JobForm, strategies: readonly StrategyView[] | undefined,
                          modelNow?: number): { body?: JobBody; errors: Errors } {
  const errors: Errors = {};
  const processors = checkWhole(form.processors, 1, MAX_PROCESSORS);
  const size = form.sizeUnit === 'runtime'
    ? checkWhole(form.size, 1, MAX_RUNTIME_SECONDS)
    : checkWhole(form.size, 1, MAX_LENGTH_MI);
  const budget = checkAmount(form.budget, 1n, MAX_BUDGET_MICRO_GD, 'must be greater than 0');
  let deadline: { value?: number; error?: string };
  if (form.deadlineMode === 'hours') {
    deadline = deadlineSecondsInHours(form.deadlineHours);
  } else if (modelNow === undefined) {
    deadline = { error: 'waiting for the model clock' };
  } else {
    deadline = deadlineSecondsAt(form.deadlineAt, modelNow);
  }
  for (const [field, check] of [['processors', processors], ['size', size], ['budget', budget],
    ['deadline', deadline]] as const) {
    if (check.error) {
      errors[field] = check.error;
    }
  }
  if (strategies === undefined) {
    errors.strategy = 'waiting for the list of strategies';
  } else if (!strategies.some((strategy) => strategy.name === form.strategy)) {
    errors.strategy = `must be one of ${strategies.map((strategy) => strategy.name).join(', ')}`;
  }
  // Only a strategy that weighs lateness takes a penalty; for the others the field is hidden and not sent.
  const lateness = strategies && takesLateness(strategies, form.strategy) ? checkLateness(form.lateness) : {};
  if (lateness.error) {
    errors.lateness = lateness.error;
  }
  const script = checkScript(form.script);
  if (script.error) {
    errors.script = script.error;
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  const body: JobBody = {
    processors: processors.value!,
    budgetMicroGd: Number(budget.micro!),
    deadlineSeconds: deadline.value!,
    strategy: form.strategy,
  };
  if (lateness.micro !== undefined) {
    body.tardinessPenaltyMicroGdPerSecond = Number(lateness.micro);
  }
  const offered = leaseChoicesOf(strategies ?? [], form.strategy).map((choice) => choice.name);
  const leaseType = leaseTypeToSend(offered, form.leaseType);
  if (leaseType !== undefined) {
    body.leaseType = leaseType;
  }
  if (script.value !== undefined) {
    body.script = script.value;
  }
  if (form.sizeUnit === 'runtime') {
    body.runtimeSeconds = size.value!;
  } else {
    body.lengthMi = size.value!;
  }
  return { body, errors };
}

/** Two bodies ask the same thing (the same submission may reuse its Idempotency-Key). */
export function sameJob(a: JobBody, b: JobBody): boolean {
  return a.processors === b.processors && a.lengthMi === b.lengthMi && a.runtimeSeconds === b.runtimeSeconds
    && a.budgetMicroGd === b.budgetMicroGd && a.deadlineSeconds === b.deadlineSeconds && a.strategy === b.strategy
    && a.tardinessPenaltyMicroGdPerSecond === b.tardinessPenaltyMicroGdPerSecond && a.leaseType === b.leaseType
    && a.script === b.script;
}

/** Seed 004's reference speed: a runtime is given in seconds on processors of this rating. */
export const REFERENCE_MIPS = 1000;

/**
 * The form after the person switches "size given as": the number converted at the reference speed
 * (MI = runtime s × 1,000 MIPS × processors), or cleared with the notice saying why. A length that does
 * not fill whole seconds is rounded up to the next second (the job is never made shorter), and says so.
 */
export function switchSizeUnit(form: JobForm, unit: SizeUnit): { form: JobForm; notice?: string } {
  if (unit === form.sizeUnit) {
    return { form };
  }
  const switched = { ...form, sizeUnit: unit };
  if (form.size.trim() === '') {
    return { form: switched };
  }
  const from = form.sizeUnit === 'runtime' ? 'runtime' : 'length';
  const size = form.sizeUnit === 'runtime'
    ? checkWhole(form.size, 1, MAX_RUNTIME_SECONDS)
    : checkWhole(form.size, 1, MAX_LENGTH_MI);
  const processors = checkWhole(form.processors, 1, MAX_PROCESSORS);
  if (size.value === undefined || processors.value === undefined) {
    return { form: { ...switched, size: '' },
      notice: `The ${from} was cleared: it converts only with a valid ${size.value === undefined ? from : 'number of processors'}.` };
  }
  const perSecondMi = BigInt(REFERENCE_MIPS) * BigInt(processors.value);
  if (unit === 'length') {
    const mi = BigInt(size.value) * perSecondMi;
    if (mi > BigInt(MAX_LENGTH_MI)) {
      return { form: { ...switched, size: '' }, notice: 'The runtime was cleared: as a length it exceeds the largest allowed.' };
    }
    return { form: { ...switched, size: mi.toString() },
      notice: `${formatWhole(size.value)} s on ${formatWhole(processors.value)} processors at 1,000 MIPS is ${formatWhole(mi)} MI.` };
  }
  const mi = BigInt(size.value);
  const seconds = (mi + perSecondMi - 1n) / perSecondMi;
  if (seconds > BigInt(MAX_RUNTIME_SECONDS)) {
    return { form: { ...switched, size: '' }, notice: 'The length was cleared: as a runtime it exceeds the largest allowed.' };
  }
  const exact = seconds * perSecondMi === mi;
  return { form: { ...switched, size: seconds.toString() },
    notice: `${formatWhole(mi)} MI on ${formatWhole(processors.value)} processors at 1,000 MIPS is `
      + `${exact ? '' : 'just under '}${formatWhole(seconds)} s${exact ? '' : ' (rounded up to a whole second)'}.` };
}

function formatWhole(value: number | bigint): string {
  return value.toLocaleString('en-GB');
}
