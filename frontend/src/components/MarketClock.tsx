import { formatRealSeconds } from '../lib/duration';
import { formatDateTime, formatInteger } from '../lib/format';
import { useModelClock } from '../lib/modelClock';

/**
 * The one clock every page shows, said once for all of them: the market's time now and how much faster than real
 * time it runs in this demo (GET /api/engine/clock). Every time on a page is on this clock, ledger transfers included.
 */
export function MarketClockNote() {
  const { clock, now } = useModelClock();
  if (!clock || now === undefined) {
    return null;
  }
  return (
    <p className="muted" data-testid="market-clock">
      Market clock: <time dateTime={new Date(now).toISOString()}>{formatDateTime(new Date(now).toISOString())}</time>.
      {' '}Every time shown is on this clock, which in this demo runs {formatInteger(clock.timeScale)}× faster than real
      time (an hour passes in {formatRealSeconds(3600 / clock.timeScale)}).
    </p>
  );
}
