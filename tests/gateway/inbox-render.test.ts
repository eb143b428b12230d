import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { attributeOf } from '../../pipeline/lib/html-source';
import { ACTION_FIELDS, INBOX_PATHS, inboxUrl, readInboxQuery, type EmailCopy, type InboxGroup, type InboxPage } from '../../gateway/src/inbox/model';
import { OUTCOME_WORDS } from '../../gateway/src/inbox/outcome-words';
import { renderInboxPage, renderNotStaff } from '../../gateway/src/inbox/render';
import { OUTCOME_KINDS } from '@/lib/request/gateway/outcome';
import { WORDS } from '../../gateway/src/inbox/words';
import { NOW, readPage, sampleRequest, samplePage, STAFF, textIn, yaounde } from './inbox-page';

/*
 * The staff's inbox as a member of staff reads it and taps it (gateway/src/inbox/render.ts), in Node: what
 * each list offers to do with each request, the outcome of the last tap, the times in Yaoundé in both
 * languages, the tabs; and every page valid HTML.
 */

const nbsp = '\u00A0';
const render = (overrides: Partial<InboxPage> = {}) => readPage(renderInboxPage(samplePage(overrides)));

describe('what the inbox offers to do with a request', () => {
  const mine = sampleRequest({ id: 'mine-1', state: 'taken', takenBy: STAFF.name, takenAt: yaounde(26, 10, 20) });
  const paul = sampleRequest({ id: 'paul-1', state: 'taken', takenBy: 'Paul', takenAt: yaounde(26, 9, 2) });
  const done = sampleRequest({ id: 'done-1', state: 'done', takenBy: 'Paul', takenAt: yaounde(25, 9, 2), doneAt: yaounde(25, 11, 30) });

  it('an open one: « Je m’en occupe », and « Indésirable » only behind a second tap', () => {
    const { forms } = render({ view: 'open', requests: [sampleRequest({ id: 'open-1' })] });
    expect(forms.map(({ action, button, behindDetails }) => [action, button, behindDetails])).toEqual([
      ['/inbox/take', "Je m'en occupe", false],
      ['/inbox/junk', 'Oui, elle est indésirable', true],
    ]);
  });

  it('each form posts the request’s id and the way back (the list and the language)', () => {
    const { forms } = render({ view: 'mine', locale: 'en', requests: [mine] });
    // Every outcome's (OUTCOME_KINDS), « Done », « Give back », « Junk ».
    expect(forms.length).toBe(OUTCOME_KINDS.length + 3);
    for (const form of forms) {
      expect(form.method).toBe('post');
      expect(form.fields).toMatchObject({ [ACTION_FIELDS.id]: 'mine-1', [ACTION_FIELDS.view]: 'mine', [ACTION_FIELDS.lang]: 'en' });
    }
    // Each outcome's form names its result, in the table's order.
    expect(forms.filter((form) => form.action === INBOX_PATHS.outcome).map((form) => form.fields[ACTION_FIELDS.result])).toEqual(OUTCOME_KINDS);
  });

  it('hers: the call’s outcome in a tap, « Traitée » and « Rendre », junk behind a second tap, and since when she has it', () => {
    const page = render({ view: 'mine', requests: [mine] });
    // Every outcome in a tap, each by its word (« Appelée », « Pas de réponse », « Message WhatsApp envoyé »…).
    expect(OUTCOME_KINDS.map((kind) => OUTCOME_WORDS.fr.results[kind])).toEqual(expect.arrayContaining(['Appelée', 'Pas de réponse', 'Message WhatsApp envoyé']));
    expect(page.forms.map(({ action, button, behindDetails }) => [action, button, behindDetails])).toEqual([
      ...OUTCOME_KINDS.map((kind) => [INBOX_PATHS.outcome, OUTCOME_WORDS.fr.results[kind], false]),
      [INBOX_PATHS.action('done'), 'Traitée', false],
      [INBOX_PATHS.action('release'), 'Rendre', false],
      [INBOX_PATHS.action('junk'), 'Oui, elle est indésirable', true],
    ]);
    expect(page.text).toContain(`Vous vous en occupez depuis 10${nbsp}h${nbsp}20`);
  });

  it('another’s: who has it and since when, nothing to take, finish or give back', () => {
    const page = render({ requests: [paul] });
    expect(page.text).toContain(`Paul s'en occupe depuis 9${nbsp}h${nbsp}02`);
    expect(page.forms.map(({ action }) => action)).toEqual([INBOX_PATHS.action('junk')]);
  });

  it('a finished one: who finished it and when, and nothing to tap', () => {
    const page = render({ view: 'done', requests: [done] });
    expect(page.forms).toEqual([]);
    expect(page.text).toContain(`Traitée par Paul, hier à 11${nbsp}h${nbsp}30`);
  });

  it('each card in the order given (the newest first), each heading its own name', () => {
    const page = render({ requests: [sampleRequest({ values: { fullName: 'Première' } }), sampleRequest({ id: 'b', values: { fullName: 'Seconde' } })] });
    const headings = page.elements.filter((element) => element.tagName === 'h2');
    expect(headings.map((heading) => textIn(heading))).toEqual(['Première', 'Seconde']);
    expect(new Set(headings.map((heading) => attributeOf(heading, 'id'))).size).toBe(2);
  });
});

