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
