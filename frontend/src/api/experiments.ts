import { getJson, postJson, query, send } from './client';
import { readJsonEvents } from '../lib/sse';
import type { Narrowed, Nullable, Schemas } from './schema';

/**
 * Paper experiments run by the service (issue 35 A, docs/api.md's experiments section): the catalogue the new-run
 * form is generated from, runs and their files, the comparison of two runs, and trace uploads (replays). Bodies are
 * the generated types of openapi.json (./schema); a summary's headlines and charts.json are files, not in it.
 */

export type RunState = Schemas['RunState'];
export type OptionType = 'integer' | 'number' | 'boolean' | 'choice' | 'text';

/**
 * One option an experiment takes beside quick/full and the seed (its CLI command's own option): `default` is text,
 * like every option value, empty when the command decides (the help says what it uses); `choices` only for a
 * choice (the service leaves null fields out).
 */
export type ExperimentOption = Narrowed<Schemas['Option'], {
  type: OptionType;
  default: string | null;
  choices?: string[] | null;
  help?: string | null;
}>;

/** An experiment of GET /api/experiments/catalogue; `paper` names the paper (kept behind "How this works"). */
export type CatalogueEntry = Narrowed<Schemas['Experiment'], { options: ExperimentOption[] }>;

export type RunFile = Schemas['FileView'];

/** One headline of a summary.json (issue 35 D; not in openapi.json: the summary is the experiment's file). */
export interface Headline {
  name: string;
  paper: string;
  ours: string;
  basis?: string | null;
  verdict: string;
  reason?: string | null;
}

/**
 * A run without its summary and files (what the progress events and a comparison carry). The service leaves a null
 * seed out (the experiment's own default seed).
 */
export type RunStatus = Narrowed<Omit<Schemas['RunView'], 'summary' | 'files'>, {
  seed?: number | null;
  options: Record<string, string>;
  etaSeconds: number | null;
  startedAt: string | null;
  endedAt: string | null;
  failure: string | null;
}>;

export type Run = RunStatus & {
  /** The run's summary.json as the experiment wrote it (headlines[] when it has them); absent until written. */
  summary?: Record<string, unknown> | null;
  /** Every file under the run's output, by its path there ("experiment-1/report.md"). */
  files?: RunFile[] | null;
};

/** POST /api/experiments: options as text, only those that differ from their default. */
export type NewRun = Narrowed<Schemas['StartBody'], { experiment: string; quick: boolean }>;

export type ComparedFigure = Nullable<Schemas['Figure'], 'a' | 'b' | 'delta' | 'relative'>;
export type ComparedHeadline = Nullable<Schemas['HeadlinePair'], 'a' | 'b'>;
export type Comparison = Narrowed<Schemas['RunComparison'], {
  a: RunStatus;
  b: RunStatus;
  figures: ComparedFigure[];
  headlines: ComparedHeadline[];
}>;

/** One series of a chart: x numbers (or category names for bars) against y numbers. */
export interface ChartSeries {
  name: string;
  x: (number | string)[];
  y: number[];
}

/** One chart of a run's charts.json: the series the CLI plots as PNG/SVG. */
export interface ChartSpec {
  id: string;
  title: string;
  xLabel: string;
  yLabel: string;
  kind: 'line' | 'bar' | 'scatter';
  series: ChartSeries[];
}

export interface Replay {
  policy: string;
  processors: number;
  name: string;
}

export const TERMINAL_STATES: readonly RunState[] = ['DONE', 'FAILED', 'CANCELLED'];

function runPath(id: number): string {
  return `/api/experiments/${id}`;
}

/** The address of one of a run's files (it needs the token: fetch it, a plain link cannot). */
export function runFilePath(id: number, name: string): string {
  return `${runPath(id)}/files/${name.split('/').map(encodeURIComponent).join('/')}`;
}

export const experimentsApi = {
  catalogue: () => getJson<CatalogueEntry[]>('/api/experiments/catalogue'),
  /** A page of runs, newest first; total from X-Total-Count (the project's paging). */
  runs: async (page: number, size: number) => {
    const response = await send('GET', `/api/experiments${query({ page, size })}`);
    const total = response.headers.get('X-Total-Count');
    const runs = (await response.json()) as Run[];
    return { runs, total: total === null ? runs.length : Number(total) };
  },
  run: (id: number) => getJson<Run>(runPath(id)),
  start: (run: NewRun) => postJson<Run>('/api/experiments', run),
  cancel: (id: number) => postJson<Run>(`${runPath(id)}/cancel`, undefined),
  compare: (a: number, b: number) => getJson<Comparison>(`${runPath(a)}/compare/${b}`),
  fileBlob: async (id: number, file: RunFile) =>
    (await send('GET', runFilePath(id, file.name), undefined, file.contentType)).blob(),
  fileText: async (id: number, name: string, accept: string) =>
    (await send('GET', runFilePath(id, name), undefined, accept)).text(),
  charts: async (id: number, name: string) => JSON.parse(await experimentsApi.fileText(id, name, 'application/json')) as
    ChartSpec[],
  /** Uploads an SWF trace (text or gzip) as the raw body; a malformed one is a 422 bad-trace with lines[]. */
  replay: async (trace: Blob, replay: Replay) => {
    const path = `/api/experiments/replays${query({ policy: replay.policy, processors: replay.processors,
      name: replay.name })}`;
    return (await (await send('POST', path, trace, 'application/json', {}, undefined,
      'application/octet-stream')).json()) as Run;
  },
};

/**
 * Follows GET /api/experiments/{id}/events: one event on connect, then one per change; the stream ends after the
 * event of a terminal state. A dropped stream before that is reconnected (1 s, doubling to 30 s), and
 * {@code onConnected} reports each (re)connection. Returns the function that stops following.
 */
export function followRun(id: number, onStatus: (status: RunStatus) => void,
                          onConnected: (connected: boolean) => void = () => {}): () => void {
  const abort = new AbortController();
  let delay = 1000;
  let ended = false;

  async function run() {
    while (!abort.signal.aborted && !ended) {
      try {
        const response = await send('GET', `${runPath(id)}/events`, undefined, 'text/event-stream', {},
          abort.signal);
        onConnected(true);
        delay = 1000;
        await readJsonEvents<RunStatus>(response, (status) => {
          ended ||= TERMINAL_STATES.includes(status.state);
          onStatus(status);
        });
      } catch (failure) {
        if (abort.signal.aborted) {
          return;
        }
        if (failure instanceof Error && 'status' in failure
            && [401, 403, 404].includes((failure as { status: number }).status)) {
          return;
        }
      }
      onConnected(false);
      if (ended) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 30_000);
    }
  }

  void run();
  return () => abort.abort();
}