describe('what a request says', () => {
  it('its reference, kind, the time received, the name, number, the day and time, the service, the message, the e-mail', () => {
    const request = sampleRequest({ values: { email: 'marie@example.cm', message: 'Ligne 1\nLigne 2' } });
    const page = render({ requests: [request] });
    for (const said of ['AV-7K3Q', 'Rendez-vous', `Reçue aujourd'hui à 10${nbsp}h${nbsp}12`, 'Marie Ngono', `+237${nbsp}6${nbsp}71${nbsp}23${nbsp}45${nbsp}67`]) {
      expect(page.text).toContain(said);
    }
    // The day, then « à » its time (issue 78.8: « lundi 30 novembre, 14 h 30 »).
    expect(page.text).toContain(`Rendez-vous souhaité lundi 30\u00A0novembre à 14${nbsp}h${nbsp}30`);
    expect(page.text).toContain('Service Soins infirmiers');
    expect(textIn(page.byClass('message')[0]!)).toBe('Ligne 1\nLigne 2');
    expect(page.hrefs).toEqual(expect.arrayContaining(['tel:+237671234567', 'https://wa.me/237671234567', 'mailto:marie@example.cm']));
  });

  it('a call-back: its day in words and its slot with the times chosen, in French and in English', () => {
    const callback = sampleRequest({ kind: 'callback', values: { day: '2026-11-27', slot: 'afternoon 12:00-17:00', service: '' } });
    const french = render({ requests: [callback] });
    expect(french.text).toContain(`Rappel AV-7K3Q`);
    expect(french.text).toContain(`À rappeler demain, l'après-midi (12${nbsp}h – 17${nbsp}h)`);
    expect(french.text).not.toContain('Service');
    const english = render({ locale: 'en', requests: [callback] });
    expect(english.text).toContain(`Call back tomorrow, in the afternoon (12:00${nbsp}pm – 5:00${nbsp}pm)`);
  });

  it('a slot or a time that reads as none (« 24:30 », from a stranger) shown as typed, never a page that fails', () => {
    const odd = sampleRequest({ kind: 'callback', values: { day: 'demain', slot: 'evening 18:00-24:30' } });
    expect(render({ requests: [odd] }).text).toContain('À rappeler demain, evening 18:00-24:30');
    // The day's end is a time the checks take and the formatting writes (lib/calendar-format.ts, isTimeOfDay: issue 67).
    const midnight = sampleRequest({ kind: 'callback', values: { day: 'demain', slot: 'evening 18:00-24:00' } });
    expect(render({ requests: [midnight] }).text).toContain(`le soir (18${nbsp}h – 24${nbsp}h)`);
    const late = sampleRequest({ values: { appointmentTime: '25:99' } });
    expect(render({ requests: [late] }).text).toContain('lundi 30\u00A0novembre, 25:99');
  });

  it('an application: the position (or « Candidature spontanée ») and when the candidate can start', () => {
    const application = sampleRequest({ kind: 'application', values: { start: '', position: '' } });
    const page = render({ requests: [application] });
    expect(page.text).toContain('Candidature AV-7K3Q');
    expect(page.text).toContain('Disponible dès que possible');
    expect(page.text).toContain('Poste Candidature spontanée');
    const english = render({ locale: 'en', requests: [sampleRequest({ kind: 'application', values: { start: '2027-01-04', position: 'Aide-soignant(e)' } })] });
    expect(english.text).toContain('Available Monday 4\u00A0January\u00A02027');
    expect(english.text).toContain('Position Aide-soignant(e)');
  });

  it('no name given: says so, in its place', () => {
    expect(render({ requests: [sampleRequest({ values: { fullName: '  ' } })] }).text).toContain('(nom non donné)');
  });

  it('the language the family wrote from, when it is not the page’s', () => {
    expect(render({ requests: [sampleRequest({ locale: 'en' })] }).text).toContain('Répondre en anglais');
    expect(render({ requests: [sampleRequest({ locale: 'fr' })] }).text).not.toContain('Répondre en');
    expect(render({ locale: 'en', requests: [sampleRequest({ locale: 'fr' })] }).text).toContain('Answer in French');
  });

  it('the e-mail copy’s state, but when it was sent', () => {
    const said = (emailCopy: EmailCopy) =>
      render({ requests: [sampleRequest({ emailCopy })] }).byClass('copy').map((element) => textIn(element));
    expect(said('sent')).toEqual([]);
    expect(said('over-budget')).toEqual(['Pas de copie e-mail (budget du jour)']);
    expect(said('unknown')).toEqual(['Copie e-mail incertaine']);
    for (const state of ['queued', 'failing', 'none'] as const) expect(said(state)).toHaveLength(1);
  });
});

