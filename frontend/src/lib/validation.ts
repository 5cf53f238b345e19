import { formatMicroGd, parseGd } from './money';
import { perHourToPerSecondMicro, SECONDS_PER_HOUR } from './priceUnits';

/**
 * The API's input rules, checked before sending so a person sees the same message sooner. The service
 * checks again; its problem+json errors land in the same places (see api/problem.ts).
 */
export type Errors = Record<string, string>;

/** Mirrors SiteViews.MAX_PRICE_MICRO_GD: 10⁶ G$. */
export const MAX_PRICE_MICRO_GD = 1_000_000_000_000n;
/** Mirrors SiteViews.MIN_PRICE_MICRO_GD: 1 µG$ (a free site would fail every job placed there). */
export const MIN_PRICE_MICRO_GD = 1n;
/** Amounts above this would lose µG$ in a JSON number; far beyond any grant (9 billion G$). */
const MAX_SAFE_MICRO_GD = BigInt(Number.MAX_SAFE_INTEGER);

/** A G$ amount within [min, max] µG$, or the message to show. */
export function checkAmount(text: string, minMicro: bigint, maxMicro: bigint,
                            minMessage: string): { micro?: bigint; error?: string } {
  if (text.trim() === '') {
    return { error: 'required' };
  }
  const parsed = parseGd(text);
  if (!parsed.ok) {
    return { error: parsed.message };
  }
  if (parsed.micro < minMicro) {
    return { error: minMessage };
  }
  if (parsed.micro > maxMicro) {
    return { error: 'too large' };
  }
  return { micro: parsed.micro };
}

export function checkPrice(text: string) {
  return checkAmount(text, MIN_PRICE_MICRO_GD, MAX_PRICE_MICRO_GD, 'must be at least 0.000001 G$ (1 µG$)');
}

/** An optional part of a price card: empty means "not set". */
export function checkOptionalPrice(text: string) {
  return text.trim() === '' ? {} : checkPrice(text);
}

/**
 * An optional cost per processor-hour in G$ that the API keeps per processor-second in whole µG$
 * ({@code fixedCostMicroGdPerCpuSecond}): the µG$ per second when the text converts exactly; otherwise an error
 * naming the two nearest costs that do (multiples of 0.0036 G$, 1 µG$ per processor-second). Empty: not set.
 */
export function checkOptionalCostPerProcessorHour(text: string): { microPerSecond?: bigint; error?: string } {
  if (text.trim() === '') {
    return {};
  }
  const perHour = checkAmount(text, SECONDS_PER_HOUR * MIN_PRICE_MICRO_GD, SECONDS_PER_HOUR * MAX_PRICE_MICRO_GD,
    'must be at least 0.0036 G$ (1 µG$ per processor-second)');
  if (perHour.micro === undefined) {
    return { error: perHour.error };
  }
  const converted = perHourToPerSecondMicro(perHour.micro);
  if (converted.exact) {
    return { microPerSecond: converted.microPerSecond };
  }
  const nearest = [converted.lowerMicroPerHour, converted.upperMicroPerHour]
    .filter((micro): micro is bigint => micro !== undefined).map((micro) => formatMicroGd(micro));
  return { error: `not exact: this cost is kept per processor-second in whole µG$, so it must be a multiple of `
      + `0.0036 G$ per processor-hour, such as ${nearest.join(' or ')}` };
}

export function checkGrantAmount(text: string) {
  return checkAmount(text, 1n, MAX_SAFE_MICRO_GD, 'must be greater than 0');
}

const USERNAME = /^[a-z][a-z0-9_.-]{1,31}$/;
const TRANSFER_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function checkUsername(username: string): string | undefined {
  return USERNAME.test(username)
    ? undefined
    : "2 to 32 characters: lower-case letters, digits, '_', '.', '-', starting with a letter";
}

export function checkNewPassword(password: string): string | undefined {
  return password.length >= 8 && password.length <= 128 ? undefined : 'must be 8 to 128 characters';
}

export function checkTransferId(id: string): string | undefined {
  return TRANSFER_ID.test(id) ? undefined : '1 to 64 of A-Z a-z 0-9 . _ : -';
}

export function checkAccountId(text: string): string | undefined {
  return /^[1-9]\d{0,15}$/.test(text.trim()) ? undefined : 'an account number, such as 1';
}

/** Only the fields that have an error. */
export function errorsOf(checks: Record<string, string | undefined>): Errors {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message !== undefined)) as Errors;
}
