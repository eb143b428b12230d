import { describe, expect, it } from 'vitest';
import { attributeOf } from '../../pipeline/lib/html-source';
import { ACTION_FIELDS, INBOX_PATHS, readInboxQuery, inboxUrl, type InboxPage } from '../../gateway/src/inbox/model';
import { OUTCOME_WORDS } from '../../gateway/src/inbox/outcome-words';
import { renderInboxPage } from '../../gateway/src/inbox/render';
import { OUTCOME_KINDS } from '@/lib/request/gateway/outcome';
import type { JournalEntry } from '../../gateway/src/journal';
import { nbsp } from '@/lib/typography';
import { NOW, readPage, sampleRequest, samplePage, textIn, yaounde } from './inbox-page';
import { CENTRE_DAYS } from '../site/centre-days';

/*
 * A card after « Je m’en occupe » (issue 73), as the staff read it on Thursday 26 November 2026 at 10 h 40: the
 * call’s outcome in a tap on hers, the last outcome for everyone, a request raised again, the journal folded.
 */

const render = (overrides: Partial<InboxPage>) => readPage(renderInboxPage(samplePage(overrides)));
const hers = sampleRequest({ id: 'mine-1', state: 'taken', takenBy: 'Awa', takenAt: yaounde(26, 10, 20) });

describe('the call’s outcome, in a tap', () => {
  it('« Appelée » at once, its day and time agreed behind a second tap; « Pas de réponse » with « Je rappelle à » an hour on', () => {
    const page = render({ view: 'mine', requests: [hers] });
    const [called, noAnswer, whatsapp] = page.forms.filter((form) => form.action === INBOX_PATHS.outcome);
    expect(called!.fields).toMatchObject({ [ACTION_FIELDS.result]: 'called', [ACTION_FIELDS.date]: '', [ACTION_FIELDS.time]: '' });
    const details = page.elements.filter((element) => element.tagName === 'details' && (attributeOf(element, 'class') ?? '').includes('agreed'));
    expect(details.map((element) => textIn(element.childNodes.find((node) => node.nodeName === 'summary')!))).toEqual(['Rendez-vous fixé…']);
    // 10 h 40 now: 11 h 40.
    expect(noAnswer!.fields).toMatchObject({ [ACTION_FIELDS.result]: 'no-answer', [ACTION_FIELDS.callback]: '11:40' });
    expect(page.text).toContain('Je rappelle à');
    expect(whatsapp!.button).toBe('Message WhatsApp envoyé');
    // Each field has its label; the day cannot be before today.
    for (const input of page.elements.filter((element) => element.tagName === 'input' && attributeOf(element, 'type') !== 'hidden')) {
      expect(page.elements.some((element) => element.tagName === 'label' && attributeOf(element, 'for') === attributeOf(input, 'id'))).toBe(true);
    }
    expect(attributeOf(page.elements.find((element) => attributeOf(element, 'name') === ACTION_FIELDS.date)!, 'min')).toBe('2026-11-26');
  });

  it('« Je rappelle à » within the centre’s hours: at night, the opening, and the card says so (issue 78.8)', () => {
    // 2 h: an hour on is 3 h, the centre opens at 8 h.
    const night = render({ view: 'mine', requests: [hers], now: yaounde(26, 2, 0), openDays: CENTRE_DAYS });
    const noAnswer = night.forms.find((form) => form.action === INBOX_PATHS.outcome && form.fields[ACTION_FIELDS.result] === 'no-answer')!;
    expect(noAnswer.fields).toMatchObject({ [ACTION_FIELDS.callback]: '08:00' });
    expect(night.text).toContain(`Proposé à l’ouverture du centre${nbsp}: aujourd’hui à 8${nbsp}h.`);
    // 13 h 30 on a Saturday (the centre closes at 14 h, no Sunday): Monday.
    const saturday = render({ view: 'mine', requests: [hers], now: yaounde(28, 13, 30), openDays: CENTRE_DAYS, locale: 'en' });
    expect(saturday.forms.find((form) => form.fields[ACTION_FIELDS.result] === 'no-answer')!.fields).toMatchObject({ [ACTION_FIELDS.callback]: '08:00' });
    expect(saturday.text).toContain('Offered for when the centre opens: Monday 30\u00A0November at 8:00\u00A0am.');
    // Open an hour on: nothing to say.
    expect(render({ view: 'mine', requests: [hers], openDays: CENTRE_DAYS }).text).not.toContain('Proposé');
  });

  it('an interview, not an appointment, for an application; in English as English', () => {
    expect(render({ view: 'mine', requests: [{ ...hers, kind: 'application' }] }).text).toContain('Entretien fixé…');
    const english = render({ view: 'mine', locale: 'en', requests: [hers] });
    expect(english.forms.filter((form) => form.action === INBOX_PATHS.outcome).map((form) => form.button)).toEqual(OUTCOME_KINDS.map((kind) => OUTCOME_WORDS.en.results[kind]));
    expect(OUTCOME_WORDS.en.results).toMatchObject({ called: 'Called', 'no-answer': 'No answer', whatsapp: 'WhatsApp message sent' });
    expect(english.text).toContain('I’ll call again at');
  });

  it('is not offered on a colleague’s request, nor on one nobody has taken', () => {
    const paul = sampleRequest({ state: 'taken', takenBy: 'Paul', takenAt: yaounde(26, 9, 2) });
    expect(render({ view: 'team', requests: [paul] }).forms.map((form) => form.action)).toEqual([INBOX_PATHS.action('junk')]);
    expect(render({ requests: [sampleRequest()] }).forms.map((form) => form.action)).not.toContain(INBOX_PATHS.outcome);
  });
});

