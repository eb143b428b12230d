import { describe, expect, it } from 'vitest';
import { doualaInstant } from '@/lib/douala-date';
import { CONSENT_FIELD, CONSENTED } from '@/lib/request/visit/consent';
import { ACTION_FIELDS, INBOX_PATHS, type InboxPage, type InboxRequest } from '../../gateway/src/inbox/model';
import { renderInboxPage } from '../../gateway/src/inbox/render';
import { messageId, type ThreadMessage, type VisitRecord } from '../../gateway/src/visits/model';
import { NOW, readPage, sampleRequest, samplePage, textIn, yaounde, type RequestChanges } from './inbox-page';

/*
 * The list « Rendez-vous » as the nurse reads it on Thursday 26 November 2026 at 10 h 40 (issue 83, item 4): each
 * visit's time, the family's name, where and who, the service, its phone a call button, its messages, « Déplacer » and
 * « Annuler » in place, « Venu » from half an hour before its hour and « Absent » from it; today's section always there,
 * its date in words, « Aucun rendez-vous ce jour » when it has none (the printed day). And the card, before the call:
 * what the family said of its messages, and the control that stops them.
 */

const nbsp = '\u00A0';
const TODAY = '2026-11-26';

const visitOn = (requestId: string, date: string, time: string, changes: Partial<VisitRecord> = {}): VisitRecord => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const at = doualaInstant(date, hours * 60 + minutes);
  return { requestId, gen: 1, rev: 1, seq: 0, date, time, at, place: 'home', district: 'Bastos', with: 'Awa', phase: 'booked', agreedAt: NOW - 86_400_000, revAt: NOW - 86_400_000, changedAt: NOW - 86_400_000, unsent: [], linkKey: 'k', messages: [], ...changes };
};

const delivered = (requestId: string, channel: ThreadMessage['channel'], state: ThreadMessage['state']): ThreadMessage => ({
  requestId,
  id: messageId(1, 1, 'confirm', channel),
  visitGen: 1,
  direction: 'out',
  channel,
  purpose: 'confirm',
  rev: 1,
  state,
  at: NOW - 86_400_000,
  stateAt: NOW - 86_000_000,
});

/** A request taken by Awa, its family's consent given, with a visit. */
const withVisit = (id: string, visit: VisitRecord, changes: RequestChanges = {}): InboxRequest =>
  sampleRequest({ id, reference: `AV-${id.toUpperCase()}`, state: 'taken', takenBy: 'Awa', takenAt: NOW - 3_600_000, ...changes, values: { [CONSENT_FIELD]: CONSENTED, ...changes.values }, visit });

const list = (requests: InboxRequest[], overrides: Partial<InboxPage> = {}) => readPage(renderInboxPage(samplePage({ view: 'visits', requests, ...overrides })));
const lineOf = (page: ReturnType<typeof list>, reference: string) => page.byClass('visit-line').find((line) => textIn(line).includes(reference))!;
/** The forms of a request's line, by its id (`AV-T1`'s is `t1`). */
const formsIn = (page: ReturnType<typeof list>, reference: string) => page.forms.filter((form) => form.fields[ACTION_FIELDS.id] === reference.slice(3).toLowerCase());

