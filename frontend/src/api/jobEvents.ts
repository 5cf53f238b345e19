import { send } from './client';
import type { JobStatusEvent } from './types';
import { readJsonEvents } from '../lib/sse';

/**
 * Follows GET /api/jobs/events (server-sent events of the caller's jobs). EventSource cannot send the
 * Authorization header, so this reads the stream with fetch. It reconnects after a dropped stream (1 s,
 * doubling to 30 s) and calls {@code onConnected} on every (re)connection, so a page can re-read what it
 * shows and miss nothing between streams. Returns the function that stops it.
 */
export function followJobEvents(onEvent: (event: JobStatusEvent) => void,
                                onConnected: (connected: boolean) => void = () => {}): () => void {
  const abort = new AbortController();
  let delay = 1000;

  async function run() {
    while (!abort.signal.aborted) {
      try {
        const response = await send('GET', '/api/jobs/events', undefined, 'text/event-stream', {}, abort.signal);
        onConnected(true);
        delay = 1000;
        await readJsonEvents<JobStatusEvent>(response, onEvent);
      } catch (failure) {
        if (abort.signal.aborted) {
          return;
        }
        if (failure instanceof Error && 'status' in failure && (failure as { status: number }).status === 401) {
          return;
        }
      }
      onConnected(false);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 30_000);
    }
  }

  void run();
  return () => abort.abort();
}
