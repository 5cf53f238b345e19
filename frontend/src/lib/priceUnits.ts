/**
 * The directory's price per MI (P ÷ (3,600 × MIPS), µG$ as exact decimal text from the service) for people:
 * four significant digits, e.g. "0.3431". The exact text is for hovering.
 */
export function formatPricePerMi(pricePerMiMicroGd: string): string {
  const value = Number(pricePerMiMicroGd);
  if (!Number.isFinite(value)) {
    return pricePerMiMicroGd;
  }
  return new Intl.NumberFormat('en-GB', { maximumSignificantDigits: 4 }).format(value);
}

/** Seconds in an hour: a cost per processor-second × this is the same cost per processor-hour. */
export const SECONDS_PER_HOUR = 3_600n;

/** A cost per processor-second in µG$ (the API's unit) as µG$ per processor-hour, exactly: × 3,600. */
export function perSecondToPerHourMicro(microPerSecond: number | bigint): bigint {
  return BigInt(microPerSecond) * SECONDS_PER_HOUR;
}

/**
 * A cost per processor-hour in µG$ as the API's whole µG$ per processor-second, when exact; otherwise the two
 * nearest costs per processor-hour that are (the lower one absent below the smallest, 1 µG$ per second).
 */
export function perHourToPerSecondMicro(microPerHour: bigint):
  { exact: true; microPerSecond: bigint } | { exact: false; lowerMicroPerHour?: bigint; upperMicroPerHour: bigint } {
  if (microPerHour % SECONDS_PER_HOUR === 0n) {
    return { exact: true, microPerSecond: microPerHour / SECONDS_PER_HOUR };
  }
  const lower = (microPerHour / SECONDS_PER_HOUR) * SECONDS_PER_HOUR;
  return { exact: false, lowerMicroPerHour: lower > 0n ? lower : undefined, upperMicroPerHour: lower + SECONDS_PER_HOUR };
}