describe('when, in Yaoundé’s time', () => {
  const received = (receivedAt: number, locale: 'fr' | 'en' = 'fr') =>
    textIn(render({ locale, requests: [sampleRequest({ receivedAt })] }).elements.find((element) => element.tagName === 'time')!);

  it('today and yesterday in words, an older day by its weekday and date, in French, the time « à » it', () => {
    expect(received(yaounde(26, 0, 5))).toBe(`Reçue aujourd'hui à 0${nbsp}h${nbsp}05`);
    // Issue 78.8: « Reçue aujourd'hui, 2 h » read as « two hours ago ».
    expect(received(yaounde(26, 2, 0))).toBe(`Reçue aujourd'hui à 2${nbsp}h`);
    // 23:30 in Yaoundé is still the 25th there, though the 25th at 22:30 in UTC.
    expect(received(Date.UTC(2026, 10, 25, 22, 30))).toBe(`Reçue hier à 23${nbsp}h${nbsp}30`);
    expect(received(yaounde(24, 8, 0))).toBe(`Reçue mardi 24\u00A0novembre à 8${nbsp}h`);
    expect(received(Date.UTC(2025, 11, 31, 12, 0))).toBe(`Reçue mercredi 31\u00A0décembre\u00A02025 à 13${nbsp}h`);
  });

  it('the same in English, the time « at » it', () => {
    expect(received(yaounde(26, 10, 12), 'en')).toBe(`Received today at 10:12${nbsp}am`);
    expect(received(yaounde(26, 2, 0), 'en')).toBe(`Received today at 2:00${nbsp}am`);
    expect(received(yaounde(25, 18, 47), 'en')).toBe(`Received yesterday at 6:47${nbsp}pm`);
    expect(received(yaounde(24, 8, 0), 'en')).toBe(`Received Tuesday 24\u00A0November at 8:00${nbsp}am`);
  });

  it('the machine-readable time of the instant itself', () => {
    const time = render().elements.find((element) => element.tagName === 'time')!;
    expect(attributeOf(time, 'datetime')).toBe(new Date(yaounde(26, 10, 12)).toISOString());
  });
});

describe('the outcome of the last tap', () => {
  const flash = (flash: InboxPage['flash'], locale: 'fr' | 'en' = 'fr') => {
    const page = render({ flash, locale });
    return page.elements.filter((element) => ['status', 'alert'].includes(attributeOf(element, 'role') ?? '')).map((element) => [attributeOf(element, 'role'), textIn(element)]);
  };

  it('told once, politely (role=status), for each action', () => {
    expect(flash({ kind: 'taken', reference: 'AV-7K3Q' })).toEqual([['status', "AV-7K3Q est à vous. La famille voit votre prénom et l'heure."]]);
    expect(flash({ kind: 'done', reference: 'AV-7K3Q' })).toEqual([['status', `AV-7K3Q est traitée. Merci${nbsp}!`]]);
    expect(flash({ kind: 'released', reference: 'AV-7K3Q' })[0]![1]).toContain('rendue');
    expect(flash({ kind: 'junk', reference: 'AV-7K3Q' })[0]![1]).toContain('Indésirables');
    expect(flash({ kind: 'gone', reference: 'AV-7K3Q' })[0]![1]).toContain("n'est plus dans la boîte");
    expect(flash({ kind: 'done', reference: 'AV-7K3Q' }, 'en')).toEqual([['status', 'AV-7K3Q is done. Thank you!']]);
  });

  it('someone was quicker: an alert that names her and since when', () => {
    const at = yaounde(26, 10, 12);
    expect(flash({ kind: 'already-taken', reference: 'AV-7K3Q', by: 'Paul', at })).toEqual([['alert', `AV-7K3Q${nbsp}: Paul s'en occupe déjà depuis 10${nbsp}h${nbsp}12.`]]);
    expect(flash({ kind: 'already-taken', reference: 'AV-7K3Q', by: 'Paul', at: yaounde(25, 17, 0) }, 'en')).toEqual([
      ['alert', `AV-7K3Q: Paul has already had it since yesterday at 5:00${nbsp}pm.`],
    ]);
  });

  it('an instant from the address that is no instant: the page still draws', () => {
    for (const at of [Number.NaN, 8.64e15, -1e20]) expect(flash({ kind: 'already-taken', reference: 'AV-7K3Q', by: 'Paul', at })[0]![0]).toBe('alert');
  });

  it('nothing without one', () => {
    expect(flash(undefined)).toEqual([]);
  });
});

