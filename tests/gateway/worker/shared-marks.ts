import { describe, expect, it } from 'vitest';
import type { RequestContent } from '@/lib/request/payload';
import { contents, family, isNotice, mailFor, nextAddress, script } from './client';
import { act, confirm, flashOf, inboxPage, received, statuses, sweepOffered } from './staff';

/*
 * What a family may share with a stranger without knowing it (issue 78, items 1 and 2): a sentence people write
 * alike, a number a stranger can borrow. Content may group and slow a stranger; a person decides (DECISIONS, turn
 * 10). So a family sharing one mark with a stranger's script is on top, named in a notice, its page reading
 * « received », before and after the staff sweep the script or mark a prank « Indésirable »; a family a stranger
 * copied so well that it waits « À vérifier » is named in a notice all the same, within the minutes a person needs.
 */

const SENTENCE = 'Bonjour, je voudrais prendre rendez-vous pour ma mère.';

/** A family of its own typing these values (a sentence, its number). */
const typing = (values: Record<string, string>, base = contents.appointment()): RequestContent => ({ ...base, values: { ...base.values, ...values } });

/** Each is on top, named by its reference in a notice, its page reading « received ». */
async function onTopAndNamed(families: { id: string; content: RequestContent }[]): Promise<void> {
  const open = await inboxPage('awa');
  for (const { content } of families) expect(open, `${content.reference} in « À prendre »`).toContain(content.reference);
  for (const { content } of families) expect((await mailFor(content.reference, { notices: 1 })).filter(isNotice), `${content.reference} named in a notice`).not.toEqual([]);
  expect(await statuses(families.map(({ id }) => id))).toEqual(families.map(({ id }) => ({ id, state: 'received' })));
}

const receive = async (content: RequestContent, address?: string) => ({ id: await received(content, address), content });

describe('what a family shares with a stranger without knowing it', () => {
  it('a common sentence: three of a stranger’s requests carry it, then families type it: each on top, named; the sweep offered takes the stranger’s alone; after it, a family typing it is on top', async () => {
    const address = nextAddress();
    const again = script({ message: SENTENCE });
    const stranger = [];
    for (let i = 0; i < 3; i += 1) stranger.push(await receive(again(), address));
    const families = [];
    for (let i = 0; i < 3; i += 1) families.push(await receive(typing({ message: SENTENCE })));
    await onTopAndNamed(families);

    // The script goes on: what repeats its every mark waits apart; the sweep offered takes it, and none of the families.
    for (let i = 0; i < 2; i += 1) stranger.push(await receive(again(), address));
    const offered = await sweepOffered(stranger.at(-1)!.content.reference);
    for (const { content } of stranger) expect(offered).toContain(content.reference);
    for (const { content } of families) expect(offered, `${content.reference} offered to the sweep`).not.toContain(content.reference);
    expect(flashOf(await confirm(offered, 'junk-group'))).toEqual({ flash: 'junk-group' });

    // After it: the families untouched, and the next family typing the sentence on top, named, received.
    families.push(await receive(typing({ message: SENTENCE })));
    await onTopAndNamed(families);
    const bin = await inboxPage('awa', 'junk');
    for (const { content } of families) expect(bin).not.toContain(content.reference);
  });

  it('a borrowed number: a script sends a family’s number five times and is swept; the family’s call-back, its number alone, is on top, named', async () => {
    const own = contents.callback();
    const phone = own.values.phone ?? '';
    const address = nextAddress();
    const again = script({ phone });
    const stranger = [];
    for (let i = 0; i < 5; i += 1) stranger.push(await receive(again(), address));
    const offered = await sweepOffered(stranger.at(-1)!.content.reference);
    for (const { content } of stranger) expect(offered).toContain(content.reference);
    await confirm(offered, 'junk-group');
    await onTopAndNamed([await receive(own)]);
  });

  it('a single « Indésirable » on a prank that used a family’s number: the family’s call-back is on top, named', async () => {
    const own = contents.callback();
    const prank = typing({ phone: own.values.phone ?? '' }, contents.callback());
    const prankId = await received(prank);
    expect(flashOf(await act('junk', prankId, 'awa'))).toMatchObject({ flash: 'junk' });
    await onTopAndNamed([await receive(own)]);
  });

  it('a call-back whose number a stranger borrowed three times: on top, named; its name borrowed too, « À vérifier », named in a notice all the same', async () => {
    const own = contents.callback();
    for (let i = 0; i < 3; i += 1) await received(typing({ phone: own.values.phone ?? '' }, contents.callback()));
    await onTopAndNamed([await receive(own)]);

    // Its number and its full name: what the stranger sent and what the family sends are alike to the letter.
    const named = typing({ fullName: family().name }, contents.callback());
    for (let i = 0; i < 3; i += 1) await received(typing({ phone: named.values.phone ?? '', fullName: named.values.fullName ?? '' }, contents.callback()));
    const id = await received(named);
    expect(await inboxPage('awa', 'check')).toContain(named.reference);
    expect((await mailFor(named.reference, { notices: 1 })).filter(isNotice), 'named in a notice').not.toEqual([]);
    expect(await statuses([id])).toEqual([{ id, state: 'received' }]);
  });
});
