import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRequest, listsOf, PUBLISHED_LISTS } from '@/lib/request/check';
import { REQUEST_KINDS } from '@/lib/request/kinds';
import { STAFF_WORDS } from '@/lib/request/kinds/for-centre';
import { inboxOf } from '@/lib/request/kinds/inbox';
import { valueInWords } from '@/lib/request/kinds/in-words';
import type { KindDefinition } from '@/lib/request/kinds/kind';
import { paramsByRule } from '@/lib/request/kinds/params-by-rule';
import { problemsOf, YES_NO, type FieldRules, type RuleContext } from '@/lib/request/kinds/rules';
import { templateParams } from '@/lib/request/payload';
import type { RequestKind } from '@/lib/request/values';
import { choicesOf } from '@/site/choice-lists';
import { CENTRE_DAYS } from '../site/centre-days';
import { PUBLISHED, publishedRules } from './published-rules';

/*
 * The rules a centre asks with (issue 84, « A field is its rule »), each one row of the rules' table
 * (lib/request/kinds/rule-table.ts) checked the same by the form and the gateway (kinds/rules.ts): a yes or a no,
 * with its words in both languages; one of a list the site publishes (the districts, any list of PUBLISHED_LISTS),
 * against the list as the gateway read it, or none when an older site's file lacks it; a number in a range; a day
 * the centre is open. And the centre's e-mail, which fills `service` only with the field a kind names for it.
 */

// Monday 21 December 2026: Christmas (a holiday) is Friday, the Sunday after is closed by the hours, and a closure
// staff entered is Saturday 2 January (tests/site/centre-days.ts).
const TODAY = '2026-12-21';
const rules = publishedRules(TODAY);

/** A home visit, as the trial adds one: a name, a phone, its district, whether the person can travel, a day the centre is open, the hours a week. */
const VISIT_FIELDS = {
  fullName: { is: 'name', need: 'required' },
  phone: { is: 'phone', need: 'required' },
  district: { is: 'choice', of: 'districts', need: 'required', max: 60 },
  canTravel: { is: 'yesNo', need: 'required' },
  day: { is: 'openDay', need: 'required', daysAhead: 30 },
  hours: { is: 'number', need: 'optional', min: 1, max: 84 },
  message: { is: 'text', max: 2000 },
} as const satisfies FieldRules;

const values = { fullName: 'Awa Ngono', phone: '+237691234567', district: 'Bastos', canTravel: 'no', day: '2026-12-22', hours: '', message: '' };
const context = (changes: Partial<RuleContext> = {}): RuleContext => ({ today: TODAY, earliest: TODAY, lists: listsOf(rules, 'fr', TODAY), openDays: CENTRE_DAYS, ...changes });
const problems = (changes: Partial<typeof values>, with_: Partial<RuleContext> = {}) => problemsOf(VISIT_FIELDS, { ...values, ...changes }, context(with_));

// Strings every object answers to, and what a script may post.
const STRANGERS = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'];

describe('a yes/no', () => {
  it('takes « yes » and « no », as the form carries them, and nothing else', () => {
    expect(problems({ canTravel: 'yes' })).toEqual({});
    expect(problems({ canTravel: 'no' })).toEqual({});
    expect(problems({ canTravel: '' })).toEqual({ canTravel: 'answerRequired' });
    for (const typed of ['oui', 'Non', 'YES', 'true', ...STRANGERS]) expect(problems({ canTravel: typed }), typed).toEqual({ canTravel: 'answerRequired' });
    expect(problemsOf({ asked: { is: 'yesNo', need: 'optional' } }, { asked: '' }, context())).toEqual({});
  });

  it('is said in each language by its rule alone: the form, the request written out, the inbox, the e-mail', () => {
    expect(YES_NO).toEqual({ yes: { fr: 'Oui', en: 'Yes' }, no: { fr: 'Non', en: 'No' } });
    const rule = VISIT_FIELDS.canTravel;
    expect(valueInWords(rule, 'no', { locale: 'fr', choiceLabels: {} })).toBe('Non');
    expect(valueInWords(rule, 'yes', { locale: 'en', choiceLabels: {} })).toBe('Yes');
    expect(valueInWords(rule, 'toString', { locale: 'fr', choiceLabels: {} })).toBe('toString');
  });
});

