import { proseWords, type Prose } from './prose';

/** Minutes to read a text at an unhurried 180 words a minute, never less than one. */
export function readingMinutes(body: Prose, lead = ''): number {
  const words = [...lead.split(/\s+/).filter(Boolean), ...proseWords(body)].length;
  return Math.max(1, Math.round(words / 180));
}
