import type { CatalogueEntry, ExperimentOption, NewRun, Replay } from '../api/experiments';
import type { Errors } from './validation';

/**
 * The new-run form, generated from GET /api/experiments/catalogue: one input per option of the chosen experiment
 * (a choice is a select, a boolean a checkbox, numbers number inputs, the rest text), each filled with its default.
 * Values are text, as the API takes them; the service checks them again against the same catalogue.
 */
export type InputKind = 'select' | 'checkbox' | 'integer' | 'number' | 'text';

export function inputKindOf(option: ExperimentOption): InputKind {
  switch (option.type) {
    case 'choice':
      return 'select';
    case 'boolean':
      return 'checkbox';
    case 'integer':
    case 'number':
      return option.type;
    default:
      return 'text';
  }
}

/** An option's starting value: its default; without one, a choice's first value, false, or empty. */
export function defaultOf(option: ExperimentOption): string {
  if (option.default != null) {
    return option.default;
  }
  if (option.type === 'choice') {
    return option.choices?.[0] ?? '';
  }
  return option.type === 'boolean' ? 'false' : '';
}

export function defaultsOf(entry: CatalogueEntry): Record<string, string> {
  return Object.fromEntries(entry.options.map((option) => [option.name, defaultOf(option)]));
}

const INTEGER = /^[+-]?\d{1,18}$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** What is wrong with one option's text, in the API's words, or undefined. Empty is left to the default. */
export function checkOption(option: ExperimentOption, text: string): string | undefined {
  const value = text.trim();
  if (value === '') {
    return option.default == null && option.type !== 'text' ? 'required' : undefined;
  }
  switch (option.type) {
    case 'integer':
      return INTEGER.test(value) ? undefined : 'must be a whole number';
    case 'number':
      return NUMBER.test(value) && Number.isFinite(Number(value)) ? undefined : 'must be a number';
    case 'boolean':
      return value === 'true' || value === 'false' ? undefined : 'must be true or false';
    case 'choice':
      return (option.choices ?? []).includes(value) ? undefined : `must be one of ${(option.choices ?? []).join(', ')}`;
    default:
      return undefined;
  }
}

export interface RunForm {
  experiment: string;
  quick: boolean;
  /** Empty: the experiment's own default seed. */
  seed: string;
  options: Record<string, string>;
}

export function newRunForm(entry: CatalogueEntry): RunForm {
  return { experiment: entry.experiment, quick: true, seed: '', options: defaultsOf(entry) };
}

/**
 * The body of POST /api/experiments, or the errors keyed as the service names its fields ("seed",
 * "options.lambda"). Only options that differ from their default are sent, so a run lists what was changed.
 */
export function runBodyOf(entry: CatalogueEntry, form: RunForm): { body?: NewRun; errors: Errors } {
  const errors: Errors = {};
  const seed = form.seed.trim();
  if (seed !== '' && !INTEGER.test(seed)) {
    errors.seed = 'must be a whole number';
  }
  const options: Record<string, string> = {};
  for (const option of entry.options) {
    const text = (form.options[option.name] ?? '').trim();
    const error = checkOption(option, text);
    if (error) {
      errors[`options.${option.name}`] = error;
    } else if (text !== '' && text !== defaultOf(option)) {
      options[option.name] = text;
    }
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  const body: NewRun = { experiment: entry.experiment, quick: form.quick };
  if (seed !== '') {
    body.seed = Number(seed);
  }
  if (Object.keys(options).length > 0) {
    body.options = options;
  }
  return { body, errors };
}

/** The policies `simulate --policy` takes (the replay's choices; the service also takes easy:K). */
export const REPLAY_POLICIES = ['easy', 'fcfs', 'conservative'] as const;

/** A replay's name, as the service takes it: 1 to 64 letters, digits, '-' or '_', starting with a letter or digit. */
const REPLAY_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface ReplayForm {
  policy: string;
  processors: string;
  name: string;
}

/** The query of POST /api/experiments/replays, or the errors by field. */
export function replayOf(form: ReplayForm, file: { name: string; size: number } | undefined,
                         maxBytes: number): { replay?: Replay; errors: Errors } {
  const errors: Errors = {};
  if (!file) {
    errors.trace = 'choose a trace file';
  } else if (file.size === 0) {
    errors.trace = 'the file is empty';
  } else if (file.size > maxBytes) {
    errors.trace = `the file is larger than ${Math.round(maxBytes / (1024 * 1024))} MiB`;
  }
  const processors = form.processors.trim();
  if (!/^\d{1,9}$/.test(processors) || Number(processors) < 1) {
    errors.processors = 'must be a whole number of at least 1';
  }
  const name = form.name.trim() || traceNameOf(file?.name ?? '');
  if (name === '') {
    errors.name = 'required';
  } else if (!REPLAY_NAME.test(name)) {
    errors.name = "must be 1-64 letters, digits, '-' or '_', starting with a letter or digit";
  }
  if (Object.keys(errors).length > 0) {
    return { errors };
  }
  return { replay: { policy: form.policy, processors: Number(processors), name }, errors };
}

/** A name the service takes from a file's: "SDSC-SP2-1998-4.2-cln.swf.gz" → "SDSC-SP2-1998-4-2-cln". */
export function traceNameOf(fileName: string): string {
  return fileName.replace(/\.gz$/i, '').replace(/\.swf$/i, '').replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+/, '').slice(0, 64);
}
