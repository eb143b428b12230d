import { describe, expect, it } from 'vitest';
import { newestDeletions, type DeletedFile } from '@/editor/history/source';

// Hosts give each commit's date with its author's offset: the deleted entries are ordered by the instant
// each date names, never by its text.
const deletion = (path: string, date: string, commit = date): DeletedFile => ({ path, commit, parent: `${commit}^`, date, author: 'Aline' });

describe('deleted entries, newest first, by instant', () => {
  it('orders dates written with different offsets as the instants they name', () => {
    // 09:00 in Yaoundé (+01:00) is 08:00 UTC: before 08:30Z, though its text sorts after it.
    const yaounde = deletion('content/services/a.yml', '2026-03-02T09:00:00+01:00');
    const utc = deletion('content/services/b.yml', '2026-03-02T08:30:00Z');
    // 23:00 the day before in New York (-05:00) is 04:00 UTC on the 2nd: the oldest, though its day reads earlier only by text.
    const newYork = deletion('content/services/c.yml', '2026-03-01T23:00:00-05:00');
    expect(newestDeletions([newYork, yaounde, utc]).map((file) => file.path)).toEqual(['content/services/b.yml', 'content/services/a.yml', 'content/services/c.yml']);
  });

  it('keeps a path’s newest deletion by instant when it was deleted twice', () => {
    const first = deletion('content/services/a.yml', '2026-03-02T09:00:00+01:00', 'first');
    const again = deletion('content/services/a.yml', '2026-03-02T08:30:00Z', 'again');
    expect(newestDeletions([first, again])).toEqual([again]);
  });

  it('puts a date no one can read last rather than failing', () => {
    const known = deletion('content/services/a.yml', '2026-03-02T09:00:00+01:00');
    const unknown = deletion('content/services/b.yml', '');
    expect(newestDeletions([unknown, known]).map((file) => file.path)).toEqual(['content/services/a.yml', 'content/services/b.yml']);
  });
});