describe('the list « Rendez-vous », a visit a line for the rounds', () => {
  const today = withVisit('t1', visitOn('t1', TODAY, '14:30', { messages: [delivered('t1', 'whatsapp', 'delivered')] }));

  it('its time, the family’s name, where and who, the service, the phone as a call button, its messages', () => {
    const page = list([today]);
    const line = textIn(lineOf(page, 'AV-T1')).replace(/[ \t\r\n]+/g, ' ');
    for (const said of [`14${nbsp}h${nbsp}30`, 'Marie Ngono', 'AV-T1', 'à domicile (Bastos), avec Awa', 'Soins infirmiers', 'Confirmation WhatsApp reçue']) expect(line).toContain(said);
    const call = page.elements.find((element) => element.tagName === 'a' && (element.attrs.find((one) => one.name === 'class')?.value ?? '').includes('visit-call'))!;
    expect(call.attrs.find((one) => one.name === 'href')?.value).toBe('tel:+237671234567');
    expect(textIn(call)).toContain(`+237${nbsp}6${nbsp}71${nbsp}23${nbsp}45${nbsp}67`);
    // Today's heading says its date, which the printed day carries; and when the paper was printed.
    expect(textIn(page.elements.find((element) => element.tagName === 'h2' && element.attrs.some((one) => one.value === 'visits-today'))!)).toBe(`Aujourd’hui, jeudi 26${nbsp}novembre${nbsp}2026`);
    expect(textIn(page.byClass('print-only')[0]!)).toBe(`Liste imprimée à 10${nbsp}h${nbsp}40.`);
  });

  it('« Déplacer » and « Annuler » in place, a second tap away, while it is to come; no result before its time', () => {
    const forms = formsIn(list([today]), 'AV-T1');
    expect(forms.map((form) => [form.action, form.fields[ACTION_FIELDS.step], form.behindDetails])).toEqual([
      [INBOX_PATHS.visit, 'moved', true],
      [INBOX_PATHS.visit, 'cancelled', true],
    ]);
    expect(forms.every((form) => form.fields[ACTION_FIELDS.view] === 'visits')).toBe(true);
  });

  it('« Venu » from half an hour before its hour, « Absent » from its hour (results.ts); past its hour, no « Déplacer »', () => {
    const results = (now: number) =>
      formsIn(list([today], { now }), 'AV-T1')
        .filter((form) => form.fields[ACTION_FIELDS.result] !== undefined)
        .map((form) => form.button);
    expect(results(yaounde(26, 13, 59))).toEqual([]);
    expect(results(yaounde(26, 14, 0))).toEqual(['Venu']);
    expect(results(yaounde(26, 14, 30))).toEqual(['Venu', 'Absent']);
    expect(formsIn(list([today], { now: yaounde(26, 14, 30) }), 'AV-T1').map((form) => form.fields[ACTION_FIELDS.step])).not.toContain('moved');
  });

  it('the family’s consent when its messages do not leave: not asked, withdrawn (when)', () => {
    const quiet = withVisit('q1', visitOn('q1', TODAY, '09:00'), { values: { [CONSENT_FIELD]: '' } });
    const stopped = withVisit('s1', visitOn('s1', TODAY, '16:00'), { consentOffAt: yaounde(25, 9, 0) });
    const page = list([quiet, stopped]);
    expect(textIn(lineOf(page, 'AV-Q1'))).toContain('La famille n’a pas demandé de messages.');
    expect(textIn(lineOf(page, 'AV-S1'))).toContain(`La famille ne veut plus de messages (noté hier à 9${nbsp}h).`);
    expect(page.byClass('visit-messages')).toEqual([]);
  });

  it('the time of a line: today’s and tomorrow’s their hour, the others’ their day; a name never given, said so', () => {
    const later = withVisit('w1', visitOn('w1', '2026-11-30', '08:00'), { values: { fullName: '' } });
    const tomorrow = withVisit('m1', visitOn('m1', '2026-11-27', '09:15'));
    const page = list([later, tomorrow]);
    expect(textIn(lineOf(page, 'AV-M1'))).toMatch(new RegExp(`^\\s*9${nbsp}h${nbsp}15 Marie Ngono`));
    expect(textIn(lineOf(page, 'AV-W1'))).toMatch(/^\s*lundi 30\s?novembre à 8\sh/);
    expect(textIn(lineOf(page, 'AV-W1'))).toContain('(nom non donné)');
  });

  it('what a stranger typed is text: a name with markup, a phone that is no number (shown as typed, no call button)', () => {
    const typed = withVisit('x1', visitOn('x1', TODAY, '15:00'), { values: { fullName: '<b>Marie</b> <img src=x onerror=alert(1)>', phone: '<a href="tel:+1900">appelez</a>' } });
    const page = list([typed]);
    const line = lineOf(page, 'AV-X1');
    expect(textIn(line)).toContain('<b>Marie</b> <img src=x onerror=alert(1)>');
    expect(textIn(line)).toContain('<a href="tel:+1900">appelez</a>');
    expect(page.elements.filter((element) => ['b', 'img'].includes(element.tagName))).toEqual([]);
    expect(page.hrefs.filter((href) => href.startsWith('tel:'))).toEqual([]);
  });

  it('a day without a visit: today’s section says « Aucun rendez-vous ce jour. », never a blank paper', () => {
    const tomorrow = withVisit('m1', visitOn('m1', '2026-11-27', '09:15'));
    const page = list([tomorrow]);
    expect(textIn(page.byClass('visits-today')[0]!)).toContain('Aucun rendez-vous ce jour.');
    const none = list([]);
    expect(textIn(none.byClass('visits-today')[0]!)).toContain('Aucun rendez-vous ce jour.');
    expect(none.byClass('empty')).toHaveLength(1);
  });
});