describe('the tabs, the language and the empty lists', () => {
  it('five lists with their counts (« À prendre »: nobody has them; « Collègues »: taken by the others; « Rendez-vous »: issue 77), the one shown marked current, the open count in the title', () => {
    const page = render({ view: 'mine', counts: { open: 4, check: 0, junk: 0, mine: 2, team: 3, done: 31, visits: 6 } });
    const tabs = page.within('tabs', 'a');
    expect(tabs.map((tab) => [attributeOf(tab, 'href'), textIn(tab).replace(/\s+/g, ' '), attributeOf(tab, 'aria-current')])).toEqual([
      ['/inbox/', 'À prendre 4', undefined],
      ['/inbox/?view=mine', 'À moi 2', 'page'],
      ['/inbox/?view=team', 'Collègues 3', undefined],
      ['/inbox/?view=done', 'Traitées 31', undefined],
      ['/inbox/?view=visits', 'Rendez-vous 6', undefined],
    ]);
    expect(textIn(page.elements.find((element) => element.tagName === 'title')!)).toBe('(4) Boîte des demandes');
    expect(textIn(render({ counts: { open: 0, check: 0, junk: 0, mine: 0, team: 0, done: 3, visits: 0 } }).elements.find((element) => element.tagName === 'title')!)).toBe('Boîte des demandes');
  });

  it('French by default, English one tap away on the same list, and back', () => {
    const french = render({ view: 'done' });
    expect(attributeOf(french.elements.find((element) => element.tagName === 'html')!, 'lang')).toBe('fr');
    const english = french.byClass('language')[0]!;
    expect([attributeOf(english, 'href'), attributeOf(english, 'lang'), textIn(english)]).toEqual([inboxUrl({ view: 'done', locale: 'en' }), 'en', 'English']);
    const back = render({ view: 'done', locale: 'en' }).byClass('language')[0]!;
    expect([attributeOf(back, 'href'), textIn(back)]).toEqual(['/inbox/?view=done', 'Français']);
  });

  it('greets her by her name, and refreshes the list without the last tap’s message', () => {
    const page = render({ view: 'mine', flash: { kind: 'taken', reference: 'AV-7K3Q' } });
    expect(page.text).toContain(`Bonjour Awa${nbsp}!`);
    expect(attributeOf(page.byClass('refresh')[0]!, 'href')).toBe('/inbox/?view=mine');
  });

  it('an empty list in warm words, each its own', () => {
    const empty = (view: InboxPage['view'], locale: 'fr' | 'en' = 'fr') => textIn(render({ view, locale, requests: [] }).byClass('empty')[0]!);
    expect(empty('open')).toContain("Chaque famille a quelqu'un");
    expect(empty('mine')).toContain('prenez-en une');
    expect(empty('done')).toContain('apparaîtront ici');
    expect(empty('open', 'en')).toBe('No request waiting. Every family has someone: thank you!');
  });
});