describe('one of a list the site publishes', () => {
  it('names any list of the published rules, and the page offers each one the gateway checks', () => {
    expect(Object.keys(PUBLISHED_LISTS).sort()).toEqual(['districts', 'positions', 'serviceTitles', 'services']);
    expect(listsOf(rules, 'fr', TODAY).districts).toEqual(PUBLISHED.districts);
    expect(choicesOf('districts', 'fr').length).toBeGreaterThan(0);
  });

  it('takes a district the site publishes and refuses any other, « toString » and « __proto__ » among them', () => {
    for (const district of PUBLISHED.districts) expect(problems({ district }), district).toEqual({});
    for (const typed of ['Mvog-Ada', 'bastos', ' ', ...STRANGERS]) expect(problems({ district: typed }), typed).toEqual({ district: 'serviceRequired' });
    expect(valueInWords(VISIT_FIELDS.district, 'toString', { locale: 'fr', choiceLabels: { Bastos: 'Bastos' } })).toBe('toString');
  });

  it('from a stale list: an older site’s file without districts refuses nobody (any name of one line), a list read since refuses what left it', () => {
    const older = { ...rules, districts: undefined };
    const stale = listsOf(older, 'fr', TODAY);
    expect(stale.districts).toBeUndefined();
    expect(problems({ district: 'Mvog-Ada' }, { lists: stale })).toEqual({});
    expect(problems({ district: 'Mvog-Ada\nBastos' }, { lists: stale })).toEqual({ district: 'serviceRequired' });
    expect(problems({ district: 'Mvog-Ada' }, { lists: listsOf({ ...rules, districts: ['Bastos'] }, 'fr', TODAY) })).toEqual({ district: 'serviceRequired' });
  });
});

describe('a number in a range', () => {
  it('takes a whole number from its min to its max, as people type it, and nothing else', () => {
    expect(problems({ hours: '12' })).toEqual({});
    expect(problems({ hours: '12 h' })).toEqual({});
    expect(problems({ hours: '0' })).toEqual({ hours: 'numberRange' });
    expect(problems({ hours: '85' })).toEqual({ hours: 'numberRange' });
    expect(problems({ hours: '3.500' })).toEqual({ hours: 'numberRange' });
    for (const typed of ['7,5', '-3', 'douze', ...STRANGERS]) expect(problems({ hours: typed }), typed).toEqual({ hours: 'numberInvalid' });
  });
});

describe('a day the centre is open', () => {
  it('takes an open day, and refuses a closed weekday, a holiday and a closure with its own words', () => {
    expect(problems({ day: '2026-12-22' })).toEqual({});
    expect(problems({ day: '26/12/2026' })).toEqual({});
    expect(problems({ day: '2026-12-27' }), 'a Sunday').toEqual({ day: 'dateClosed' });
    expect(problems({ day: '2026-12-25' }), 'Christmas').toEqual({ day: 'dateClosed' });
    expect(problems({ day: '2027-01-02' }), 'a closure staff entered').toEqual({ day: 'dateClosed' });
  });

  it('keeps the date’s own checks first: past, too far, not a day', () => {
    expect(problems({ day: '2026-12-20' })).toEqual({ day: 'datePast' });
    expect(problems({ day: '2027-02-01' })).toEqual({ day: 'dateTooFar' });
    expect(problems({ day: 'toString' })).toEqual({ day: 'dateInvalid' });
    expect(problems({ day: '' })).toEqual({ day: 'dateRequired' });
  });

  it('is any day within its bounds where the centre’s days are not at hand (the gateway could not read its site)', () => {
    expect(problemsOf(VISIT_FIELDS, { ...values, day: '2026-12-27' }, context({ openDays: undefined }))).toEqual({});
  });
});