describe('the last outcome, on the card', () => {
  const outcomeOf = (outcome: NonNullable<Parameters<typeof sampleRequest>[0]>['outcome'], locale: 'fr' | 'en' = 'fr') =>
    textIn(render({ view: 'team', locale, requests: [sampleRequest({ state: 'taken', takenBy: 'Awa', takenAt: yaounde(26, 10, 12), outcome })] }).byClass('outcome-last')[0]!);

  it('says what the family reads, by the staff’s words: no answer and when, called and the day agreed, WhatsApp', () => {
    expect(outcomeOf({ kind: 'no-answer', at: yaounde(26, 10, 20), callback: yaounde(26, 14, 0) })).toBe(`Pas de réponse à 10${nbsp}h${nbsp}20${nbsp}; rappel prévu vers 14${nbsp}h`);
    expect(outcomeOf({ kind: 'no-answer', at: yaounde(25, 17, 40), callback: yaounde(26, 9, 0) })).toBe(`Pas de réponse hier à 17${nbsp}h${nbsp}40${nbsp}; rappel prévu vers 9${nbsp}h`);
    expect(outcomeOf({ kind: 'no-answer', at: yaounde(26, 17, 40), callback: yaounde(27, 9, 0) })).toBe(`Pas de réponse à 17${nbsp}h${nbsp}40${nbsp}; rappel prévu demain vers 9${nbsp}h`);
    expect(outcomeOf({ kind: 'called', at: yaounde(26, 10, 20), appointment: { date: '2026-12-07', time: '10:00' } })).toBe(`Appelée à 10${nbsp}h${nbsp}20${nbsp}; rendez-vous lundi 7 décembre à 10${nbsp}h`);
    expect(outcomeOf({ kind: 'called', at: yaounde(26, 10, 20) })).toBe(`Appelée à 10${nbsp}h${nbsp}20`);
    expect(outcomeOf({ kind: 'whatsapp', at: yaounde(26, 10, 20) })).toBe(`Message WhatsApp envoyé à 10${nbsp}h${nbsp}20`);
    expect(outcomeOf({ kind: 'no-answer', at: yaounde(26, 10, 20), callback: yaounde(26, 14, 0) }, 'en')).toBe(`No answer at 10:20${nbsp}am; calling again around 2:00${nbsp}pm`);
    expect(outcomeOf({ kind: 'called', at: yaounde(26, 10, 20), appointment: { date: '2026-12-07' } }, 'en')).toBe(`Called at 10:20${nbsp}am; appointment Monday 7 December`);
  });

  it('and a request nobody took, raised again: said on its card', () => {
    const raised = render({ requests: [sampleRequest({ raisedAt: yaounde(26, 10, 22) })] });
    expect(textIn(raised.byClass('raised')[0]!)).toBe(`Relancée à 10${nbsp}h${nbsp}22${nbsp}: personne ne l’avait prise`);
    expect(render({ requests: [sampleRequest()] }).byClass('raised')).toEqual([]);
  });
});

