/** How many pages of {@code size} hold {@code total} lines (at least one, so an empty list shows a page). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
