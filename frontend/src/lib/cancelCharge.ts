/**
 * The cancellation rule (README "Buying computation"): before the start the hold is voided and nothing is
 * charged; while running the user pays price · ran / planned, rounded once, half away from zero, and the
 * rest of the hold is released. Exact in BigInt.
 */
export function cancelChargeMicroGd(priceMicroGd: number, ranSeconds: number, plannedSeconds: number): bigint {
  if (ranSeconds <= 0 || plannedSeconds <= 0) {
    return 0n;
  }
  const ran = BigInt(Math.min(Math.floor(ranSeconds), plannedSeconds));
  const planned = BigInt(plannedSeconds);
  const numerator = BigInt(priceMicroGd) * ran;
  // Non-negative operands: half away from zero is half up.
  return (numerator * 2n + planned) / (planned * 2n);
}
