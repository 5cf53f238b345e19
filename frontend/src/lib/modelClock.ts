import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '../api';
import type { ModelClock } from '../api/types';
import { modelNowMs } from './jobForm';

/**
 * The market's clock, the one clock every page shows: the engine's model time, which runs `timeScale` times faster
 * than real time (GET /api/engine/clock). A wall-clock instant (a ledger transfer's, an account's) is shown at
 * the market time it happened: model(t) = anchorModelTime + (t − anchorWallTime) × timeScale.
 */
export function marketTimeOf(clock: MarketMap, wallIso: string): string {
  return new Date(Math.floor(marketMsOf(clock, Date.parse(wallIso)) / 1000) * 1000).toISOString();
}

type MarketMap = Pick<ModelClock, 'anchorWallTime' | 'anchorModelTime' | 'timeScale'>;

/** {@link marketTimeOf} in ms since the epoch, for a chart's axis. */
export function marketMsOf(clock: MarketMap, wallMs: number): number {
  return Date.parse(clock.anchorModelTime) + (wallMs - Date.parse(clock.anchorWallTime)) * clock.timeScale;
}

/** One reading of the clock shared by every component on the page: read once, re-read every minute. */
interface Reading {
  clock: ModelClock;
  /** The wall time (ms) it was read at. */
  at: number;
}

const REREAD_MS = 60_000;
let reading: Reading | undefined;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function read() {
  // The service read its clock between sending and receiving: take the midpoint, so a slow answer does not put
  // the estimate of now behind the market by the whole round trip (× the demo's speed-up).
  const sent = Date.now();
  api.clock().then((clock) => {
    reading = { clock, at: (sent + Date.now()) / 2 };
    listeners.forEach((listener) => listener());
  }, () => {});
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    read();
    timer = setInterval(read, REREAD_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The market clock's latest reading (undefined until read), shared by the page's components. */
export function useClockReading(): Reading | undefined {
  return useSyncExternalStore(subscribe, () => reading);
}

/** The market clock and its estimate of now (model ms), ticking every second. */
export function useModelClock(): { clock?: ModelClock; now?: number } {
  const current = useClockReading();
  const [wall, setWall] = useState(Date.now());
  useEffect(() => {
    const tick = setInterval(() => setWall(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  // The tick only re-renders; now is read at render, so it is never up to a second (× the speed-up) behind.
  void wall;
  return { clock: current?.clock, now: current ? modelNowMs(current.clock, current.at, Date.now()) : undefined };
}