describe('the journal, on the card', () => {
  const journal: JournalEntry[] = [
    { at: yaounde(25, 21, 50), action: 'received' },
    { at: yaounde(25, 21, 50), action: 'notified' },
    { at: yaounde(26, 7, 0), action: 'raised' },
    { at: yaounde(26, 7, 5), action: 'taken', by: 'Awa' },
    { at: yaounde(26, 9, 5), action: 'released' },
    { at: yaounde(26, 9, 30), action: 'taken', by: 'Paul' },
    { at: yaounde(26, 9, 35), action: 'outcome', by: 'Paul', outcome: { kind: 'no-answer', at: yaounde(26, 9, 35), callback: yaounde(26, 14, 0) } },
    { at: yaounde(26, 10, 30), action: 'released', by: 'Paul' },
  ];

  it('is folded, every action in order, when and by whom; the gateway’s giving back said as such', () => {
    const page = render({ requests: [sampleRequest({ journal })] });
    const folded = page.elements.find((element) => element.tagName === 'details' && attributeOf(element, 'class') === 'journal')!;
    expect(attributeOf(folded, 'open')).toBeUndefined();
    expect(textIn(folded.childNodes.find((node) => node.nodeName === 'summary')!)).toBe('Journal (8)');
    const lines = [...page.within('journal', 'li')].map((line) => textIn(line));
    expect(lines).toEqual([
      `hier à 21${nbsp}h${nbsp}50 Reçue`,
      `hier à 21${nbsp}h${nbsp}50 Annoncée sur les téléphones`,
      `7${nbsp}h Relancée sur les téléphones${nbsp}: personne ne l’avait prise`,
      `7${nbsp}h${nbsp}05 Prise par Awa`,
      `9${nbsp}h${nbsp}05 Rendue à «${nbsp}À prendre${nbsp}»${nbsp}: pas de résultat d’appel à temps`,
      `9${nbsp}h${nbsp}30 Prise par Paul`,
      `9${nbsp}h${nbsp}35 Paul${nbsp}: Pas de réponse à 9${nbsp}h${nbsp}35${nbsp}; rappel prévu vers 14${nbsp}h`,
      `10${nbsp}h${nbsp}30 Rendue par Paul`,
    ]);
    expect(render({ requests: [sampleRequest()] }).byClass('journal')).toEqual([]);
  });

  it('says when the phones were told of a promised call, and that the gateway gave it back for want of news after it', () => {
    const promised: JournalEntry[] = [
      { at: yaounde(25, 10, 12), action: 'taken', by: 'Awa' },
      { at: yaounde(25, 10, 20), action: 'outcome', by: 'Awa', outcome: { kind: 'no-answer', at: yaounde(25, 10, 20), callback: yaounde(25, 14, 0) } },
      { at: yaounde(25, 14, 0), action: 'reminded' },
      { at: yaounde(25, 16, 0), action: 'released' },
    ];
    const lines = (locale: 'fr' | 'en') => [...render({ locale, requests: [sampleRequest({ journal: promised })] }).within('journal', 'li')].map((line) => textIn(line)).slice(2);
    expect(lines('fr')).toEqual([
      `hier à 14${nbsp}h Heure du rappel promis${nbsp}: les téléphones prévenus`,
      `hier à 16${nbsp}h Rendue à «${nbsp}À prendre${nbsp}»${nbsp}: pas de nouvelles après le rappel promis`,
    ]);
    expect(lines('en')).toEqual([`yesterday at 2:00${nbsp}pm Promised call-back due: the phones reminded`, `yesterday at 4:00${nbsp}pm Given back to “To take”: no news after the promised call-back`]);
  });
});

describe('the flash after an outcome', () => {
  it('says it is noted and where the family reads it; a request no longer hers, in red', () => {
    const noted = readInboxQuery(new URL(inboxUrl({ view: 'mine', locale: 'fr', flash: { kind: 'outcome', reference: 'AV-7K3Q', result: 'no-answer' } }), 'https://x').searchParams);
    expect(noted.flash).toEqual({ kind: 'outcome', reference: 'AV-7K3Q', result: 'no-answer' });
    const page = render({ view: 'mine', ...(noted.flash ? { flash: noted.flash } : {}) });
    expect(textIn(page.byClass('flash')[0]!)).toBe(`AV-7K3Q${nbsp}: «${nbsp}Pas de réponse${nbsp}» noté. La famille le lit sur la page de sa demande.`);
    const gone = render({ flash: { kind: 'not-taken', reference: 'AV-7K3Q' } }).byClass('flash')[0]!;
    expect([attributeOf(gone, 'class'), attributeOf(gone, 'role')]).toEqual(['flash flash-not-taken flash-alert', 'alert']);
    // A result that is none of the three reads as no flash.
    expect(readInboxQuery(new URLSearchParams('flash=outcome&ref=AV-7K3Q&result=visited')).flash).toBeUndefined();
    expect(NOW).toBe(yaounde(26, 10, 40));
  });
});