describe('the card, before the call: the family’s consent', () => {
  const card = (changes: RequestChanges) => readPage(renderInboxPage(samplePage({ view: 'mine', requests: [sampleRequest({ state: 'taken', takenBy: 'Awa', takenAt: NOW - 600_000, ...changes })] })));
  const consentForm = (page: ReturnType<typeof card>) => page.forms.find((form) => form.fields[ACTION_FIELDS.step] === 'consent');

  it('asked: said, and « Ne plus envoyer de messages » a second tap away', () => {
    const page = card({ values: { [CONSENT_FIELD]: CONSENTED } });
    expect(textIn(page.byClass('consent')[0]!)).toBe('La famille a demandé la confirmation par WhatsApp ou SMS.');
    expect(consentForm(page)).toMatchObject({ action: INBOX_PATHS.visit, button: 'Ne plus envoyer de messages', behindDetails: true });
  });

  it('not asked, or withdrawn: said, nothing to withdraw; a number that cannot be written to: call', () => {
    const not = card({ values: { [CONSENT_FIELD]: '' } });
    expect(textIn(not.byClass('consent')[0]!)).toBe('La famille n’a pas demandé de messages.');
    expect(consentForm(not)).toBeUndefined();
    const off = card({ values: { [CONSENT_FIELD]: CONSENTED }, consentOffAt: yaounde(26, 9, 5) });
    expect(textIn(off.byClass('consent')[0]!)).toBe(`La famille ne veut plus de messages (noté à 9${nbsp}h${nbsp}05).`);
    expect(consentForm(off)).toBeUndefined();
    const landline = card({ values: { [CONSENT_FIELD]: CONSENTED, phone: '22 22 22 22' } });
    expect(textIn(landline.byClass('consent')[0]!)).toContain('appelez-la');
  });

  it('a kind that asks none (an application): nothing said', () => {
    expect(card({ kind: 'application' }).byClass('consent')).toEqual([]);
  });
});

describe('the card after a move: the call’s line does not repeat the day agreed then', () => {
  it('« Appelée à … » alone; the visit’s panel says the day as it stands', () => {
    const moved = visitOn('id-1', '2026-12-01', '11:00', { rev: 2 });
    const page = readPage(
      renderInboxPage(
        samplePage({
          view: 'mine',
          requests: [sampleRequest({ state: 'taken', takenBy: 'Awa', takenAt: NOW - 600_000, outcome: { kind: 'called', at: yaounde(26, 10, 0), appointment: { date: '2026-11-30', time: '14:00' } }, visit: moved })],
        }),
      ),
    );
    expect(textIn(page.byClass('outcome-last')[0]!)).toBe(`Appelée à 10${nbsp}h`);
    expect(textIn(page.byClass('visit-when')[0]!)).toContain('mardi 1er');
  });
});