describe('the centre’s e-mail of a kind that names its keys', () => {
  const staff = {
    ...STAFF_WORDS,
    district: { label: { fr: 'Quartier', en: 'District' } },
    canTravel: { label: { fr: 'La personne peut-elle se déplacer', en: 'Can the person travel' } },
    day: { label: { fr: 'Jour souhaité', en: 'Day wanted' } },
    hours: { label: { fr: 'Heures par semaine', en: 'Hours a week' } },
  };
  const visit: KindDefinition<typeof VISIT_FIELDS> = {
    fields: VISIT_FIELDS,
    staff,
    mail: { from_name: 'fullName', phone: 'phone', date: 'day' },
    relaySubject: 'Demande de visite à domicile',
    inbox: { label: { fr: 'Visite à domicile', en: 'Home visit' }, meeting: { fr: 'visite', en: 'visit' } },
    notice: { title: 'Nouvelle demande de visite à domicile' },
    template: 'main',
    madeBy: 'family',
    page: null,
    visit: true,
  };
  // A name no kind has, put in the table for these tests and taken out (vitest.config.ts: modules stay loaded).
  const kinds = REQUEST_KINDS as unknown as Record<string, KindDefinition>;
  const VISIT = 'test-home-visit' as RequestKind;
  beforeAll(() => {
    kinds[VISIT] = visit as unknown as KindDefinition;
  });
  afterAll(() => {
    delete kinds[VISIT];
  });

  it('whose first list is the districts says no « Service : Bastos »: `service` is filled by the field it names, none here', () => {
    const params = templateParams({ values: { ...values, hours: '12' }, locale: 'fr', reference: 'AV-7K3Q', kind: VISIT });
    expect(params.service).toBe('');
    expect(params).toMatchObject({ from_name: 'Awa Ngono', phone: '+237691234567', date: '2026-12-22', time: '', from_email: '', reply_to: '' });
    expect(params.message).toBe(
      'Référence\u00A0: AV-7K3Q\nQuartier\u00A0: Bastos\nLa personne peut-elle se déplacer\u00A0: Non\nHeures par semaine\u00A0: 12\n(Aucun message supplémentaire)',
    );
  });

  it('fills `service` with the field a kind names for it, and writes that field on no line of the message', () => {
    const params = paramsByRule(VISIT_FIELDS, { from_name: 'fullName', service: 'district' }, staff)({ values, locale: 'fr', reference: 'AV-7K3Q' });
    expect(params.service).toBe('Bastos');
    expect(params.message).not.toContain('Quartier');
    expect(params.message).toMatch(/Jour souhaité\u00A0: mardi 22\sdécembre\s2026/);
  });

  it('shows on the staff’s card its day the centre is open as the day asked for, and its district and answer by their labels', () => {
    const card = inboxOf(VISIT);
    expect(card.when?.day).toBe('day');
    expect(card.facts.map(({ name }) => name)).toEqual(['district', 'canTravel', 'hours', 'message']);
  });

  it('is refused by the gateway for a district, an answer or a day its published rules do not take', () => {
    const content = { values, locale: 'fr' as const, reference: 'AV-7K3Q', kind: VISIT };
    expect(checkRequest(content, { today: TODAY, rules })).toEqual({ ok: true });
    expect(checkRequest({ ...content, values: { ...values, district: '__proto__' } }, { today: TODAY, rules })).toEqual({ ok: false, field: 'district' });
    expect(checkRequest({ ...content, values: { ...values, canTravel: 'toString' } }, { today: TODAY, rules })).toEqual({ ok: false, field: 'canTravel' });
    const closedSundays = { ...rules, hours: CENTRE_DAYS.hours.map((row) => ({ ...row, days: [...row.days] })), closures: [...CENTRE_DAYS.closures] };
    expect(checkRequest({ ...content, values: { ...values, day: '2026-12-25' } }, { today: TODAY, rules: closedSundays })).toEqual({ ok: false, field: 'day' });
    expect(checkRequest({ ...content, values: { ...values, day: '2026-12-25' } }, { today: TODAY, rules: null }), 'without the site’s rules').toEqual({ ok: true });
  });
});
