import { describe, expect, it } from 'vitest';
import * as builders from '@/lib/request/notice/visits';
import { VISIT_MESSAGE_PURPOSES } from '@/lib/request/visit/words';
import { visitWhenWords } from '@/lib/request/visit/message';

/*
 * The staff's notices about a visit (issue 83) pass through ntfy and Google's or Apple's push: they name the
 * reference and the answer (or the message that could not leave), never the visit's day nor its time, which the
 * privacy page promises no notice carries (« jamais … la date d'un rendez-vous »). Every builder of
 * lib/request/notice/visits.ts is tried with everything a caller holding the visit could hand it.
 */

const DATE = '2026-12-01';
const TIME = '11:00';
/** What a date or a time looks like in a notice, in either language. */
const DATED = [
  /\b\d{4}-\d{2}-\d{2}\b/,
  /\b\d{1,2}(er)?\s(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b/i,
  /\b\d{1,2}\s(January|February|March|April|May|June|July|August|September|October|November|December)\b/,
  /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/i,
  /\b\d{1,2}(\s|\u00A0)?h(\s|\u00A0|\b)/,
  /\b\d{1,2}:\d{2}\b/,
];

/** Everything a caller with the visit in hand could pass: its day and time as stored and in words, beside each notice's own facts. */
const withVisit = (facts: Record<string, unknown>) => ({
  reference: 'AV-7K3Q',
  holder: 'Awa',
  why: 'WhatsApp\u00A0: 131026 Message undeliverable',
  date: DATE,
  time: TIME,
  when: visitWhenWords(DATE, TIME, 'fr'),
  visit: { date: DATE, time: TIME },
  ...facts,
});

const tries = [{ answer: 'coming' }, { answer: 'change' }, ...VISIT_MESSAGE_PURPOSES.map((purpose) => ({ purpose }))];

describe('a notice about a visit', () => {
  it('names the reference and the answer, never the visit’s day or time, whatever builder and whatever it is handed', () => {
    type Builder = (facts: unknown, inbox: string) => { title: string; message: string };
    const functions = Object.entries(builders as Record<string, unknown>).flatMap(([name, value]) => (typeof value === 'function' ? [[name, value as Builder] as const] : []));
    expect(functions.length).toBeGreaterThanOrEqual(2);
    for (const [name, build] of functions) {
      for (const facts of tries) {
        let notice: { title: string; message: string };
        try {
          notice = build(withVisit(facts), 'https://passerelle.example/inbox/');
        } catch {
          // A builder that does not take these facts (an answer to a message's notice) says nothing.
          continue;
        }
        const text = `${notice.title}\n${notice.message}`;
        expect(text, `${name}(${JSON.stringify(facts)})`).toContain('AV-7K3Q');
        for (const dated of DATED) expect(text, `${name}(${JSON.stringify(facts)}) carries a date or a time`).not.toMatch(dated);
      }
    }
  });
});