describe('« À vérifier »: what repeats, grouped by what it repeats (issue 72)', () => {
  const key = `m:${'a'.repeat(32)}`;
  const flood = (count: number, first = yaounde(26, 9, 5)) => ({
    key,
    kind: 'message' as const,
    count,
    first,
    last: yaounde(26, 10, 31),
    requests: [sampleRequest({ id: 'f-3', reference: 'AV-F3', held: true, emailCopy: 'held', receivedAt: yaounde(26, 10, 31) }), sampleRequest({ id: 'f-2', reference: 'AV-F2', held: true, emailCopy: 'held' }), sampleRequest({ id: 'f-1', reference: 'AV-F1', held: true, emailCopy: 'held' })],
  });
  const counts = { open: 2, check: 37, junk: 0, mine: 0, team: 0, done: 4, visits: 1 };
  const check = (overrides: Partial<InboxPage> = {}) => render({ view: 'check', requests: [], groups: [flood(37)], counts, ...overrides });
  const tabsOf = (page: ReturnType<typeof render>) => page.within('tabs', 'a').map((tab) => textIn(tab).replace(/\s+/g, ' ').trim());

  it('« À vérifier » and « Indésirables » as tabs only while they hold something (or are shown); a count read up to its cap', () => {
    expect(tabsOf(render({ counts: { ...counts, check: 0 } }))).toEqual(['À prendre 2', 'À moi 0', 'Collègues 0', 'Traitées 4', 'Rendez-vous 1']);
    expect(tabsOf(render({ counts }))).toEqual(['À prendre 2', 'À vérifier 37', 'À moi 0', 'Collègues 0', 'Traitées 4', 'Rendez-vous 1']);
    expect(tabsOf(render({ counts: { ...counts, junk: 12 } }))).toEqual(['À prendre 2', 'À vérifier 37', 'Indésirables 12', 'À moi 0', 'Collègues 0', 'Traitées 4', 'Rendez-vous 1']);
    expect(tabsOf(check({ groups: [], counts: { ...counts, check: 0 } }))).toEqual(['À prendre 2', 'À vérifier 0', 'À moi 0', 'Collègues 0', 'Traitées 4', 'Rendez-vous 1']);
    expect(tabsOf(render({ counts: { ...counts, check: 5_000 } }))[1]).toBe('À vérifier 99+');
    expect(tabsOf(render({ locale: 'en', counts: { ...counts, check: 3, junk: 1 } })).slice(1, 3)).toEqual(['To check 3', 'Junk 1']);
  });

  it('each group says what its requests repeat, how many and since when, never what it is; its newest as cards, to read and take; its sweep one link away', () => {
    const page = check();
    expect(page.text).toContain(`37 demandes avec le même message aujourd'hui`);
    expect(page.text).toContain(`La plus récente${nbsp}: aujourd'hui à 10${nbsp}h${nbsp}31`);
    expect(page.text).not.toContain('a'.repeat(32));
    expect(page.text).toContain('Une vraie famille peut s');
    expect(page.elements.filter((element) => element.tagName === 'h3').map((heading) => textIn(heading))).toEqual(['Marie Ngono', 'Marie Ngono', 'Marie Ngono']);
    expect(page.byClass('copy').map((element) => textIn(element))).toEqual(['Pas de copie e-mail (mise à part)', 'Pas de copie e-mail (mise à part)', 'Pas de copie e-mail (mise à part)']);
    const takes = page.forms.filter((form) => form.action === INBOX_PATHS.action('take'));
    expect(takes.map((form) => [form.fields[ACTION_FIELDS.id], form.fields[ACTION_FIELDS.view], form.behindDetails])).toEqual([
      ['f-3', 'check', false],
      ['f-2', 'check', false],
      ['f-1', 'check', false],
    ]);
    // No sweep from the list itself: « Toutes indésirables… » opens what it would take, to confirm there.
    expect(page.forms.filter((form) => form.action === INBOX_PATHS.action('junk-group'))).toEqual([]);
    const sweep = page.elements.find((element) => element.tagName === 'a' && textIn(element) === 'Toutes indésirables…')!;
    expect(attributeOf(sweep, 'href')).toBe(`/inbox/?view=check&group=${encodeURIComponent(key)}&sweep=1`);
    const more = page.elements.find((element) => element.tagName === 'a' && textIn(element) === 'Voir les 37 demandes')!;
    expect(attributeOf(more, 'href')).toBe(`/inbox/?view=check&group=${encodeURIComponent(key)}`);
  });

  it('each kind in its words; a group begun before today says since when; one of one; from before marks, by address; in English', () => {
    const said = (kind: InboxGroup['kind'], count = 4, first?: number) => check({ groups: [{ ...flood(count, first), kind }] }).text;
    expect(said('phone')).toContain(`4 demandes avec le même numéro aujourd'hui`);
    expect(said('email')).toContain(`4 demandes avec la même adresse e-mail aujourd'hui`);
    expect(said('name')).toContain(`4 demandes avec le même nom aujourd'hui`);
    expect(said('address')).toContain('4 demandes de la même adresse internet, reçues avant la mise à jour');
    expect(said('message', 4, yaounde(25, 23, 58))).toContain(`4 demandes avec le même message depuis hier à 23${nbsp}h${nbsp}58`);
    expect(said('phone', 1)).toContain(`1 demande avec le même numéro aujourd'hui`);
    expect(check({ locale: 'en' }).text).toContain('37 requests with the same message today');
  });

  it('the sweep, before it is confirmed: what it does, the page of requests it takes (those on top marked), by id, how many it leaves, « Oui », and the way back', () => {
    const requests = [sampleRequest({ id: 't-1', reference: 'AV-T1', receivedAt: yaounde(26, 10, 40) }), ...flood(3).requests];
    const page = check({ groups: [], group: key, sweep: { key, kind: 'message', requests, count: 57, until: yaounde(26, 10, 40), hours: 24 } });
    expect(page.elements.find((element) => element.tagName === 'h2' && textIn(element).startsWith('Marquer'))).toBeDefined();
    expect(page.text).toContain(`Marquer ces 4 demandes indésirables${nbsp}?`);
    expect(page.text).toContain(`Pendant 24${nbsp}h, une nouvelle demande avec le même message et le reste de ce qu'elles ont en commun attendra dans «${nbsp}À vérifier${nbsp}»`);
    expect(page.text).toContain('Les autres demandes, même venues de la même connexion, ne changent pas.');
    expect(page.within('swept', 'li').map((item) => textIn(item).replace(/[ \n\t]+/g, ' '))).toEqual([
      `AV-T1 Rendez-vous Marie Ngono, aujourd'hui à 10${nbsp}h${nbsp}40 dans «${nbsp}À prendre${nbsp}»`,
      `AV-F3 Rendez-vous Marie Ngono, aujourd'hui à 10${nbsp}h${nbsp}31`,
      `AV-F2 Rendez-vous Marie Ngono, aujourd'hui à 10${nbsp}h${nbsp}12`,
      `AV-F1 Rendez-vous Marie Ngono, aujourd'hui à 10${nbsp}h${nbsp}12`,
    ]);
    // Issue 78: the sweep takes the requests listed, by id, and no other; the older ones wait for the next.
    expect(page.text).toContain(`… et 53 autres, plus anciennes, qui restent dans «${nbsp}À vérifier${nbsp}»${nbsp}: seules les demandes de cette liste sont marquées.`);
    const [form] = page.forms;
    expect(page.forms).toHaveLength(1);
    expect([form!.action, form!.pairs, form!.button]).toEqual([
      INBOX_PATHS.action('junk-group'),
      [
        [ACTION_FIELDS.group, key],
        [ACTION_FIELDS.until, String(yaounde(26, 10, 40))],
        [ACTION_FIELDS.view, 'check'],
        [ACTION_FIELDS.lang, 'fr'],
        ...requests.map((request): [string, string] => [ACTION_FIELDS.id, request.id]),
      ],
      'Oui, les 4 sont indésirables',
    ]);
    expect(attributeOf(page.elements.find((element) => element.tagName === 'a' && textIn(element) === 'Annuler')!, 'href')).toBe('/inbox/?view=check');
    // By name: nothing is marked for later (a name is anyone's); taken meanwhile: nothing left to mark.
    expect(check({ groups: [], group: key, sweep: { key, kind: 'name', requests, count: 4, until: NOW, hours: 24 } }).text).not.toContain('une nouvelle demande');
    expect(check({ groups: [], group: key, sweep: { key, kind: 'phone', requests: [], count: 0, until: NOW, hours: 24 } }).text).toContain('Plus rien à marquer');
    expect(check({ locale: 'en', groups: [], group: key, sweep: { key, kind: 'phone', requests: requests.slice(0, 1), count: 1, until: NOW, hours: 24 } }).forms[0]!.button).toBe('Yes, it is junk');
  });

  it('one group alone: all of it, its forms coming back to it, and the way back to every group', () => {
    const page = check({ group: key, groups: [flood(3)] });
    expect(page.text).not.toContain('Voir les');
    expect(page.forms.filter((form) => form.action === INBOX_PATHS.action('take')).every((form) => form.fields[ACTION_FIELDS.group] === key)).toBe(true);
    const back = page.elements.find((element) => element.tagName === 'a' && textIn(element) === 'Toutes les demandes à vérifier')!;
    expect(attributeOf(back, 'href')).toBe('/inbox/?view=check');
    expect(attributeOf(page.byClass('refresh')[0]!, 'href')).toBe(`/inbox/?view=check&group=${encodeURIComponent(key)}`);
  });

  it('nothing to check: warm words; « Toutes indésirables » done: how many went to « Indésirables »', () => {
    expect(textIn(check({ groups: [] }).byClass('empty')[0]!)).toBe(`Rien à vérifier${nbsp}: aucune demande n'en répète d'autres.`);
    const flash = check({ flash: { kind: 'junk-group', count: 37 } }).elements.find((element) => attributeOf(element, 'role') === 'status')!;
    expect(textIn(flash)).toBe(`37 demandes sont dans «${nbsp}Indésirables${nbsp}»${nbsp}; celles qui les répètent attendront un moment dans «${nbsp}À vérifier${nbsp}».`);
    expect(inboxUrl({ view: 'check', locale: 'fr', flash: { kind: 'junk-group', count: 37 } })).toBe('/inbox/?view=check&flash=junk-group&n=37');
  });

  it('reads a group, its sweep and its flash from the address as typed, and nothing that is not one', () => {
    const read = (query: string) => readInboxQuery(new URLSearchParams(query));
    expect(read(`view=check&group=${key}&flash=junk-group&n=5`)).toEqual({ view: 'check', locale: 'fr', group: key, flash: { kind: 'junk-group', count: 5 } });
    expect(read(`view=check&group=${key}&sweep=1`)).toEqual({ view: 'check', locale: 'fr', group: key, sweep: true });
    expect(read(`view=check&group=${'b'.repeat(32)}`)).toEqual({ view: 'check', locale: 'fr', group: 'b'.repeat(32) });
    expect(read(`view=open&group=${key}&sweep=1`)).toEqual({ view: 'open', locale: 'fr' });
    expect(read('view=check&group=ABC&flash=junk-group&n=-1')).toEqual({ view: 'check', locale: 'fr' });
    expect(read(`view=check&group=x:${'a'.repeat(32)}`)).toEqual({ view: 'check', locale: 'fr' });
    expect(read('view=check&flash=junk-group&n=x')).toEqual({ view: 'check', locale: 'fr' });
    expect(read('view=junk&flash=emptied&n=12')).toEqual({ view: 'junk', locale: 'fr', flash: { kind: 'emptied', count: 12 } });
  });

  it('reads a flash that carries nothing a stranger can write: who has it is a first name of STAFF_NAMES, the reference a reference (issue 78)', () => {
    const read = (query: string) => readInboxQuery(new URLSearchParams(query), ['Awa', 'Paul']).flash;
    expect(read('flash=already-taken&ref=AV-7K3Q&by=Paul&at=1764000000000')).toEqual({ kind: 'already-taken', reference: 'AV-7K3Q', by: 'Paul', at: 1764000000000 });
    const words = 'Votre compte expire : appelez vite le +237 699 99 99 99';
    expect(read(`flash=already-taken&ref=AV-7K3Q&by=${encodeURIComponent(words)}&at=1`)).toBeUndefined();
    expect(read('flash=already-taken&ref=AV-7K3Q&by=paul&at=1')).toBeUndefined();
    expect(read(`flash=taken&ref=${encodeURIComponent('Appelez le 699999')}`)).toBeUndefined();
    expect(read(`flash=done&ref=AV-7K3Q${encodeURIComponent(' : payez')}`)).toBeUndefined();
    // A request gone before its reference was kept says « — ».
    expect(read('flash=gone&ref=—')).toEqual({ kind: 'gone', reference: '—' });
  });
});

