import { getJson, postJson, query, send } from './client';
import { SseParser } from '../lib/sse';

/**
 * Paper experiments run by the service (issue 35 A, docs/api.md's experiments section): the catalogue the new-run
 * form is generated from, runs and their files, the comparison of two runs, and trace uploads (replays).
 */

export type RunState = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';
export type OptionType = 'integer' | 'number' | 'boolean' | 'choice' | 'text';

/** One option an experiment takes beside quick/full and the seed (its CLI command's own option). */
export interface ExperimentOption {
  name: string;
  label: string;
  type: OptionType;
  /** As text, like every option value; empty when the command decides (the help says what it uses). */
  default: string | null;
  /** The allowed values of a choice; absent for the other types. */
  choices?: string[] | null;
  help?: string | null;
}

export interface CatalogueEntry {
  experiment: string;
  title: string;
  /** Which paper it reproduces and where (kept behind "How this works": it names the paper). */
  paper: string;
  options: ExperimentOption[];
}

export interface RunFile {
  name: string;
  bytes: number;
  contentType: string;
}

/** verdict as summary.json writes it; the page shows it in words. */
export interface Headline {
  name: string;
  paper: string;
  ours: string;
  basis?: string | null;
  verdict: string;
  reason?: string | null;
}

/** A run without its summary and files (what the progress events carry). */
/** Fields the service leaves out when they are null (seed, summary, files) are optional here. */
export interface RunStatus {
  id: number;
  experiment: string;
  quick: boolean;
  /** Absent or null: the experiment's own default seed. */
  seed?: number | null;
  options: Record<string, string>;
  state: RunState;
  progress: number;
  etaSeconds: number | null;
  queuedAt: string;
  startedAt: string | null;
  endedAt: string | null;
  failure: string | null;
  requestedBy: string;
  version: string;
}

export interface Run extends RunStatus {
  /** The run's summary.json as the experiment wrote it (headlines[] when it has them); absent until written. */
  summary?: Record<string, unknown> | null;
  /** Every file under the run's output, by its path there ("experiment-1/report.md"). */
  files?: RunFile[] | null;
}

export interface NewRun {
  experiment: string;
  quick: boolean;
  seed?: number;
  options?: Record<string, string>;
}

export interface ComparedFigure {
  key: string;
  label: string;
  a: number | null;
  b: number | null;
  delta: number | null;
  relative: number | null;
}

export interface ComparedHeadline {
  name: string;
  a: string | null;
  b: string | null;
}

export interface Comparison {
  a: RunStatus;
  b: RunStatus;
  figures: ComparedFigure[];
  headlines: ComparedHeadline[];
}

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
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        const parser = new SseParser((event) => {
          try {
            const status = JSON.parse(event.data) as RunStatus;
            ended ||= TERMINAL_STATES.includes(status.state);
            onStatus(status);
          } catch {
            // Not a run's status (the stream sends JSON only); ignored.
          }
        });
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            break;
          }
          parser.push(value);
        }
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
