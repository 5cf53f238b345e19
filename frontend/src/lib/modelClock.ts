import { useEffect, useState } from 'react';
import { api } from '../api';
import type { ModelClock } from '../api/types';
import { modelNowMs } from './jobForm';

/**
 * The engine's model clock (every job time is model time: wall time × time-scale), read from
 * GET /api/engine/clock and estimated between readings; re-read every minute, ticking every second.
 */
export function useModelClock(): { clock?: ModelClock; now?: number } {
  const [reading, setReading] = useState<{ clock: ModelClock; at: number }>();
  const [wall, setWall] = useState(Date.now());
  useEffect(() => {
    let current = true;
    const read = () => api.clock().then((clock) => current && setReading({ clock, at: Date.now() }), () => {});
    void read();
    const reread = setInterval(read, 60_000);
    const tick = setInterval(() => setWall(Date.now()), 1000);
    return () => {
      current = false;
      clearInterval(reread);
      clearInterval(tick);
    };
  }, []);
  return { clock: reading?.clock, now: reading ? modelNowMs(reading.clock, reading.at, wall) : undefined };
}