describe('« Indésirables »: kept, counted, back in a tap, deleted soon after (issue 72)', () => {
  const binned = sampleRequest({ id: 'j-1', reference: 'AV-J1', emailCopy: 'held', junkAt: yaounde(26, 10, 30) });
  const bin = (overrides: Partial<InboxPage> = {}) => render({ view: 'junk', requests: [binned], counts: { open: 2, check: 0, junk: 1, mine: 0, team: 0, done: 4, visits: 0 }, ...overrides });

  it('says what it is and when each goes; each card « Pas indésirable » and nothing else; emptying it behind a second tap, the requests it shows by id (issue 78)', () => {
    const page = bin();
    expect(page.text).toContain(`la famille voit «${nbsp}reçue${nbsp}»`);
    expect(page.text).toContain(`Effacée demain à 10${nbsp}h${nbsp}30`);
    expect(page.forms.map(({ action, pairs, button, behindDetails }) => [action, pairs, button, behindDetails])).toEqual([
      [
        INBOX_PATHS.action('empty-junk'),
        [
          [ACTION_FIELDS.until, String(yaounde(26, 10, 30))],
          [ACTION_FIELDS.view, 'junk'],
          [ACTION_FIELDS.lang, 'fr'],
          [ACTION_FIELDS.id, 'j-1'],
        ],
        "Oui, l'effacer",
        true,
      ],
      [INBOX_PATHS.action('not-junk'), [[ACTION_FIELDS.id, 'j-1'], [ACTION_FIELDS.view, 'junk'], [ACTION_FIELDS.lang, 'fr']], 'Pas indésirable', false],
    ]);
    // A full page (more may wait past it): it deletes the page's, and says the older ones stay.
    const full = bin({ requests: Array.from({ length: 100 }, (_, at) => ({ ...binned, id: `j-${at}` })), counts: { open: 2, check: 0, junk: 100, mine: 0, team: 0, done: 4, visits: 0 } });
    expect(full.forms[0]!.button).toBe('Oui, effacer ces 100');
    expect(full.forms[0]!.pairs.filter(([name]) => name === ACTION_FIELDS.id)).toHaveLength(100);
    expect(full.text).toContain(`Les 100 demandes de cette page sont effacées aussitôt`);
    expect(full.text).toContain(`Celles qui n'y sont pas, plus anciennes, restent${nbsp}: elles s'afficheront ensuite.`);
    expect(page.text).not.toContain('plus anciennes');
    expect(textIn(bin({ requests: [] }).byClass('empty')[0]!)).toBe(`Rien d'indésirable.`);
    expect(bin({ locale: 'en' }).forms.map((form) => form.button)).toEqual(['Yes, delete it', 'Not junk']);
  });

  it('« Indésirable » on a card says where it goes and for how long; the flashes after each action', () => {
    expect(render({ junkHours: 24 }).text).toContain(`la demande va dans «${nbsp}Indésirables${nbsp}» (effacée dans 24${nbsp}h`);
    const status = (page: ReturnType<typeof render>) => textIn(page.elements.find((element) => attributeOf(element, 'role') === 'status')!);
    expect(status(bin({ flash: { kind: 'not-junk', reference: 'AV-J1' } }))).toBe(`AV-J1 n'est pas indésirable${nbsp}: elle est de retour dans «${nbsp}À prendre${nbsp}».`);
    expect(status(bin({ flash: { kind: 'emptied', count: 12 } }))).toBe('12 demandes indésirables effacées.');
    expect(status(render({ flash: { kind: 'junk', reference: 'AV-J1' } }))).toContain(`AV-J1 est dans «${nbsp}Indésirables${nbsp}»`);
  });
});

