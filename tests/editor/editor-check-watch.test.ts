import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Immutable } from '@/editor/decap';
import { watchChanges } from '@/editor/check/watch';

/*
 * When the editor's check runs (editor/check/watch.ts): after staff change something, once they stop,
 * never on an entry only opened, even when a widget of Decap's hands the same content back as a new entry.
 */

/** A map as Decap holds one: equal by what it holds, not by identity (Immutable's equals). */
const map = (value: Record<string, unknown>) => ({ value, equals: (other: unknown) => JSON.stringify((other as { value?: unknown })?.value) === JSON.stringify(value) });

/** A new entry object each call, as Decap makes one at each change. */
const entry = (data: Record<string, unknown>, slug = 'prevenir-les-chutes-a-domicile'): Immutable => {
  const fields: Record<string, unknown> = { collection: 'articles', slug, path: `content/articles/${slug}.md`, data: map(data), i18n: map({ en: { data: { title: 'Falls' } } }) };
  return { get: (key: string) => fields[key], getIn: () => undefined, toJS: () => fields };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the check as staff edit', () => {
  it('runs once, 400 ms after the last change, on the entry as it then is', () => {
    const check = vi.fn();
    const seen = watchChanges(check);
    seen(entry({ draft: false, related: [1, 3] }));
    seen(entry({ draft: true, related: [1, 3] }));
    vi.advanceTimersByTime(300);
    const last = entry({ draft: true, related: [1, 2] });
    seen(last);
    vi.advanceTimersByTime(399);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check.mock.calls).toEqual([[last]]);
  });

  it('does not run on an entry only opened, though a widget sends its value again (a new entry, the same content)', () => {
    const check = vi.fn();
    const seen = watchChanges(check);
    const opened = entry({ author: 'elise-mballa', related: [1, 3] });
    seen(opened);
    seen(opened);
    seen(entry({ author: 'elise-mballa', related: [1, 3] }));
    vi.advanceTimersByTime(1000);
    expect(check).not.toHaveBeenCalled();
  });

  it('runs again when a change is undone, so the panel clears', () => {
    const check = vi.fn();
    const seen = watchChanges(check);
    seen(entry({ draft: false }));
    seen(entry({ draft: true }));
    vi.advanceTimersByTime(400);
    seen(entry({ draft: false }));
    vi.advanceTimersByTime(400);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('starts afresh on another entry: its opening is not a change', () => {
    const check = vi.fn();
    const seen = watchChanges(check);
    seen(entry({ draft: false }));
    seen(entry({ draft: true }, 'tension-arterielle-et-diabete'));
    vi.advanceTimersByTime(1000);
    expect(check).not.toHaveBeenCalled();
  });
});
