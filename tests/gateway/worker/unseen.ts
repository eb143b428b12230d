import { describe, expect, it } from 'vitest';
import type { RequestContent } from '@/lib/request/payload';
import { contents, nextAddress, script, textOf } from './client';
import { act, confirm, inboxPage, received, statuses, sweepOffered } from './staff';

/*
 * Deleted unseen (issue 78, item 3): a stranger's repeats by the hundred, from many addresses, after families
 * typed what it repeats. « Indésirables » and a group's sweep show 100 requests at most: « Tout effacer » and
 * « Toutes indésirables » take what they showed, nothing else, so that no request answered « sent » is deleted
 * before a person saw it by name; and a family's page never reads « unknown » for a request nobody saw.
 */

const REPEATS = 110;
/** Five requests an address (the limit a minute, 10 a route, is the volume tests' subject). */
const PER_ADDRESS = 5;

describe('nothing deleted unseen', () => {
  it(`${REPEATS} repeats of what was swept, after families typed its message: « Tout effacer » and each sweep, as the inbox offers them, take what they showed; no family’s page reads « unknown »`, async () => {
    const again = script();
    const message = again().values.message ?? '';
    const first = nextAddress();
    const opening = Array.from({ length: 5 }, again);
    for (const content of opening) await received(content, first);
    await confirm(await sweepOffered(opening.at(-1)!.reference), 'junk-group');

    // Three families type its message; one more family's request, a person marks « Indésirable » (she saw it).
    const families: { id: string; content: RequestContent }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const content = { ...contents.appointment(), values: { ...contents.appointment().values, message } };
      families.push({ id: await received(content), content });
    }
    const familyIds = families.map(({ id }) => id);
    await act('junk', await received(contents.appointment()), 'awa');

    // The stranger again, by the hundred, from many addresses.
    const repeats: string[] = [];
    let address = nextAddress();
    let last = again();
    for (let i = 0; i < REPEATS; i += 1) {
      if (i % PER_ADDRESS === 0) address = nextAddress();
      last = again();
      repeats.push(await received(last, address));
    }
    expect(await statusesOf([...familyIds, ...repeats])).toEqual([...familyIds, ...repeats].map(() => 'received'));

    // « Tout effacer » as « Indésirables » offers it: what the page showed, nothing else.
    const bin = await inboxPage('awa', 'junk');
    const shown = idsOn(bin);
    await confirm(bin, 'empty-junk');
    const unseen = [...familyIds, ...repeats].filter((id) => !shown.includes(id));
    expect(await statusesOf(unseen), 'requests « Tout effacer » never showed').toEqual(unseen.map(() => 'received'));
    const open = await inboxPage('awa');
    for (const { content } of families) expect(open).toContain(content.reference);

    // One more family marked « Indésirable » by a person; then Awa sweeps the repeats as offered, twice: each time what the page showed.
    const marked = contents.appointment();
    const markedId = await received(marked);
    await act('junk', markedId, 'awa');
    for (const left of [REPEATS, REPEATS - 100]) {
      const offered = await sweepOffered(left === REPEATS ? last.reference : await newestHeld(repeats));
      const taken = Math.min(left, 100);
      expect(textOf(offered)).toContain(`Oui, les ${taken} sont indésirables`);
      expect((await confirm(offered, 'junk-group')).search).toContain(`n=${taken}`);
    }

    // « Indésirables » holds more than a page: « Tout effacer » deletes the page, and nothing older.
    const full = await inboxPage('awa', 'junk');
    const page = idsOn(full);
    expect(page).toHaveLength(100);
    expect(page).not.toContain(markedId);
    expect((await confirm(full, 'empty-junk')).search).toContain('n=100');
    const kept = [markedId, ...repeats.filter((id) => !page.includes(id))];
    expect(kept).toHaveLength(REPEATS - 100 + 1);
    expect(await statusesOf(kept)).toEqual(kept.map(() => 'received'));
    expect(await statusesOf(page)).toEqual(page.map(() => 'unknown'));
    expect(await inboxPage('awa', 'junk')).toContain(marked.reference);
    expect(await statusesOf(familyIds)).toEqual(familyIds.map(() => 'received'));
  }, 180_000); // 110 requests through the real proof and routes: 23 s alone, over the project's 60 s on CI beside three builds.
});

/** The requests a page shows, by id. */
const idsOn = (page: string) => [...page.matchAll(/data-id="([^"]+)"/g)].map((match) => match[1]!);

/** States of many requests, asked five at a time as a page asks. */
async function statusesOf(ids: string[]): Promise<string[]> {
  const states: string[] = [];
  for (let at = 0; at < ids.length; at += 5) states.push(...(await statuses(ids.slice(at, at + 5))).map((status) => status.state));
  return states;
}

/** The reference of a request still « À vérifier » among these (the page of the group shows its newest three). */
async function newestHeld(ids: string[]): Promise<string> {
  const check = await inboxPage('awa', 'check');
  const found = [...check.matchAll(/data-id="([^"]+)"[\s\S]*?class="reference">([^<]+)</g)].find((match) => ids.includes(match[1]!));
  expect(found, 'a repeat still « À vérifier »').toBeTruthy();
  return found![2]!;
}