describe('signed in, but not on the staff’s list', () => {
  it('says so kindly and whom to ask, shows nothing of the inbox, and offers another address', () => {
    for (const [locale, said] of [
      ['fr', "Demandez à la personne qui s'occupe du site"],
      ['en', 'Ask the person who looks after the website'],
    ] as const) {
      const page = readPage(renderNotStaff(locale));
      expect(page.text).toContain(said);
      expect(page.forms).toEqual([]);
      expect(page.byClass('requests')).toEqual([]);
      expect(page.byClass('tabs')).toEqual([]);
      expect(page.hrefs).toContain('/cdn-cgi/access/logout');
    }
  });
});

describe('the words', () => {
  /** Every text of a language's words, functions called with sample values. */
  function texts(value: unknown): string[] {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      // A name for most; for a visit's flash, a step of the visit (its second value is one: issue 77); for a reply's, what it came to (issue 82).
      for (const second of ['Paul', 'moved']) {
        try {
          return [String(value('AV-7K3Q', second, `10${nbsp}h${nbsp}12`))];
        } catch {
          // The next.
        }
      }
      return [String(value('AV-7K3Q', 'window-closed', `10${nbsp}h${nbsp}12`))];
    }
    return typeof value === 'object' && value ? Object.values(value).flatMap(texts) : [];
  }

  it('write French with its no-break spaces: before : ; ! ? », after «', () => {
    const french = texts(WORDS.fr);
    expect(french.length).toBeGreaterThan(50);
    expect(french.filter((text) => /[ \t][:;!?»]|«[ \t]|[^\s\u00A0]»|«[^\s\u00A0]|[\p{L}][:;!?]/u.test(text))).toEqual([]);
  });

  it('write English with no space before its punctuation, and say as much as the French', () => {
    const english = texts(WORDS.en);
    expect(english.length).toBe(texts(WORDS.fr).length);
    expect(english.filter((text) => /\s[:;!?]/.test(text))).toEqual([]);
  });
});

