/*
 * « Newest first », the order of the blog everywhere (the list, the related articles, the feeds):
 * by date, and on the same day the higher number first, so the order never depends on file names.
 */

export interface Dated {
  /** YYYY-MM-DD, which sorts as text. */
  date: string;
  id: number;
}

export function newestFirst(a: Dated, b: Dated): number {
  return b.date.localeCompare(a.date) || b.id - a.id;
}