describe('valid HTML (html-validate, recommended rules)', () => {
  const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
  const pages: [string, string][] = [
    ['open', renderInboxPage(samplePage({ requests: [sampleRequest(), sampleRequest({ id: 'b', kind: 'callback', values: { email: 'a@example.cm', message: 'x' } })] }))],
    [
      'mine, with a flash',
      renderInboxPage(
        samplePage({
          view: 'mine',
          requests: [sampleRequest({ state: 'taken', takenBy: 'Awa', takenAt: NOW, kind: 'application', locale: 'en', emailCopy: 'over-budget' })],
          flash: { kind: 'already-taken', reference: 'AV-1', by: 'Paul', at: NOW },
        }),
      ),
    ],
    ['done, English', renderInboxPage(samplePage({ view: 'done', locale: 'en', requests: [sampleRequest({ state: 'done', takenBy: 'Paul', doneAt: NOW })], flash: { kind: 'done', reference: 'AV-1' } }))],
    ['empty', renderInboxPage(samplePage({ requests: [] }))],
    [
      '« À vérifier », one group',
      renderInboxPage(
        samplePage({
          view: 'check',
          requests: [],
          counts: { open: 1, check: 5, junk: 0, mine: 0, team: 0, done: 0, visits: 0 },
          groups: [{ key: `p:${'b'.repeat(32)}`, kind: 'phone', count: 5, first: NOW, last: NOW, requests: [sampleRequest({ held: true, emailCopy: 'held' }), sampleRequest({ id: 'b', held: true, emailCopy: 'held', values: { fullName: '' } })] }],
          flash: { kind: 'junk-group', count: 3 },
        }),
      ),
    ],
    ['a number and an address that fail the checks', renderInboxPage(samplePage({ requests: [sampleRequest({ values: { phone: '06 71', email: 'x@y' } })] }))],
    ['not staff', renderNotStaff('fr')],
  ];

  it.each(pages)('%s', async (_, html) => {
    const report = await validator.validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`))).toEqual([]);
  });
});
